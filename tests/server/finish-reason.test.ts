import type { FinishReason, UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { CUT_SHORT_NOTE, cutShortNote } from '../../server/stream/cut-short-note.ts';
import { observeRecipe } from '../../server/stream/observe.ts';

const text = (delta: string): UIMessageChunk => ({ type: 'text-delta', id: 't', delta });
const finish = (finishReason: FinishReason | undefined): UIMessageChunk => ({ type: 'finish', finishReason });

/** The outcome and failure the observer gives an answer of some text that ends with `chunks`. */
async function outcomeOf(chunks: readonly UIMessageChunk[]) {
  const watch = observeRecipe({ visitorLeft: new AbortController().signal, serverStopping: new AbortController().signal });
  for (const chunk of [text('## Soup'), ...chunks]) watch.stage.chunk(chunk, () => {});
  watch.stage.end!(() => {});
  const { outcome, failure } = await watch.ended;
  return { outcome, reason: failure?.reason };
}

/** The text the cut-short note stage passes on for `chunks`. */
function textAfterNote(chunks: readonly UIMessageChunk[]) {
  const out: UIMessageChunk[] = [];
  const stage = cutShortNote();
  for (const chunk of chunks) stage.chunk(chunk, (next) => out.push(next));
  return out.map((chunk) => (chunk.type === 'text-delta' ? chunk.delta : '')).join('');
}

// `stop` (whole) and `length` (the token limit) are observe.test.ts's and upstream-faults.test.ts's.
describe('how a host’s finish reason other than stop and length ends a recipe', () => {
  it.each([
    ['content-filter', { outcome: 'content_filter', reason: undefined }, `## Soup${CUT_SHORT_NOTE}`],
    ['tool-calls', { outcome: 'tool_calls', reason: undefined }, `## Soup${CUT_SHORT_NOTE}`],
    ['interrupted', { outcome: 'interrupted', reason: undefined }, `## Soup${CUT_SHORT_NOTE}`],
    ['other', { outcome: 'other', reason: undefined }, `## Soup${CUT_SHORT_NOTE}`],
    [undefined, { outcome: 'other', reason: undefined }, `## Soup${CUT_SHORT_NOTE}`],
    ['error', { outcome: 'error', reason: 'stream_error' }, `## Soup${CUT_SHORT_NOTE}`],
  ] as const)('%s is counted as %o, and the visitor reads %j', async (reason, outcome, read) => {
    expect(await outcomeOf([finish(reason)])).toEqual(outcome);
    expect(textAfterNote([text('## Soup'), finish(reason)])).toBe(read);
  });

  it('adds no note after an answer that already failed or was stopped', () => {
    expect(textAfterNote([text('## Soup'), { type: 'error', errorText: 'gone' }, finish('length')])).toBe('## Soup');
    expect(textAfterNote([text('## Soup'), { type: 'abort' }, finish('length')])).toBe('## Soup');
  });
});
