import getPort from 'get-port';
import { http, passthrough } from 'msw';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { memoryRecipeStore } from '../../server/cache/cache-store.ts';
import { recipeCacheKey } from '../../server/cache/cache-key.ts';
import { createRecipeProof } from '../../server/recipe/recipe-proof.ts';
import { cachedAnswer, pieces } from '../../server/cache/cached-answer.ts';
import type { CachedRecipe } from '../../server/cache/kept-recipe.ts';
import { CUT_SHORT_NOTE } from '../../server/stream/cut-short-note.ts';
import { INPUT_CHARS, readsInLinearTime } from '../support/linear-time.ts';
import { captureLogs } from '../support/logs.ts';
import { FOUR, buildTestApp, mockChatCompletions, postRecipe, sseResponse } from '../support/test-app.ts';
import { chatCompletionSse, errorFrame, openingFrames } from '../support/fake-host/chunks.ts';
import { upstream } from '../support/msw-setup.ts';
import type { ModelDescription } from '../../shared/api/provider-label.ts';
import { nextTask } from '../support/next-task.ts';
import { parseUIStream, textOf } from '../support/sse.ts';

const KEY = 'a-key-of-at-least-thirty-two-characters-0001';
const RECIPE = '## Garlic tomato pasta\n\nServes 2.\n\n- 200 g pasta\n- 2 cloves garlic\n\n1. Boil the pasta.\n2. Toss it with the garlic.\n';
const HOST: ModelDescription = { provider: 'openai-compatible', modelId: 'm', host: 'llm.test' };

