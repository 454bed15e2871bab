import { readFileSync } from 'node:fs';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { PUBLIC_MESSAGES } from '../../shared/api/api-errors.ts';
import { RECIPE_BY_HEADER } from '../../shared/api/provider-label.ts';
import { HEARTBEAT_FRAME, RECIPE_BY_PART, THINKING_PART } from '../../shared/api/stream-parts.ts';
import { PROOF_PART } from '../../shared/api/recipe-change.ts';
import { CUT_SHORT_NOTE } from '../../shared/recipe/incomplete-recipe.ts';
import { FOUR, buildTestApp, mockChatCompletions, postRecipe, sseResponse } from '../support/test-app.ts';
import { withFastClock } from '../support/clock.ts';
import { answerFrames, chatCompletionSse, chunkFrame, closingFrames, openingFrames, type Delta } from '../support/fake-host/chunks.ts';
import { captureLogs } from '../support/logs.ts';
import { upstream } from '../support/msw-setup.ts';
import { contentOf, pacedBody, parseUIStream, readFixture, textOf } from '../support/sse.ts';

const RECIPE = ['# Tomato soup\n\n', 'Simmer the tomatoes ', 'for 20 minutes.'];
const THOUGHT = 'The user has tomatoes, onion, garlic and pasta; a soup would suit.';
const FALLBACK = 'https://fallback.test/v1';

/** `count` chunks of thinking in `field`, then the recipe, each frame `gapMs` after the last. */
function thinkingThenRecipe(count: number, gapMs: number, thinking: (index: number) => Delta = () => ({ reasoning: `${THOUGHT} ` })) {
  const frames = [chunkFrame({ role: 'assistant', content: '' }), ...Array.from({ length: count }, (_, index) => chunkFrame(thinking(index)))];
  return () => sseResponse(pacedBody([...frames, ...openingFrames(RECIPE).slice(1), ...closingFrames()], gapMs));
}

/** Everything the visitor's answer holds, as one string, to look for thinking in. */
const nothingOfTheThinking = (body: string) => expect(body).not.toMatch(/user has tomatoes|<think>|<\/think>|<\|channel\|>/);

async function appWithLogs(env: Record<string, string> = {}) {
  const { lines, logger } = captureLogs();
  const app = await buildTestApp(env, { logger });
  return { app, lines };
}

