import type { UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { observeRecipe } from '../../server/stream/observe.ts';

const text = (delta: string): UIMessageChunk => ({ type: 'text-delta', id: 't', delta });
const finish = (finishReason: 'stop' | 'length'): UIMessageChunk => ({ type: 'finish', finishReason });

/** How the observer sums up `chunks`, then the answer's end (`end`) or the visitor going (`cancel`), on a clock that moves 10 ms each time it is read. */
async function summed(chunks: readonly UIMessageChunk[], then: 'end' | 'cancel', { visitorLeft = false } = {}) {
  let clock = 0;
  const left = new AbortController();
  if (visitorLeft) left.abort();
  const watch = observeRecipe({ visitorLeft: left.signal, serverStopping: new AbortController().signal, now: () => (clock += 10) - 10 });
  const passedOn: UIMessageChunk[] = [];
  for (const chunk of chunks) watch.stage.chunk(chunk, (next) => passedOn.push(next));
  if (then === 'end') watch.stage.end!((next) => passedOn.push(next));
  else watch.stage.cancel!();
  const summary = await watch.ended;
  return { ...summary, reason: summary.failure?.reason, last: passedOn.at(-1)?.type };
}

describe('how the observer says a recipe ended', () => {
  it.each([
    ['a whole answer', [text('Soup'), finish('stop')], 'end', {}, { outcome: 'ok', chars: 4, reason: undefined, last: 'finish' }],
    ["the host's token limit", [text('Soup'), finish('length')], 'end', {}, { outcome: 'length', chars: 4, reason: undefined, last: 'finish' }],
    ['an answer over without a finish', [text('Soup')], 'end', {}, { outcome: 'ok', chars: 4, reason: undefined, last: 'text-delta' }],
    ['a finish without text', [finish('stop')], 'end', {}, { outcome: 'error', chars: 0, reason: 'empty_answer', last: 'error' }],
    ['an end without any text', [], 'end', {}, { outcome: 'error', chars: 0, reason: 'empty_answer', last: 'error' }],
    ['the visitor leaving mid-answer', [text('Soup')], 'cancel', {}, { outcome: 'aborted', chars: 4, reason: undefined, last: 'text-delta' }],
    ['an abort the visitor caused', [text('Soup'), { type: 'abort' }], 'end', { visitorLeft: true }, { outcome: 'aborted', chars: 4, reason: undefined, last: 'abort' }],
    ['an abort the visitor did not cause', [text('Soup'), { type: 'abort' }], 'end', {}, { outcome: 'error', chars: 4, reason: 'timeout', last: 'error' }],
    ['the visitor leaving after the finish', [text('Soup'), finish('stop')], 'cancel', {}, { outcome: 'ok', chars: 4, reason: undefined, last: 'finish' }],
  ] as const)('%s', async (_name, chunks, then, options, expected) => {
    expect(await summed(chunks, then, options)).toMatchObject(expected);
  });

  it('times the first text and the whole answer from when it started', async () => {
    expect(await summed([text('So'), text('up'), finish('stop')], 'end')).toMatchObject({ ttftMs: 10, totalMs: 20 });
  });
});