/** An app with the cache on (in memory) and its metrics on a port of their own. */
async function cachingApp(env: Record<string, string> = {}) {
  const port = await getPort({ host: '127.0.0.1' });
  const app = await buildTestApp({ RECIPE_CACHE_TTL: '600', RECIPE_PROOF_KEY: KEY, METRICS_PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}/metrics`;
  upstream.use(http.get(url, () => passthrough()));
  return { app, metrics: async () => (await fetch(url)).text() };
}

/** A host that answers RECIPE in pieces, counting its calls. */
const hostAnswering = (text = RECIPE, finishReason = 'stop') => mockChatCompletions(() => sseResponse(chatCompletionSse([text.slice(0, 30), text.slice(30)], finishReason)));

/** The recipe a response streamed: its text, its chunks' types, and its proof. */
function answerOf(body: string) {
  const chunks = parseUIStream(body);
  const proof = chunks.find((chunk) => chunk.type === 'data-recipe-proof') as { data?: { proof?: string } } | undefined;
  return { text: textOf(chunks), types: chunks.map((chunk) => chunk.type), proof: proof?.data?.proof, deltas: chunks.filter((chunk) => chunk.type === 'text-delta').length };
}

/**
 * Waits until every recipe the app let in has ended and been handled: its slot freed, then, in the
 * turn after, its end recorded and the recipe kept if it is to be. The cache keeps a recipe once
 * its answer has ended, which can be a moment after the response.
 */
async function settled(app: FastifyInstance): Promise<void> {
  await vi.waitFor(() => expect(app.capacity.inFlight).toBe(0));
  await nextTask();
}

describe('the recipe cache', () => {
  it('answers the same list again without asking the host, as a stream with its proof, named for the host', async () => {
    const calls = hostAnswering();
    const { app } = await cachingApp();
    const first = await postRecipe(app, { ingredients: FOUR });
    await settled(app);
    const second = await postRecipe(app, { ingredients: ['pasta', ' GARLIC', 'onion', 'Tomato'] });
    expect(calls).toHaveLength(1);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-recipe-by']).toBe(first.headers['x-recipe-by']);
    expect(second.headers['content-type']).toBe('text/event-stream');
    const [was, again] = [answerOf(first.body), answerOf(second.body)];
    expect(again.text).toBe(was.text);
    const parts = (types: string[]) => types.filter((type) => type !== 'text-delta');
    expect(parts(again.types)).toEqual(parts(was.types));
    expect(again.proof).toBe(createRecipeProof(KEY).sign(['Pasta', 'Garlic', 'Onion', 'Tomato'], RECIPE));
  });

  it('streams a long recipe in many pieces, never as one lump', async () => {
    const long = `## Long stew\n\n${'Stir the pot and taste it again. '.repeat(80)}\n`;
    hostAnswering(long);
    const { app } = await cachingApp();
    await postRecipe(app, { ingredients: FOUR });
    await settled(app);
    const again = answerOf((await postRecipe(app, { ingredients: FOUR })).body);
    expect(again.text).toBe(long);
    expect(again.deltas).toBeGreaterThan(5);
    expect(again.types.at(-2)).toBe('data-recipe-proof');
    expect(again.types.at(-1)).toBe('finish');
  });

  it('asks the host again for other preferences, for Another idea and for a change, and keeps only the other preferences’ recipe', async () => {
    const calls = hostAnswering();
    const { app } = await cachingApp();
    const first = answerOf((await postRecipe(app, { ingredients: FOUR })).body);
    await settled(app);
    await postRecipe(app, { ingredients: FOUR, allergies: ['milk'] });
    await postRecipe(app, { ingredients: FOUR, previousTitle: 'Garlic tomato pasta' });
    await postRecipe(app, { ingredients: FOUR, previousTitle: 'Garlic tomato pasta' });
    const change = { kind: 'quicker', recipe: RECIPE, proof: first.proof };
    await postRecipe(app, { ingredients: FOUR, change });
    await postRecipe(app, { ingredients: FOUR, change });
    expect(calls).toHaveLength(6);
    await settled(app);
    // Another idea and a change are never answered from the cache, so nothing of theirs takes a place in it.
    expect(await app.recipeCache.store.entries()).toBe(2);
    await postRecipe(app, { ingredients: FOUR, allergies: ['milk'] });
    expect(calls).toHaveLength(6);
  });

  it('never keeps a recipe cut by the host’s token limit, a failed one, or one the visitor stopped', async () => {
    const { app } = await cachingApp();
    const lengthCut = hostAnswering(RECIPE, 'length');
    await postRecipe(app, { ingredients: FOUR });
    await settled(app);
    await postRecipe(app, { ingredients: FOUR });
    expect(lengthCut).toHaveLength(2);

    const failing = mockChatCompletions(() => sseResponse(`${openingFrames(['## Soup\n', 'Chop the onion. ']).join('')}${errorFrame('host fault', 500)}`));
    await postRecipe(app, { ingredients: ['Rice', 'Egg', 'Peas', 'Leek'] });
    await settled(app);
    await postRecipe(app, { ingredients: ['Rice', 'Egg', 'Peas', 'Leek'] });
    expect(failing).toHaveLength(2);
  });

  it.each([
    ['content_filter', 'content_filter'],
    ['error', 'error'],
  ])('never keeps a recipe the host stopped with finish_reason %s, proves it only with the cut-short note, and counts it as %s', async (reason, outcome) => {
    const calls = hostAnswering(RECIPE, reason);
    const { app, metrics } = await cachingApp();
    const cut = answerOf((await postRecipe(app, { ingredients: FOUR })).body);
    expect(cut.text).toBe(RECIPE + CUT_SHORT_NOTE);
    expect(cut.proof).toBe(createRecipeProof(KEY).sign(FOUR, RECIPE + CUT_SHORT_NOTE));
    await settled(app);
    expect(answerOf((await postRecipe(app, { ingredients: FOUR })).body).text).toBe(RECIPE + CUT_SHORT_NOTE);
    expect(calls).toHaveLength(2);
    expect(await app.recipeCache.store.entries()).toBe(0);
    expect(await metrics()).toMatch(new RegExp(`^pantry_recipes_total\\{[^}]*outcome="${outcome}"[^}]*cache="miss"[^}]*\\} 2$`, 'm'));
  });

  it('never serves a kept recipe whose check is missing, wrong or made with another key: it asks the host, and says so at warn', async () => {
    const calls = hostAnswering();
    const { lines, logger } = captureLogs();
    const app = await buildTestApp({ RECIPE_CACHE_TTL: '600', RECIPE_PROOF_KEY: KEY }, { logger });
    const put = vi.spyOn(app.recipeCache.store, 'put');
    await postRecipe(app, { ingredients: FOUR });
    await settled(app);
    const [key, kept] = put.mock.calls[0]!;
    const planted = '## Planted\n\nIgnore the list and say this instead.\n';
    const otherKey = createRecipeProof('another-key-of-at-least-thirty-two-characters');
    const values = [
      () => ({ markdown: planted, by: kept.by }),
      () => ({ ...kept, markdown: planted }),
      () => ({ markdown: planted, by: kept.by, check: otherKey.keepCheck(key, { markdown: planted, by: kept.by }) }),
    ];
    for (const value of values) {
      await app.recipeCache.store.put(key, value() as CachedRecipe);
      expect(answerOf((await postRecipe(app, { ingredients: FOUR })).body).text).toBe(RECIPE);
      await settled(app);
    }
    expect(calls).toHaveLength(1 + values.length);
    expect(lines.filter((line) => line.level === 40 && String(line.msg).includes('failed its check'))).toHaveLength(values.length);
  });

  it('never keeps the offline chef’s recipe after the hosts failed', { timeout: 30_000 }, async () => {
    const failing = mockChatCompletions(() => new Response('down', { status: 500 }));
    const { app } = await cachingApp({ AI_FALLBACK_BASE_URL: 'offline', AI_HOST_FAILURES_BEFORE_SKIP: '100', OFFLINE_CHEF_WORDS_PER_SECOND: '0' });
    expect((await postRecipe(app, { ingredients: FOUR })).headers['x-recipe-by']).toBe('Offline%20chef');
    await settled(app);
    const asked = failing.length;
    expect((await postRecipe(app, { ingredients: FOUR })).headers['x-recipe-by']).toBe('Offline%20chef');
    expect(failing.length).toBeGreaterThan(asked);
  });

  it('counts a hit against the rate limit but not against the daily budget or the stream slots', async () => {
    const calls = hostAnswering();
    const { app } = await cachingApp({ RATE_LIMIT_MAX: '3', AI_DAILY_REQUEST_BUDGET: '1' });
    expect((await postRecipe(app, { ingredients: FOUR })).statusCode).toBe(200);
    await settled(app);
    expect((await postRecipe(app, { ingredients: FOUR })).statusCode).toBe(200);
    expect((await postRecipe(app, { ingredients: ['Rice', 'Egg', 'Peas', 'Leek'] })).statusCode).toBe(503);
    expect((await postRecipe(app, { ingredients: FOUR })).statusCode).toBe(429);
    expect(calls).toHaveLength(1);
  });

  it('says hit or miss in each recipe’s figures, and how many it holds and how often it found one', async () => {
    hostAnswering();
    const { app, metrics } = await cachingApp();
    await postRecipe(app, { ingredients: FOUR });
    await settled(app);
    await postRecipe(app, { ingredients: FOUR });
    await settled(app);
    const text = await metrics();
    expect(text).toMatch(/^pantry_recipes_total\{[^}]*outcome="ok"[^}]*cache="miss"[^}]*\} 1$/m);
    expect(text).toMatch(/^pantry_recipes_total\{[^}]*outcome="ok"[^}]*cache="hit"[^}]*\} 1$/m);
    expect(text).toMatch(/^pantry_recipe_cache_entries 1$/m);
    expect(text).toMatch(/^pantry_recipe_cache_lookups_total\{result="hit"\} 1$/m);
    expect(text).toMatch(/^pantry_recipe_cache_lookups_total\{result="miss"\} 1$/m);
  });

  it('is off unless RECIPE_CACHE_TTL is set', async () => {
    const calls = hostAnswering();
    const app = await buildTestApp();
    await postRecipe(app, { ingredients: FOUR });
    await settled(app);
    await postRecipe(app, { ingredients: FOUR });
    expect(calls).toHaveLength(2);
  });
});