describe('a host that thinks', () => {
  it.each([
    ['deepseek-reasoner-reasoning-content', /reasoning_content/],
    ['openrouter-kimi-k2.5-reasoning-field', /"reasoning":"/],
    ['together-via-hf-router-deepseek-r1-think-inline', /"content":"<think>"/],
  ])('gives the visitor only the answer of the recorded %s stream, and signs, keeps and counts only that', async (name, thinksThisWay) => {
    const fixture = readFixture(name);
    expect(fixture).toMatch(thinksThisWay);
    const requests = mockChatCompletions(() => sseResponse(fixture));
    const { app, lines } = await appWithLogs({ RECIPE_CACHE_TTL: '600' });

    const first = await postRecipe(app, { ingredients: FOUR });
    const chunks = parseUIStream(first.body);
    const answer = textOf(chunks);
    const content = contentOf(fixture);
    expect(answer.length).toBeGreaterThan(20);
    expect(content.endsWith(answer)).toBe(true);
    expect(chunks.some((chunk) => chunk.type.startsWith('reasoning'))).toBe(false);
    expect(first.body).not.toMatch(/reasoning|<think>|<\/think>/);
    const proof = chunks.find((chunk) => chunk.type === PROOF_PART) as { data: { proof: string } } | undefined;
    expect(app.recipeProof.verify(FOUR, answer, proof!.data.proof)).toBe(true);
    expect(lines.find((line) => line.msg === 'recipe')).toMatchObject({ chars: answer.length, outcome: 'ok' });

    // Kept as the visitor got it, and served so again.
    const second = await postRecipe(app, { ingredients: FOUR });
    expect(requests).toHaveLength(1);
    expect(textOf(parseUIStream(second.body))).toBe(answer);
  });

  it.each([
    ['a second block', ['<think>', THOUGHT, '</think>\n\n# Tomato soup\n\n', 'Simmer the tomatoes <think>', THOUGHT, '</think>', 'for 20 minutes.']],
    ['a block in the middle of a word', ['# Tomato soup\n\nSim', '<think>', THOUGHT, '</think>', 'mer the tomatoes for 20 minutes.']],
    ['<THINK> in capitals', ['<THINK>', THOUGHT, '</THINK>\n\n', ...RECIPE]],
    ['<think > with a space', ['<think >', THOUGHT, '</think >\n\n', ...RECIPE]],
    ['a byte-order mark before the tag', ['\ufeff<think>', THOUGHT, '</think>\n\n', ...RECIPE]],
    ['a zero-width space before the tag', ['\u200b', '<think>', THOUGHT, '</think>\n\n', ...RECIPE]],
    ['a no-break space before the tag', ['\u00a0<think>', THOUGHT, '</think>\n\n', ...RECIPE]],
    ["Magistral's [THINK]", ['[THINK]', THOUGHT, '[/THINK]\n\n', ...RECIPE]],
  ])('keeps the thinking of %s from the visitor, the proof, the cache and the log', async (_name, content) => {
    const requests = mockChatCompletions(() => sseResponse(chatCompletionSse(content)));
    const { app, lines } = await appWithLogs({ RECIPE_CACHE_TTL: '600', LOG_LEVEL: 'debug' });
    const first = await postRecipe(app, { ingredients: FOUR });
    const chunks = parseUIStream(first.body);
    expect(textOf(chunks)).toBe(RECIPE.join(''));
    nothingOfTheThinking(first.body);
    const proof = chunks.find((chunk) => chunk.type === PROOF_PART) as { data: { proof: string } } | undefined;
    expect(app.recipeProof.verify(FOUR, RECIPE.join(''), proof!.data.proof)).toBe(true);
    const second = await postRecipe(app, { ingredients: FOUR });
    expect(requests).toHaveLength(1);
    expect(textOf(parseUIStream(second.body))).toBe(RECIPE.join(''));
    expect(JSON.stringify(lines)).not.toContain('user has tomatoes');
  });

  it('takes thinking tags sent JSON-escaped, as Groq sends them, out of the answer', async () => {
    const escaped = chatCompletionSse(['<think>', THOUGHT, '</think>\n\n', ...RECIPE]).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e');
    expect(escaped).toContain('\\u003cthink\\u003e');
    mockChatCompletions(() => sseResponse(escaped));
    const response = await postRecipe(await buildTestApp(), { ingredients: FOUR });
    expect(textOf(parseUIStream(response.body))).toBe(RECIPE.join(''));
    nothingOfTheThinking(response.body);
  });

  it("gives only the final channel of gpt-oss's markers when they leak into the content", async () => {
    const leaked = ['<|channel|>analysis<|message|>', THOUGHT, '<|end|><|start|>assistant<|channel|>final<|message|>', ...RECIPE];
    mockChatCompletions(() => sseResponse(chatCompletionSse(leaked)));
    const response = await postRecipe(await buildTestApp(), { ingredients: FOUR });
    expect(textOf(parseUIStream(response.body))).toBe(RECIPE.join(''));
    nothingOfTheThinking(response.body);
  });

  it.each([
    ['in a field of its own', (): Delta => ({ reasoning_content: `${THOUGHT} ` })],
    ['inline, in <think> tags', (index: number): Delta => ({ content: index === 0 ? `<think>${THOUGHT}` : index === 29 ? ' Soup.</think>\n\n' : ` ${THOUGHT}` })],
  ])('is not silent while it thinks %s: three seconds of it pass a first-token timeout of 1.5 s, and the visitor hears the chef is thinking', async (_name, thinking) => {
    mockChatCompletions(thinkingThenRecipe(30, 100, thinking));
    const app = await buildTestApp({ AI_FIRST_TOKEN_TIMEOUT_MS: '1500', AI_IDLE_TIMEOUT_MS: '1000' });
    const response = await withFastClock(() => postRecipe(app, { ingredients: FOUR }));

    expect(response.statusCode).toBe(200);
    const chunks = parseUIStream(response.body);
    expect(chunks[0]).toEqual({ type: THINKING_PART, data: {}, transient: true });
    expect(chunks.filter((chunk) => chunk.type === THINKING_PART)).toHaveLength(1);
    expect(textOf(chunks)).toBe(RECIPE.join(''));
    expect(chunks.some((chunk) => chunk.type === 'error')).toBe(false);
    nothingOfTheThinking(response.body);
  });

  it('keeps the visitor\'s stream alive while it thinks at length: a comment each STREAM_HEARTBEAT_MS of quiet, which no reader takes for a chunk', async () => {
    mockChatCompletions(thinkingThenRecipe(30, 100));
    const app = await buildTestApp({ STREAM_HEARTBEAT_MS: '400' });
    const response = await withFastClock(() => postRecipe(app, { ingredients: FOUR }));

    const frames = response.body.split('\n\n').filter(Boolean);
    const comments = frames.filter((frame) => frame.startsWith(':'));
    // Two seconds of thinking after the notice: four comments, or five as the clock falls.
    expect(comments.length).toBeGreaterThanOrEqual(4);
    expect(comments.length).toBeLessThanOrEqual(5);
    expect(new Set(comments)).toEqual(new Set([HEARTBEAT_FRAME.trimEnd()]));
    // All of them while it thought: between the notice and the first text.
    const firstText = frames.findIndex((frame) => frame.includes('"text-delta"'));
    expect(frames.slice(1, 1 + comments.length)).toEqual(comments);
    expect(firstText).toBeGreaterThan(comments.length);
    const chunks = parseUIStream(response.body);
    expect(chunks[0]?.type).toBe(THINKING_PART);
    expect(textOf(chunks)).toBe(RECIPE.join(''));
  });

  it('sends no comment in a stream that is never quiet for STREAM_HEARTBEAT_MS', async () => {
    mockChatCompletions(() => sseResponse(pacedBody(answerFrames(Array.from({ length: 20 }, (_, index) => `word${index} `)), 100)));
    const app = await buildTestApp({ STREAM_HEARTBEAT_MS: '400' });
    const response = await withFastClock(() => postRecipe(app, { ingredients: FOUR }));
    expect(textOf(parseUIStream(response.body))).toContain('word19');
    expect(response.body).not.toContain(HEARTBEAT_FRAME);
  });

  it('does not announce a short think: the answer starts as it always did', async () => {
    mockChatCompletions(thinkingThenRecipe(3, 50));
    const response = await withFastClock(async () => postRecipe(await buildTestApp(), { ingredients: FOUR }));
    const chunks = parseUIStream(response.body);
    expect(chunks[0]).toEqual({ type: 'start' });
    expect(chunks.some((chunk) => chunk.type === THINKING_PART)).toBe(false);
    expect(textOf(chunks)).toBe(RECIPE.join(''));
  });

  it('keeps to AI_MAX_RECIPE_MS however long it thinks', async () => {
    mockChatCompletions(thinkingThenRecipe(1000, 50));
    const app = await buildTestApp({ AI_MAX_RECIPE_MS: '5000', AI_FIRST_TOKEN_TIMEOUT_MS: '1000' });
    const response = await withFastClock(() => postRecipe(app, { ingredients: FOUR }));
    expect(response.statusCode).toBe(200);
    const chunks = parseUIStream(response.body);
    expect(chunks[0]?.type).toBe(THINKING_PART);
    expect(textOf(chunks)).toBe('');
    expect(chunks.at(-1)).toEqual({ type: 'error', errorText: PUBLIC_MESSAGES.upstream_timeout });
  });

  it('that fails after a long think, before any text, falls over to the next host, which the stream then names', async () => {
    const frames = [chunkFrame({ role: 'assistant', content: '' }), ...Array.from({ length: 30 }, () => chunkFrame({ reasoning: THOUGHT }))];
    mockChatCompletions(() => sseResponse(pacedBody([...frames, `data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`], 100)));
    upstream.use(http.post(`${FALLBACK}/chat/completions`, () => sseResponse(chatCompletionSse(['## Backup soup\n', 'Stir.']))));
    const app = await buildTestApp({ AI_FALLBACK_BASE_URL: FALLBACK, AI_FALLBACK_MODEL: 'backup-model' });
    const response = await withFastClock(() => postRecipe(app, { ingredients: FOUR }));

    const chunks = parseUIStream(response.body);
    expect(decodeURIComponent(String(response.headers[RECIPE_BY_HEADER]))).toBe('mistralai/Mixtral-8x7B-Instruct-v0.1 via llm.test');
    expect(chunks[0]?.type).toBe(THINKING_PART);
    expect(chunks).toContainEqual({ type: RECIPE_BY_PART, data: { by: 'backup-model via fallback.test' } });
    expect(textOf(chunks)).toBe('## Backup soup\nStir.');
    nothingOfTheThinking(response.body);
  });

  it('that fails after a long think with no host left gives the visitor the error in the stream, with the public message', async () => {
    const frames = [chunkFrame({ role: 'assistant', content: '' }), ...Array.from({ length: 30 }, () => chunkFrame({ reasoning: THOUGHT }))];
    mockChatCompletions(() => sseResponse(pacedBody([...frames, `data: ${JSON.stringify({ error: { message: 'upstream exploded' } })}\n\n`], 100)));
    const response = await withFastClock(async () => postRecipe(await buildTestApp(), { ingredients: FOUR }));
    expect(response.statusCode).toBe(200);
    const chunks = parseUIStream(response.body);
    expect(chunks.map((chunk) => chunk.type)).toEqual([THINKING_PART, 'error']);
    expect(chunks[1]).toEqual({ type: 'error', errorText: PUBLIC_MESSAGES.upstream_unavailable });
    expect(response.body).not.toContain('exploded');
    expect(response.body.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('that fails after a short think gets a real status, as any failure before text', async () => {
    mockChatCompletions(() => sseResponse([chunkFrame({ role: 'assistant', content: '' }), chunkFrame({ reasoning: THOUGHT }), `data: ${JSON.stringify({ error: { message: 'x' } })}\n\n`].join('')));
    const response = await postRecipe(await buildTestApp(), { ingredients: FOUR });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: { code: 'upstream_unavailable', message: PUBLIC_MESSAGES.upstream_unavailable } });
  });

  it('whose template opens <think> itself has its thinking taken out with AI_STARTS_IN_THINKING', async () => {
    mockChatCompletions(() => sseResponse(chatCompletionSse([THOUGHT, '</thi', 'nk>\n\n', ...RECIPE])));
    const response = await postRecipe(await buildTestApp({ AI_STARTS_IN_THINKING: 'true' }), { ingredients: FOUR });
    expect(textOf(parseUIStream(response.body))).toBe(RECIPE.join(''));
    nothingOfTheThinking(response.body);
  });

  it.each(['deepseek-reasoner-reasoning-content', 'openrouter-kimi-k2.5-reasoning-field'])(
    'that thinks in a field of its own gives its text as the answer with AI_STARTS_IN_THINKING set: the recorded %s stream',
    async (name) => {
      const fixture = readFixture(name);
      mockChatCompletions(() => sseResponse(fixture));
      const response = await postRecipe(await buildTestApp({ AI_STARTS_IN_THINKING: 'true' }), { ingredients: FOUR });
      expect(response.statusCode).toBe(200);
      expect(textOf(parseUIStream(response.body))).toBe(contentOf(fixture));
      expect(response.body).not.toMatch(/reasoning/);
    },
  );

  it('whose template opens <think> itself, without the setting, is logged once at warn, naming it', async () => {
    mockChatCompletions(() => sseResponse(chatCompletionSse([THOUGHT, '</think>\n\n', ...RECIPE])));
    const { app, lines } = await appWithLogs();
    await postRecipe(app, { ingredients: FOUR });
    const response = await postRecipe(app, { ingredients: FOUR });
    expect(textOf(parseUIStream(response.body))).not.toContain('</think>');
    const warnings = lines.filter((line) => line.level === 40 && String(line.msg).includes('</think>'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ host: 'llm.test', hint: 'set AI_STARTS_IN_THINKING=true' });
  });
});

describe('an answer that never closes its thinking and ends normally', () => {
  // "unset AI_STARTS_IN_THINKING" says "set AI_STARTS_IN_THINKING" too: advice to set it is "set … =true" with no "un" before it.
  const advisesSetting = (line: Record<string, unknown>) => /(^|[^n])set AI_STARTS_IN_THINKING=true/.test(`${String(line.msg)} ${String(line.hint)}`);

  it('with AI_STARTS_IN_THINKING set and no </think> at all is a clear 502 and an error in the log naming the setting to unset', async () => {
    mockChatCompletions(() => sseResponse(chatCompletionSse([THOUGHT, ' Soup, then.'])));
    const { app, lines } = await appWithLogs({ AI_STARTS_IN_THINKING: 'true' });
    const response = await postRecipe(app, { ingredients: FOUR });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: { code: 'empty_answer', message: PUBLIC_MESSAGES.empty_answer } });
    const errors = lines.filter((line) => line.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ host: 'llm.test', hint: 'unset AI_STARTS_IN_THINKING' });
    expect(String(errors[0]!.msg)).toContain("no </think> came: if this host's template does not open thinking, unset AI_STARTS_IN_THINKING");
    expect(lines.some(advisesSetting)).toBe(false);
    expect(JSON.stringify(lines)).not.toContain('user has tomatoes');
  });

  it('names the fallback host its own setting', async () => {
    mockChatCompletions(() => new Response('no', { status: 503 }));
    upstream.use(http.post(`${FALLBACK}/chat/completions`, () => sseResponse(chatCompletionSse([THOUGHT]))));
    const { app, lines } = await appWithLogs({ AI_FALLBACK_BASE_URL: FALLBACK, AI_FALLBACK_STARTS_IN_THINKING: 'true' });
    const response = await withFastClock(() => postRecipe(app, { ingredients: FOUR }));
    expect(response.statusCode).toBe(502);
    expect(lines.filter((line) => line.level === 50)).toEqual([expect.objectContaining({ host: 'fallback.test', hint: 'unset AI_FALLBACK_STARTS_IN_THINKING' })]);
  });

  it('without the setting, a block opened and never closed is an error in the log that advises no setting, the recipe before it cut short and not kept', async () => {
    const requests = mockChatCompletions(() => sseResponse(chatCompletionSse([...RECIPE, '<think>', THOUGHT])));
    const { app, lines } = await appWithLogs({ RECIPE_CACHE_TTL: '600' });
    const response = await postRecipe(app, { ingredients: FOUR });
    expect(textOf(parseUIStream(response.body))).toBe(RECIPE.join('') + CUT_SHORT_NOTE);
    nothingOfTheThinking(response.body);
    expect(lines.find((line) => String(line.msg).startsWith('recipe'))).toMatchObject({ outcome: 'interrupted' });
    const errors = lines.filter((line) => line.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ host: 'llm.test' });
    expect(errors[0]!.hint).toBeUndefined();
    expect(String(errors[0]!.msg)).toContain('never closed');
    await postRecipe(app, { ingredients: FOUR });
    expect(requests).toHaveLength(2);
  });

  it('is not logged when the host stopped at its token limit: that is the cut-short answer', async () => {
    mockChatCompletions(() => sseResponse(chatCompletionSse([...RECIPE, '<think>', THOUGHT], 'length')));
    const { app, lines } = await appWithLogs();
    await postRecipe(app, { ingredients: FOUR });
    expect(lines.filter((line) => line.level === 50)).toEqual([]);
  });

  it('with the setting, a lone </think> after the thinking ended is warned of without advice to set it', async () => {
    mockChatCompletions(() => sseResponse(chatCompletionSse([THOUGHT, '</think>\n\n', ...RECIPE, '</think>'])));
    const { app, lines } = await appWithLogs({ AI_STARTS_IN_THINKING: 'true' });
    const response = await postRecipe(app, { ingredients: FOUR });
    expect(textOf(parseUIStream(response.body))).toBe(RECIPE.join(''));
    expect(lines.filter((line) => line.level === 40 && String(line.msg).includes('</think>'))).toHaveLength(1);
    expect(lines.some(advisesSetting)).toBe(false);
  });
});

