import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV4, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeContentDeltas } from '../../server/hosts/merge-deltas.ts';
import { createModel } from '../../server/hosts/model-factory.ts';
import { thinkBlocks } from '../../server/hosts/think-blocks.ts';
import { chatCompletionSse, chunkFrame } from '../support/fake-host/chunks.ts';
import { ALL_FIXTURE_NAMES, contentOf, eventData, readFixture } from '../support/sse.ts';

// Every recorded host framing, parsed by the SDK with and without the merging: the same text, and
// every other part (reasoning, finish, usage, errors, metadata) the same and in the same order.

const HOST = { baseURL: 'http://host.test/v1', apiKey: 'key', model: 'm', offlineWordsPerSecond: 1 };
const CALL = { prompt: [{ role: 'user' as const, content: [{ type: 'text' as const, text: 'hi' }] }] };
const encoder = new TextEncoder();

/** The body as a host sends it, cut at the given byte offsets. */
function bodyOf(sse: string, cuts: readonly number[] = []): ReadableStream<Uint8Array> {
  const bytes = encoder.encode(sse);
  const ends = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const bounds = [0, ...ends, bytes.length];
  const pieces = bounds.slice(1).map((end, i) => bytes.subarray(bounds[i], end));
  return new ReadableStream({
    pull(controller) {
      const piece = pieces.shift();
      if (piece === undefined) controller.close();
      else if (piece.length > 0) controller.enqueue(piece);
    },
  });
}

/** What the SDK's provider (under the same middleware) makes of the body, with consecutive text deltas joined into one, and how many deltas there were. */
async function parsed(body: ReadableStream<Uint8Array>, merging: boolean) {
  const fetch = async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  const model = merging ? createModel(HOST, { fetch }).model : wrapLanguageModel({ model: createOpenAICompatible({ name: 'upstream', baseURL: HOST.baseURL, apiKey: HOST.apiKey, fetch }).chatModel(HOST.model), middleware: thinkBlocks });
  const { stream } = await (model as LanguageModelV4).doStream(CALL);
  const parts: LanguageModelV4StreamPart[] = [];
  let textDeltas = 0;
  for await (const part of stream) {
    if (part.type === 'text-delta') textDeltas += 1;
    const last = parts.at(-1);
    if (part.type === 'text-delta' && last?.type === 'text-delta' && last.id === part.id) parts[parts.length - 1] = { ...last, delta: last.delta + part.delta };
    else parts.push(part);
  }
  return { parts, textDeltas };
}

// The recorded framings, their CRLF and CR forms, and text with characters of several bytes.
const BODIES: [string, string][] = [
  ...ALL_FIXTURE_NAMES.flatMap((name): [string, string][] => {
    const sse = readFixture(name);
    return [
      [name, sse],
      [`${name} (CRLF)`, sse.replace(/\n/g, '\r\n')],
      [`${name} (CR)`, sse.replace(/\n/g, '\r')],
    ];
  }),
  ['text of several bytes a character', chatCompletionSse(['Crème ', 'brûlée', ' 🍮', '\u2028', ' "chaud"\n', '½ tsp'])],
  ['text after reasoning', chunkFrame({ reasoning: 'Think' }) + chatCompletionSse(['a', 'b', 'c'])],
];

describe('merging text chunks, as the SDK parses the result', () => {
  it.each(BODIES)('gives the same text and the same other parts, in order, for %s', async (_name, sse) => {
    const plain = await parsed(bodyOf(sse), false);
    const merged = await parsed(bodyOf(sse), true);
    expect(merged.parts).toEqual(plain.parts);
    const text = merged.parts.flatMap((part) => (part.type === 'text-delta' ? [part.delta] : [])).join('');
    // The SDK's middleware took each `<think>` block out of the text (see think-blocks.ts).
    expect(text).toBe(contentOf(sse.replace(/\r\n?/g, '\n')).replace(/<think>[\s\S]*?<\/think>/g, ''));
    // Sent all at once, every text chunk after the first is within the first one's window; a host
    // that puts more than text in every chunk (Together's `text`, `token_id`) is left as it is.
    if (plain.textDeltas > 2 && !/"token_id":\d/.test(sse)) expect(merged.textDeltas).toBeLessThan(plain.textDeltas);
  });

  it.each(BODIES)('gives the same for %s split anywhere in its bytes', async (_name, sse) => {
    const { parts: plain } = await parsed(bodyOf(sse), false);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 40 }), async (cuts) => {
        expect((await parsed(bodyOf(sse, cuts), true)).parts).toEqual(plain);
      }),
      { numRuns: 20 },
    );
  });

  it('passes the data of every event on unchanged, however split, when nothing is within a window', async () => {
    const sse = BODIES.map(([, body]) => body).join('');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 60 }), async (cuts) => {
        const out = await new Response(mergeContentDeltas(bodyOf(sse, cuts), { windowMs: 0 })).text();
        expect(eventData(out)).toEqual(eventData(sse));
      }),
      { numRuns: 30 },
    );
  });
});
