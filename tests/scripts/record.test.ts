import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { MAX_OUTPUT_TOKENS } from '../../shared/api/limits.ts';
import { fixtureName, recordHost } from '../../scripts/record.ts';
import { describeFraming } from '../../scripts/sse-framing.ts';
import { FOUR, TEST_KEY, UPSTREAM, buildTestApp, mockChatCompletions, postRecipe, sseResponse } from '../support/test-app.ts';
import { contentOf, parseUIStream, readFixture, relayedTextOf, textOf } from '../support/sse.ts';

const ai = (env: Record<string, string> = {}) =>
  loadConfig({ AI_BASE_URL: UPSTREAM, AI_API_KEY: TEST_KEY, AI_MODEL: 'mistralai/Mixtral-8x7B-Instruct-v0.1', ...env }).ai;
const NOW = new Date('2026-11-24T12:00:00Z');

describe('npm run record', () => {
  it('keeps the raw answer under a header naming host, model, date and framing, never the key', async () => {
    const fixture = readFixture('vllm-crusoe-usage-only-final-chunk');
    const requests = mockChatCompletions(() => sseResponse(fixture, { headers: { 'x-api-key-echo': TEST_KEY } }));
    const dir = mkdtempSync(join(tmpdir(), 'pantry-record-'));

    const { file } = await recordHost(ai(), FOUR, { dir, now: NOW });

    expect(file).toBe(join(dir, 'llm-test-mistralai-mixtral-8x7b-instruct-v0-1.sse'));
    const written = readFileSync(file, 'utf8');
    expect(written).toBe(
      [
        ': host: llm.test',
        ': model: mistralai/Mixtral-8x7B-Instruct-v0.1',
        ': recorded: 2026-11-24 by npm run record',
        ': framing: a usage-only final chunk (choices: [])',
        '',
        fixture,
      ].join('\n'),
    );
    expect(written).not.toContain(TEST_KEY);
    // The request is the server's own: the key to the host, the recipe prompt, the token limit.
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.get('authorization')).toBe(`Bearer ${TEST_KEY}`);
    expect(requests[0]!.body).toMatchObject({ model: 'mistralai/Mixtral-8x7B-Instruct-v0.1', stream: true, max_tokens: MAX_OUTPUT_TOKENS });
    expect(requests[0]!.body.messages).toEqual([
      { role: 'system', content: expect.stringContaining('recipe') },
      { role: 'user', content: "I have Tomato, Onion, Garlic, Pasta. Please give me a recipe you'd recommend I make!" },
    ]);
  });

  it('writes a file the server streams exactly as the host answered', async () => {
    const fixture = readFixture('openrouter-bedrock-comments-usage-chunk');
    mockChatCompletions(() => sseResponse(fixture));
    const { file } = await recordHost(ai(), FOUR, { dir: mkdtempSync(join(tmpdir(), 'pantry-record-')), now: NOW });
    const recorded = readFileSync(file, 'utf8');
    expect(contentOf(recorded)).toBe(contentOf(fixture));

    mockChatCompletions(() => sseResponse(recorded));
    const response = await postRecipe(await buildTestApp(), { ingredients: FOUR });
    expect(textOf(parseUIStream(response.body))).toBe(relayedTextOf(fixture));
  });

  it('records nothing without a host, or for a list the server would refuse', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pantry-record-'));
    await expect(recordHost(loadConfig({}).ai, FOUR, { dir })).rejects.toThrow('Set AI_BASE_URL');
    await expect(recordHost(ai(), ['Tomato'], { dir })).rejects.toThrow('Add at least 4 ingredients.');
  });

  it.each([
    ['groq.com', 'llama-3.3-70b', 'groq-com-llama-3-3-70b'],
    ['router.huggingface.co', 'mistralai/Mixtral-8x7B-Instruct-v0.1', 'router-huggingface-co-mistralai-mixtral-8x7b-instruct-v0-1'],
    ['127.0.0.1:11434', 'mixtral:8x7b', '127-0-0-1-11434-mixtral-8x7b'],
  ])('names the file after %s and %s', (host, model, name) => {
    expect(fixtureName(host, model)).toBe(name);
  });
});

describe('describeFraming', () => {
  it.each([
    ['cerebras-via-hf-router-no-done', ['no [DONE] at the end', 'usage on the finish chunk']],
    ['fireworks-via-hf-router-usage-null', ['usage: null on the chunks before the last', 'usage on the finish chunk']],
    ['mistral-usage-on-finish-chunk', ['usage on the finish chunk']],
    ['groq-gpt-oss-text-x_groq', ['reasoning deltas', 'usage on the finish chunk']],
    ['ollama-openai-compat', ['the role on every delta']],
    ['openrouter-bedrock-comments-usage-chunk', ['comment lines (": …") between events', 'the role on every delta', 'a usage-only final chunk (choices: [])']],
    ['openrouter-minimax-error-midstream', expect.arrayContaining(['an error object inside the 200 stream'])],
    ['tgi-3.2.1-hf-inference-usage-null', ['the role on every delta', 'usage: null on the chunks before the last', 'finish_reason on a chunk with content']],
    ['vllm-crusoe-usage-only-final-chunk', ['a usage-only final chunk (choices: [])']],
  ])('says what is unusual about %s', (name, notes) => {
    expect(describeFraming(readFixture(name))).toEqual(notes);
  });

  it('says so when nothing is', () => {
    expect(describeFraming('data: {"choices":[{"delta":{"content":"Hi"}}]}\n\ndata: [DONE]\n\n')).toEqual(['plain OpenAI framing']);
  });

  it('notices CRLF line endings', () => {
    expect(describeFraming(readFixture('ollama-openai-compat').replace(/\n/g, '\r\n'))).toContain('CRLF line endings');
  });
});