describe('AI_REASONING_EFFORT', () => {
  it('is sent as reasoning_effort to its own host only', async () => {
    const first = mockChatCompletions(() => new Response('no', { status: 503 }));
    const fallback: Record<string, unknown>[] = [];
    upstream.use(
      http.post(`${FALLBACK}/chat/completions`, async ({ request }) => {
        fallback.push((await request.json()) as Record<string, unknown>);
        return sseResponse(chatCompletionSse(RECIPE));
      }),
    );
    const app = await buildTestApp({ AI_REASONING_EFFORT: 'low', AI_FALLBACK_BASE_URL: FALLBACK, AI_FALLBACK_REASONING_EFFORT: 'minimal' });
    const response = await withFastClock(() => postRecipe(app, { ingredients: FOUR }));
    expect(textOf(parseUIStream(response.body))).toBe(RECIPE.join(''));
    expect(first.map((request) => request.body.reasoning_effort)).toEqual(['low', 'low']);
    expect(fallback.map((body) => body.reasoning_effort)).toEqual(['minimal']);
  });

  it('is not sent at all when unset', async () => {
    const requests = mockChatCompletions(() => sseResponse(chatCompletionSse(RECIPE)));
    await postRecipe(await buildTestApp(), { ingredients: FOUR });
    expect(Object.keys(requests[0]!.body).sort()).toEqual(['max_tokens', 'messages', 'model', 'stream']);
  });
});

