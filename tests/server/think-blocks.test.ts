import type { LanguageModelV4, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { createModel } from '../../server/hosts/model-factory.ts';
import { FIELD_REASONING } from '../../server/hosts/think-blocks.ts';
import { thinkingFilter } from '../../server/stream/thinking-filter.ts';
import { chatCompletionSse, chunkFrame } from '../support/fake-host/chunks.ts';
import { parseUIStream, textOf } from '../support/sse.ts';
import { FOUR, buildTestApp, mockChatCompletions, postRecipe, sseResponse } from '../support/test-app.ts';

const HOST = { baseURL: 'http://host.test/v1', apiKey: 'key', model: 'm', offlineWordsPerSecond: 1 };
const CALL = { prompt: [{ role: 'user' as const, content: [{ type: 'text' as const, text: 'hi' }] }] };

/** The text and the reasoning a host's model gives for `sse`, each joined, with the ids of its reasoning parts. */
async function read(sse: string) {
  const fetch = async () => new Response(sse, { headers: { 'content-type': 'text/event-stream' } });
  const { stream } = await (createModel(HOST, { fetch }).model as LanguageModelV4).doStream(CALL);
  let text = '';
  let reasoning = '';
  const ids = new Set<string>();
  for await (const part of stream as AsyncIterable<LanguageModelV4StreamPart>) {
    if (part.type === 'text-delta') text += part.delta;
    if (part.type === 'reasoning-delta') reasoning += part.delta;
    if (part.type === 'reasoning-start') ids.add(part.id);
  }
  return { text, reasoning, ids: [...ids] };
}

describe('a host model, through the SDK’s reasoning middleware', () => {
  it.each([
    ['at the start', ['<think>', 'Soup?', '</think>', '# Soup'], '# Soup', 'Soup?'],
    ['a second block', ['<think>a</think># Soup\n\nStir.', '<think>b</think>', ' Serve.'], '# Soup\n\nStir. Serve.', 'ab'],
    ['in the middle of a word, split across chunks', ['# Soup\n\nSim', '<thi', 'nk>hmm</th', 'ink>mer.'], '# Soup\n\nSimmer.', 'hmm'],
  ])('takes a <think> block %s out of the text as reasoning', async (_name, texts, text, reasoning) => {
    const read_ = await read(chatCompletionSse(texts));
    expect({ text: read_.text, reasoning: read_.reasoning }).toEqual({ text, reasoning });
    expect(read_.ids.every((id) => !id.startsWith(FIELD_REASONING))).toBe(true);
  });

  it('names the reasoning a host sends in a field of its own apart from the blocks it takes out', async () => {
    const read_ = await read(chunkFrame({ reasoning: 'Think' }) + chatCompletionSse(['<think>more</think># Soup']));
    expect(read_).toEqual({ text: '# Soup', reasoning: 'Thinkmore', ids: [`${FIELD_REASONING}reasoning-0`, 'reasoning-0'] });
  });
});

/** What our rules alone make of `answer` (see thinking-filter.test.ts). */
function byOurRules(answer: string): string {
  const filter = thinkingFilter();
  return filter.push(answer) + filter.flush();
}

describe('a <think> block the SDK’s middleware opens and the host closes another way', () => {
  it.each([
    ['with a space', '<think>Soup?</think >\n\n# Soup\n\nStir well.'],
    ['in capitals', '<think>Soup?</THINK>\n\n# Soup\n\nStir well.'],
    ["in Magistral's way", '<think>Soup?[/THINK]\n\n# Soup\n\nStir well.'],
    ['among every other spelling', '\ufeff<THINK >Soup.</think>\n\nSim<think>hmm</think >mer [THINK]salt[/THINK]well. <thinking> cap <b>'],
  ])('gives the visitor the answer after it, as our rules read it: closed %s', async (_name, answer) => {
    // In pieces of three characters, so every tag is split somewhere.
    mockChatCompletions(() => sseResponse(chatCompletionSse(answer.match(/[\s\S]{1,3}/g)!)));
    const response = await postRecipe(await buildTestApp(), { ingredients: FOUR });
    const chunks = parseUIStream(response.body);
    expect(textOf(chunks)).toBe(byOurRules(answer));
    expect(chunks.find((chunk) => chunk.type === 'finish')).toMatchObject({ finishReason: 'stop' });
  });
});
