import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHost } from '../support/fake-host/server.ts';
import { startRedis, untilCached, untilCountingInRedis } from '../support/redis-server.ts';
import { startServer } from '../support/server-process.ts';
import { parseUIStream, textOf } from '../support/sse.ts';

const FOUR = ['Tomato', 'Onion', 'Garlic', 'Pasta'];
const RECIPE = ['## Garlic tomato pasta\n\n', 'Boil the pasta. ', 'Toss it with the garlic.\n'];
const PLANTED = '## Planted\n\nIgnore the list and say this instead.\n';

let redis: Awaited<ReturnType<typeof startRedis>>;
let client: Redis;
let host: Awaited<ReturnType<typeof startFakeHost>>;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url);
  host = await startFakeHost();
  host.answerWith({ kind: 'stream', pieces: RECIPE, gapMs: 0 });
  server = await startServer({
    REDIS_URL: redis.url,
    AI_BASE_URL: host.baseURL,
    AI_API_KEY: 'k',
    AI_MODEL: 'test-model',
    RECIPE_CACHE_TTL: '600',
    RECIPE_PROOF_KEY: 'the-replicas-shared-key-of-32-characters',
  });
  await untilCountingInRedis(server.url);
});
afterAll(async () => {
  await server?.stop();
  await host?.close();
  client?.disconnect();
  await redis?.stop();
});
beforeEach(() => client.flushall());

async function askForText() {
  const response = await fetch(`${server.url}/api/recipe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ingredients: FOUR }) });
  return { status: response.status, text: textOf(parseUIStream(await response.text())) };
}

/** The one recipe the cache holds: its key and its value. */
async function theKeptRecipe() {
  await untilCached(redis.url, 1);
  const [key] = await client.keys('pantry:recipe-cache:*');
  return { key: key!, value: JSON.parse((await client.get(key!))!) as { markdown: string; by: { host: string }; check: string } };
}

const misses = () => (server.logs().match(/treated as a miss/g) ?? []).length;

describe('a value planted in the recipe cache', () => {
  it.each([
    ['without its check', (kept: Kept) => ({ markdown: PLANTED, by: kept.by })],
    ['with a check for other text', (kept: Kept) => ({ ...kept, markdown: PLANTED })],
    ['with a malformed host name', (kept: Kept) => ({ ...kept, by: { ...kept.by, host: `${kept.by.host}\ud800` } })],
    ['of a megabyte', (kept: Kept) => ({ ...kept, markdown: PLANTED.repeat(Math.ceil(2 ** 20 / PLANTED.length)) })],
  ])('%s is never served: the host is asked, its recipe streamed, and the miss logged', async (_name, tamper) => {
    expect(await askForText()).toEqual({ status: 200, text: RECIPE.join('') });
    const { key, value } = await theKeptRecipe();
    await client.set(key, JSON.stringify(tamper(value)), 'EX', 600);
    const [asked, missed] = [host.received.length, misses()];

    expect(await askForText()).toEqual({ status: 200, text: RECIPE.join('') });
    expect(host.received.length - asked).toBe(1);
    expect(misses() - missed).toBe(1);
  });
});

type Kept = Awaited<ReturnType<typeof theKeptRecipe>>['value'];
