import type { FinishReason, UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { CUT_SHORT_NOTE, cutShortNote } from '../../server/stream/cut-short-note.ts';
import { finishOf, hostFinishStage } from '../../server/stream/finish-reason.ts';
import { observeRecipe } from '../../server/stream/observe.ts';

const text = (delta: string): UIMessageChunk => ({ type: 'text-delta', id: 't', delta });
/** A finish as the UI stream gives it: the SDK's reason, with the host's own name for it alongside. */
const finish = (finishReason: FinishReason | undefined, raw?: string): UIMessageChunk => ({ type: 'finish', finishReason, messageMetadata: { hostFinishReason: raw } });

/** What an answer of some text that ends with `finishChunk` becomes: its outcome, failure, text read, last chunk, and the unknown names reported. */
async function endOf(finishChunk: UIMessageChunk) {
  const unknown: (string | undefined)[] = [];
  const watch = observeRecipe({ visitorLeft: new AbortController().signal, serverStopping: new AbortController().signal });
  const row = [hostFinishStage((raw) => unknown.push(raw)), watch.stage, cutShortNote()];
  const out: UIMessageChunk[] = [];
  const emitters = row.reduceRight<((chunk: UIMessageChunk) => void)[]>((after, stage) => [(chunk) => stage.chunk(chunk, after[0]!), ...after], [(chunk) => out.push(chunk)]);
  for (const chunk of [text('## Soup'), finishChunk]) emitters[0]!(chunk);
  watch.stage.end!(() => {});
  const { outcome, failure } = await watch.ended;
  return { outcome, reason: failure?.reason, read: out.map((chunk) => (chunk.type === 'text-delta' ? chunk.delta : '')).join(''), last: out.at(-1), unknown };
}

describe('finishOf: how a host’s finish ends the recipe, from its own name for it', () => {
  it.each([
    ['stop', 'stop', 'stop'],
    ['other', 'eos', 'stop'],
    ['other', 'eos_token', 'stop'],
    ['other', 'end_turn', 'stop'],
    ['other', 'stop_sequence', 'stop'],
    ['length', 'length', 'length'],
    ['content-filter', 'content_filter', 'content-filter'],
    ['tool-calls', 'tool_calls', 'tool-calls'],
    ['tool-calls', 'function_call', 'tool-calls'],
    ['other', 'error', 'error'],
    ['other', 'abort', 'other'],
    ['other', 'EOS', 'other'],
    // A refusal the host ended with `stop` is the SDK's content filter, and stays one.
    ['content-filter', 'stop', 'content-filter'],
    // No name at all: the SDK's reason stands.
    ['stop', undefined, 'stop'],
    ['error', undefined, 'error'],
    ['other', undefined, 'other'],
    [undefined, undefined, 'other'],
  ] as const)('the SDK’s %s with the host’s %s is %s', (reason, raw, expected) => {
    expect(finishOf(reason, raw)).toBe(expected);
  });
});

describe('how a host’s finish ends a recipe on its way out', () => {
  it.each([
    ['stop', 'stop', { outcome: 'ok', reason: undefined, read: '## Soup' }],
    ['other', 'eos', { outcome: 'ok', reason: undefined, read: '## Soup' }],
    ['other', 'eos_token', { outcome: 'ok', reason: undefined, read: '## Soup' }],
    ['length', 'length', { outcome: 'length', reason: undefined, read: `## Soup${CUT_SHORT_NOTE}` }],
    ['content-filter', 'content_filter', { outcome: 'content_filter', reason: undefined, read: `## Soup${CUT_SHORT_NOTE}` }],
    ['tool-calls', 'function_call', { outcome: 'tool_calls', reason: undefined, read: `## Soup${CUT_SHORT_NOTE}` }],
    ['interrupted', undefined, { outcome: 'interrupted', reason: undefined, read: `## Soup${CUT_SHORT_NOTE}` }],
    ['other', 'error', { outcome: 'error', reason: 'stream_error', read: `## Soup${CUT_SHORT_NOTE}` }],
    ['error', undefined, { outcome: 'error', reason: 'stream_error', read: `## Soup${CUT_SHORT_NOTE}` }],
    ['other', 'abort', { outcome: 'other', reason: undefined, read: '## Soup' }],
  ] as const)('the SDK’s %s with the host’s %s is counted and read as %o', async (reason, raw, expected) => {
    expect(await endOf(finish(reason, raw))).toMatchObject(expected);
  });

  it('hands a name not known here to the caller, and to nobody else', async () => {
    expect((await endOf(finish('other', 'abort'))).unknown).toEqual(['abort']);
    expect((await endOf(finish('other', undefined))).unknown).toEqual([undefined]);
    expect((await endOf(finish('other', 'eos'))).unknown).toEqual([]);
    expect((await endOf(finish('length', 'length'))).unknown).toEqual([]);
  });

  it('passes the finish on with the reason it read and without the host’s name', async () => {
    expect((await endOf(finish('other', 'eos'))).last).toEqual({ type: 'finish', finishReason: 'stop' });
    expect((await endOf(finish('other', 'abort'))).last).toEqual({ type: 'finish', finishReason: 'other' });
  });

  it('adds no note after an answer that already failed or was stopped', () => {
    const textAfterNote = (chunks: UIMessageChunk[]) => {
      const out: UIMessageChunk[] = [];
      const stage = cutShortNote();
      for (const chunk of chunks) stage.chunk(chunk, (next) => out.push(next));
      return out.map((chunk) => (chunk.type === 'text-delta' ? chunk.delta : '')).join('');
    };
    expect(textAfterNote([text('## Soup'), { type: 'error', errorText: 'gone' }, { type: 'finish', finishReason: 'length' }])).toBe('## Soup');
    expect(textAfterNote([text('## Soup'), { type: 'abort' }, { type: 'finish', finishReason: 'length' }])).toBe('## Soup');
  });
});