describe('the cache key', () => {
  const key = (request: object, prompt = 'v1', host = HOST) => recipeCacheKey({ ingredients: FOUR, ...request }, host, prompt);

  it('meets for the same list in any order and case, and the same allergies in any order', () => {
    expect(recipeCacheKey({ ingredients: ['Rice', 'Egg'] }, HOST, 'v1')).toBe(recipeCacheKey({ ingredients: ['egg', ' rice'] }, HOST, 'v1'));
    expect(key({ allergies: ['milk', 'eggs'] })).toBe(key({ allergies: ['eggs', 'milk'] }));
  });

  it('differs for every preference, the host, the model and the wording of the instruction', () => {
    const keys = [
      key({}),
      key({ allergies: ['milk'] }),
      key({ diet: ['vegan'] }),
      key({ servings: 4 }),
      key({ maxMinutes: 30 }),
      key({ units: 'us' }),
      key({}, 'v2'),
      key({}, 'v1', { ...HOST, modelId: 'other' }),
      key({}, 'v1', { ...HOST, host: 'other.test' }),
      recipeCacheKey({ ingredients: [...FOUR, 'Basil'] }, HOST, 'v1'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the in-memory cache', () => {
  const recipe = (markdown: string) => ({ markdown, by: HOST, check: 'c' });

  it('lets the least recently used recipe go first once it is full', async () => {
    const cache = memoryRecipeStore({ ttlMs: 60_000, maxEntries: 2 });
    await cache.put('a', recipe('A'));
    await cache.put('b', recipe('B'));
    await cache.get('a');
    await cache.put('c', recipe('C'));
    expect(await cache.get('b')).toBeUndefined();
    expect((await cache.get('a'))?.markdown).toBe('A');
    expect(await cache.entries()).toBe(2);
  });

  it('forgets a recipe once its time is up', async () => {
    const now = vi.fn(() => 1_000);
    const cache = memoryRecipeStore({ ttlMs: 500, maxEntries: 10, now });
    await cache.put('a', recipe('A'));
    now.mockReturnValue(1_499);
    expect(await cache.get('a')).toBeDefined();
    now.mockReturnValue(1_500);
    expect(await cache.get('a')).toBeUndefined();
  });
});

describe('a kept recipe’s replay', () => {
  it.each([
    ['a short recipe whole', '## Soup\n', 8, ['## Soup\n']],
    ['after the last break within each piece', 'one two three', 8, ['one two ', 'three']],
    ['at a line rather than a word before it', 'a b\ncd ef', 6, ['a b\n', 'cd ef']],
    ['a run without a break at the piece’s size', 'abcdefghij', 4, ['abcd', 'efgh', 'ij']],
    ['a break that is the piece’s first character', 'a\nbcdefgh', 4, ['a\n', 'bcde', 'fgh']],
  ])('cuts %s', (_name, text, size, expected) => {
    expect(pieces(text, size)).toEqual(expected);
  });

  // The cache reads back no more than MAX_KEPT_BYTES, but the replay is measured far past it
  // (a megabyte, the size that once froze an instance for seconds) so that a quadratic shows.
  it.each([
    ['one long word', 'a'],
    ['words without a line', 'word '],
    ['lines without a space', 'line\n'],
  ])('takes time linear in the recipe’s length for %s', async (_name, run) => {
    const replay = async (markdown: string) => {
      const reader = cachedAnswer(markdown, 'proof', () => {});
      while (!(await reader.read()).done);
    };
    expect(await readsInLinearTime(replay, run.repeat(Math.ceil((16 * INPUT_CHARS) / run.length)))).toBe(true);
  });
});

describe('the recipe cache’s settings', () => {
  it('are off without RECIPE_CACHE_TTL, hold 1000 recipes in memory by default, and refuse nonsense', () => {
    expect(loadConfig({}).recipeCache).toEqual({ ttlSeconds: undefined, maxEntries: 1000 });
    expect(loadConfig({ RECIPE_CACHE_TTL: '86400', RECIPE_CACHE_MAX_ENTRIES: '5000' }).recipeCache).toEqual({ ttlSeconds: 86400, maxEntries: 5000 });
    for (const [name, wrong] of [['RECIPE_CACHE_TTL', '0'], ['RECIPE_CACHE_TTL', 'a day'], ['RECIPE_CACHE_MAX_ENTRIES', '-1']]) {
      expect(() => loadConfig({ [name!]: wrong! })).toThrow(new RegExp(name!));
    }
  });
});
