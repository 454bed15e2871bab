import type { UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { answerLimits } from '../../server/stream/answer-limits.ts';

/** What the stage passes on for `deltas` with room for `maxChars`, and whether it stopped the host. */
function throughLimit(maxChars: number, deltas: readonly string[]) {
  const out: UIMessageChunk[] = [];
  const stops: string[] = [];
  let ended = false;
  const limits = answerLimits({ maxChars, maxMs: 60_000, stopHost: (reason) => stops.push(reason.name) });
  limits.stage.start!((chunk) => out.push(chunk), () => (ended = true));
  const chunks: UIMessageChunk[] = [{ type: 'start-step' }, { type: 'text-start', id: 't' }, ...deltas.map((delta) => ({ type: 'text-delta' as const, id: 't', delta }))];
  for (const chunk of chunks) limits.stage.chunk(chunk, (next) => out.push(next));
  limits.stage.end?.(() => {});
  const text = out.map((chunk) => (chunk.type === 'text-delta' ? chunk.delta : '')).join('');
  return { text, ended, stops, reached: limits.reached(), last: out.at(-1) };
}

describe('the size limit, chunk by chunk', () => {
  it.each([
    ['under the limit', 10, ['Soup ', 'time'], 'Soup time', undefined],
    ['exactly at the limit', 9, ['Soup ', 'time'], 'Soup time', undefined],
    ['past the limit in the middle of a delta', 7, ['Soup ', 'time'], 'Soup ti', 'size_limit'],
    ['past the limit at a delta boundary', 5, ['Soup ', 'time'], 'Soup ', 'size_limit'],
    ['past the limit inside a two-unit character', 6, ['Soup ', '🍲 hot'], 'Soup ', 'size_limit'],
  ])('%s', (_name, maxChars, deltas, text, reached) => {
    const result = throughLimit(maxChars, deltas);
    expect(result.text).toBe(text);
    expect(result.reached).toBe(reached);
    expect(result.ended).toBe(reached !== undefined);
    expect(result.stops).toEqual(reached === undefined ? [] : ['AbortError']);
    if (reached) expect(result.last).toEqual({ type: 'finish', finishReason: 'length' });
  });

  it('is a timeout, not a cut, when time runs out before any text', async () => {
    const stops: string[] = [];
    const out: UIMessageChunk[] = [];
    const limits = answerLimits({ maxMs: 1, stopHost: (reason) => stops.push(reason.name) });
    limits.stage.start!((chunk) => out.push(chunk), () => {});
    await expect.poll(() => stops).toEqual(['TimeoutError']);
    expect(out).toEqual([]);
    expect(limits.reached()).toBeUndefined();
  });
});
