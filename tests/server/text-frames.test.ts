import type { UIMessageChunk } from 'ai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throughStages } from '../../server/recipe-stream/stages.ts';
import { textFrames } from '../../server/recipe-stream/text-frames.ts';

const delta = (text: string, id = 't'): UIMessageChunk => ({ type: 'text-delta', id, delta: text });

/** A source that yields each chunk `afterMs` after the previous one was asked for. */
function source(steps: { afterMs: number; chunk: UIMessageChunk }[]) {
  let index = 0;
  return new ReadableStream<UIMessageChunk>({
    async pull(controller) {
      const step = steps[index++];
      if (!step) return controller.close();
      await new Promise((resolve) => setTimeout(resolve, step.afterMs));
      controller.enqueue(step.chunk);
    },
  });
}

/** Runs the frames stage to its end under fake time; each chunk with the time it was sent. */
async function collect(steps: { afterMs: number; chunk: UIMessageChunk }[], frameMs = 16) {
  const sent: { at: number; chunk: UIMessageChunk }[] = [];
  const stream = throughStages(source(steps), [textFrames(frameMs, () => Date.now())], (error) => {
    throw error;
  });
  const reading = (async () => {
    for await (const chunk of stream) sent.push({ at: Date.now(), chunk });
  })();
  await vi.advanceTimersByTimeAsync(1_000);
  await reading;
  return sent;
}

describe('text frames', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a delta that comes after a quiet spell at once', async () => {
    const sent = await collect([
      { afterMs: 20, chunk: delta('a') },
      { afterMs: 20, chunk: delta('b') },
      { afterMs: 20, chunk: delta('c') },
    ]);
    expect(sent).toEqual([
      { at: 20, chunk: delta('a') },
      { at: 40, chunk: delta('b') },
      { at: 60, chunk: delta('c') },
    ]);
  });

  it('joins the deltas of a burst into one, sent when the frame is due', async () => {
    const sent = await collect([
      { afterMs: 20, chunk: delta('a') },
      { afterMs: 1, chunk: delta('b') },
      { afterMs: 1, chunk: delta('c') },
      { afterMs: 1, chunk: delta('d') },
      { afterMs: 40, chunk: delta('e') },
    ]);
    expect(sent).toEqual([
      { at: 20, chunk: delta('a') },
      { at: 36, chunk: delta('bcd') },
      { at: 63, chunk: delta('e') },
    ]);
  });

  it('keeps every other chunk in its place, after the text gathered before it', async () => {
    const sent = await collect([
      { afterMs: 20, chunk: delta('a') },
      { afterMs: 1, chunk: delta('b') },
      { afterMs: 1, chunk: { type: 'text-end', id: 't' } },
      { afterMs: 1, chunk: delta('x', 'other') },
      { afterMs: 0, chunk: { type: 'finish', finishReason: 'stop' } },
    ]);
    expect(sent.map(({ chunk }) => chunk)).toEqual([
      delta('a'),
      delta('b'),
      { type: 'text-end', id: 't' },
      delta('x', 'other'),
      { type: 'finish', finishReason: 'stop' },
    ]);
    expect(sent[1]!.at).toBe(22); // the text-end came before the frame was due: no waiting for it
  });

  it('sends what was gathered at once when the answer ends', async () => {
    const sent = await collect([
      { afterMs: 20, chunk: delta('a') },
      { afterMs: 1, chunk: delta('b') },
      { afterMs: 1, chunk: delta('c') },
    ]);
    expect(sent.at(-1)).toEqual({ at: 22, chunk: delta('bc') });
  });

  it('sends every delta as it comes when frames are off', async () => {
    const sent = await collect(
      [
        { afterMs: 20, chunk: delta('a') },
        { afterMs: 1, chunk: delta('b') },
      ],
      0,
    );
    expect(sent).toEqual([
      { at: 20, chunk: delta('a') },
      { at: 21, chunk: delta('b') },
    ]);
  });
});