describe('a host that does not serve the model', () => {
  const openai = readFileSync(new URL('../support/fixtures/streams/openai-404-model-not-found.json', import.meta.url), 'utf8');
  it.each([
    ['OpenAI (recorded)', 404, openai],
    ['Groq', 404, '{"error":{"message":"The model `mixtral-8x7b-32768` has been decommissioned and is no longer supported.","type":"invalid_request_error","code":"model_decommissioned"}}'],
    ['vLLM', 404, '{"object":"error","message":"The model `mistralai/Mixtral-8x7B-Instruct-v0.1` does not exist.","type":"NotFoundError","param":null,"code":404}'],
    ['vLLM, newer', 404, '{"error":{"object":"error","message":"The model `X` does not exist.","type":"NotFoundError","param":"model","code":404}}'],
    ['Ollama', 404, '{"error":{"message":"model \\"mixtral:8x7b\\" not found, try pulling it first","type":"api_error","param":null,"code":null}}'],
    ['the Hugging Face router, with a 400', 400, '{"error":{"message":"The requested model \'x\' is not supported by any provider you have enabled.","type":"invalid_request_error","param":"model","code":"model_not_supported"}}'],
  ])('%s: falls over to the next host, logs the model and the host, and gives the visitor the app’s error', async (_name, status, body) => {
    mockChatCompletions(() => new Response(body, { status, headers: { 'content-type': 'application/json' } }));
    const { app, lines } = await appWithLogs();
    const response = await withFastClock(() => postRecipe(app, { ingredients: FOUR }));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: { code: 'kitchen_closed', message: PUBLIC_MESSAGES.kitchen_closed } });
    expect(response.body).not.toMatch(/model|decommissioned|pulling/i);
    expect(lines.find((line) => line.msg === 'recipe failed')).toMatchObject({
      level: 50,
      reason: 'model_not_found',
      model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
      host: 'llm.test',
      hint: 'check AI_MODEL and AI_BASE_URL',
    });

    upstream.use(http.post(`${FALLBACK}/chat/completions`, () => sseResponse(chatCompletionSse(RECIPE))));
    const withFallback = await buildTestApp({ AI_FALLBACK_BASE_URL: FALLBACK });
    const recipe = await withFastClock(() => postRecipe(withFallback, { ingredients: FOUR }));
    expect(textOf(parseUIStream(recipe.body))).toBe(RECIPE.join(''));
  });

  it('is not mistaken for a 400 about anything else', async () => {
    mockChatCompletions(() => new Response('{"error":{"message":"max_tokens is too large","code":"invalid_value"}}', { status: 400 }));
    const { app, lines } = await appWithLogs();
    const response = await withFastClock(() => postRecipe(app, { ingredients: FOUR }));
    expect(response.statusCode).toBe(502);
    expect(lines.find((line) => line.msg === 'recipe failed')).toMatchObject({ reason: 'upstream_status', upstreamStatus: 400 });
  });
});
