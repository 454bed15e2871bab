import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHost } from '../support/fake-host/server.ts';
import { startServer } from '../support/server-process.ts';
import { startRedis, untilCountingInRedis } from '../support/redis-server.ts';
import { parseUIStream, textOf } from '../support/sse.ts';

const FOUR = ['Tomato', 'Onion', 'Garlic', 'Pasta'];
const RECIPE = ['## Garlic tomato pasta\n\n', 'Boil the pasta. ', 'Toss it with the garlic.\n'];

let redis: Awaited<ReturnType<typeof startRedis>>;
let host: Awaited<ReturnType<typeof startFakeHost>>;
let servers: Awaited<ReturnType<typeof startServer>>[] = [];

beforeAll(async () => {
  redis = await startRedis();
  host = await startFakeHost();
});
afterAll(async () => {
  await host?.close();
  await redis?.stop();
});
beforeEach(async () => {
  const client = new Redis(redis.url);
  await client.flushall();
  client.disconnect();
});
afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
});

/** Two real server processes sharing the test's Redis, and with it one recipe cache. */
async function twoReplicas() {
  const shared = { REDIS_URL: redis.url, AI_BASE_URL: host.baseURL, AI_API_KEY: 'k', AI_MODEL: 'test-model', RECIPE_CACHE_TTL: '600' };
  servers = await Promise.all([startServer(shared), startServer(shared)]);
  await Promise.all(servers.map((server) => untilCountingInRedis(server.url)));
  return servers;
}

async function askFor(server: { url: string }, ingredients = FOUR) {
  const response = await fetch(`${server.url}/api/recipe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ingredients }) });
  const chunks = parseUIStream(await response.text());
  return { status: response.status, by: response.headers.get('x-recipe-by'), text: textOf(chunks), failed: chunks.some((chunk) => chunk.type === 'error') };
}

// A recipe is kept once its answer has ended, a moment after the visitor has read it.
const kept = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('two replicas sharing the recipe cache in Redis', () => {
  it('ask the host once for a recipe two visitors ask for, one on each replica, and stream the same text', async () => {
    const [first, second] = await twoReplicas();
    host.answerWith({ kind: 'stream', pieces: RECIPE, gapMs: 5 });
    const asked = host.received.length;
    const one = await askFor(first!);
    await kept();
    const two = await askFor(second!, ['pasta', 'garlic', 'onion', 'tomato']);
    expect(host.received.length - asked).toBe(1);
    expect(two).toEqual(one);
    expect(one.text).toBe(RECIPE.join(''));
  });

  it('never serve a stream that failed or was cut from the cache', async () => {
    const [first, second] = await twoReplicas();
    const asked = host.received.length;
    host.answerWith({ kind: 'reset', pieces: RECIPE.slice(0, 2) });
    const cut = await askFor(first!);
    expect(cut.failed).toBe(true);
    await kept();
    host.answerWith({ kind: 'stream', pieces: RECIPE, gapMs: 5 });
    const whole = await askFor(second!);
    expect(whole).toMatchObject({ status: 200, failed: false, text: RECIPE.join('') });
    expect(host.received.length - asked).toBe(2);
  });
});
