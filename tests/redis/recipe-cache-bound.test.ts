import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_KEPT_BYTES } from '../../server/cache/kept-recipe.ts';
import { REDIS_PREFIX, redisRecipeStore } from '../../server/cache/redis-store.ts';
import { MAX_ANSWER_CHARS } from '../../shared/api/limits.ts';
import { captureLogs } from '../support/logs.ts';
import { startRedis } from '../support/redis-server.ts';

let redis: Awaited<ReturnType<typeof startRedis>>;
let client: Redis;

beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url);
});
afterAll(async () => {
  client?.disconnect();
  await redis?.stop();
});
beforeEach(() => client.flushall());

const BY = { provider: 'openai-compatible', modelId: 'test-model', host: 'llm.test' } as const;
const recipe = (markdown: string) => ({ markdown, by: BY, check: 'c'.repeat(43) });
const keptKeys = async () => (await client.keys(`${REDIS_PREFIX}*`)).map((key) => key.slice(REDIS_PREFIX.length)).sort();

/** The cache in the test's Redis, and the lines it logs. */
function cacheOf(maxEntries = 1000) {
  const { lines, logger } = captureLogs();
  const reported: unknown[] = [];
  const cache = redisRecipeStore(client, { ttlSeconds: 600, maxEntries, log: logger, report: (error) => reported.push(error) });
  return { cache, reported, warnings: () => lines.filter((line) => line.level === 40) };
}

describe('the recipe cache in Redis', () => {
  it('reports a write Redis refuses (at its maxmemory), and keeps nothing', async () => {
    const { cache, reported } = cacheOf();
    const [, before] = (await client.config('GET', 'maxmemory')) as [string, string];
    const [, policy] = (await client.config('GET', 'maxmemory-policy')) as [string, string];
    await client.config('SET', 'maxmemory-policy', 'noeviction');
    await client.config('SET', 'maxmemory', '1');
    try {
      await cache.put('full', recipe('## Soup\n\nStir.'));
    } finally {
      await client.config('SET', 'maxmemory', before);
      await client.config('SET', 'maxmemory-policy', policy);
    }
    expect(String(reported[0])).toMatch(/OOM/);
    expect(await keptKeys()).toEqual([]);
  });

  it('holds at most RECIPE_CACHE_MAX_ENTRIES recipes, the least recently used going first, and leaves every other key alone', async () => {
    // Keys as the rate limit and the daily budget keep them in the same Redis.
    await client.set('pantry:rate-limit:127.0.0.1', '7', 'EX', 60);
    await client.set('pantry:budget:2026-01-01', '42');
    const { cache } = cacheOf(3);
    for (const key of ['a', 'b', 'c']) await cache.put(key, recipe(`## ${key}`));
    expect((await cache.get('a'))?.markdown).toBe('## a');
    await cache.put('d', recipe('## d'));
    await cache.put('e', recipe('## e'));

    expect(await keptKeys()).toEqual(['a', 'd', 'e']);
    expect(await cache.entries()).toBe(3);
    expect(await client.get('pantry:rate-limit:127.0.0.1')).toBe('7');
    expect(await client.get('pantry:budget:2026-01-01')).toBe('42');
  });

  it('keeps a recipe of the whole answer bound in any script, but none over MAX_KEPT_BYTES, so the bound holds in bytes too', async () => {
    const { cache } = cacheOf();
    // Three bytes a character in UTF-8: the most any recipe but one of control characters takes.
    await cache.put('widest', recipe('食'.repeat(MAX_ANSWER_CHARS)));
    expect((await cache.get('widest'))?.markdown).toHaveLength(MAX_ANSWER_CHARS);
    expect(await client.strlen(`${REDIS_PREFIX}widest`)).toBeLessThanOrEqual(MAX_KEPT_BYTES);
    // Six bytes a character in JSON: not kept, rather than kept and never read back.
    await cache.put('escaped', recipe('\u0001'.repeat(MAX_ANSWER_CHARS)));
    expect(await keptKeys()).toEqual(['widest']);
  });

  it.each([
    ['20 MB of text', (key: string) => client.set(key, 'x'.repeat(20 * 1024 * 1024)), 'too_large'],
    ['a recipe one character over the answer bound', (key: string) => client.set(key, JSON.stringify(recipe('a'.repeat(MAX_ANSWER_CHARS + 1)))), 'wrong_shape'],
    ['text that is not JSON', (key: string) => client.set(key, '## Soup {'), 'not_json'],
    ['a recipe without its check', (key: string) => client.set(key, JSON.stringify({ markdown: '## Soup', by: BY })), 'wrong_shape'],
    ['a malformed host name', (key: string) => client.set(key, JSON.stringify({ ...recipe('## Soup'), by: { ...BY, host: 'llm\ud800.test' } })), 'wrong_shape'],
    ['the offline chef as its writer', (key: string) => client.set(key, JSON.stringify({ ...recipe('## Soup'), by: { provider: 'offline', modelId: 'offline-chef', host: null } })), 'wrong_shape'],
    ['a list', (key: string) => client.rpush(key, '## Soup'), 'wrong_type'],
  ])('finds nothing in %s, and says so at warn', async (_name, plant, reason) => {
    const { cache, warnings } = cacheOf();
    await plant(`${REDIS_PREFIX}planted`);
    expect(await cache.get('planted')).toBeUndefined();
    expect(warnings()).toEqual([expect.objectContaining({ cacheKey: 'planted', reason })]);
  });
});
