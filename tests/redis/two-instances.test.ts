import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHost } from '../support/fake-host/server.ts';
import { startServer } from '../support/server-process.ts';
import { startRedis, untilCached, untilCountingInRedis } from '../support/redis-server.ts';
import { parseUIStream, textOf } from '../support/sse.ts';

const FOUR = ['Tomato', 'Onion', 'Garlic', 'Pasta'];

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

/** Two real server processes (offline chef, instant) sharing the test's Redis. */
async function twoInstances(env: Record<string, string>) {
  const shared = { REDIS_URL: redis.url, OFFLINE_CHEF_WORDS_PER_SECOND: '0', ...env };
  const pair = await Promise.all([startServer(shared), startServer(shared)]);
  servers = pair;
  await Promise.all(pair.map((server) => untilCountingInRedis(server.url)));
  return pair;
}

async function askFor(server: { url: string }, extra: Record<string, unknown> = {}) {
  const response = await fetch(`${server.url}/api/recipe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ingredients: FOUR, ...extra }),
  });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body };
}

/** The recipe text and its proof, from a recipe's UI message stream. */
function recipeOf(body: string) {
  const parts = body
    .split('\n')
    .filter((line) => line.startsWith('data: {'))
    .map((line) => JSON.parse(line.slice('data: '.length)) as { type: string; delta?: string; data?: { proof: string } });
  const text = parts.map((part) => (part.type === 'text-delta' ? part.delta : '')).join('');
  return { text, proof: parts.find((part) => part.type === 'data-recipe-proof')?.data?.proof };
}

describe('two instances sharing one Redis', () => {
  it('change each other’s recipes when they share RECIPE_PROOF_KEY, and refuse them when each has its own', async () => {
    const [a, b] = await twoInstances({ RECIPE_PROOF_KEY: 'the-replicas-shared-key-of-32-characters' });
    const first = recipeOf((await askFor(a)).body);
    const changed = await askFor(b, { change: { kind: 'vegetarian', recipe: first.text, proof: first.proof } });
    expect(changed.status).toBe(200);
    expect(recipeOf(changed.body).text).toMatch(/^## /);
    await Promise.all(servers.map((server) => server.stop()));

    const [c, d] = await twoInstances({});
    const own = recipeOf((await askFor(c)).body);
    const refused = await askFor(d, { change: { kind: 'vegetarian', recipe: own.text, proof: own.proof } });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).error.code).toBe('unknown_recipe');
  });

  it('hold one rate limit between them', async () => {
    const [a, b] = await twoInstances({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW: '1 minute' });
    const statuses = [];
    for (const server of [a, b, a, b, a]) statuses.push((await askFor(server)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('hold one daily budget between them', async () => {
    const [a, b] = await twoInstances({ AI_DAILY_REQUEST_BUDGET: '3', RATE_LIMIT_MAX: '100' });
    const answers = [];
    for (const server of [a, b, b, a, b]) answers.push(await askFor(server));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 503, 503]);
    expect(JSON.parse(answers[3]!.body).error.code).toBe('budget_exhausted');
    expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keep serving while Redis is away, each within the budget by itself, say so once, and share the limits again when it returns', async () => {
    const [a, b] = await twoInstances({ RATE_LIMIT_MAX: '1', AI_DAILY_REQUEST_BUDGET: '2' });
    expect((await askFor(a)).status).toBe(200);
    expect((await askFor(b)).status).toBe(429);

    await redis.stop();
    const warnings = (server: typeof a) => (server.logs().match(/Redis is unreachable/g) ?? []).length;
    // The rate limit lets every request through; the budget goes on in each instance, a from the
    // count Redis last gave it (1), b from none.
    const statuses = [];
    for (const server of [a, b, a, b, a, b]) statuses.push((await askFor(server)).status);
    expect(statuses).toEqual([200, 200, 503, 200, 503, 503]);
    // The warning comes with the client's first failed reconnect, which can trail the first
    // answers served without Redis; once there, it is not repeated however many requests follow.
    for (const server of [a, b]) await expect.poll(() => warnings(server), { timeout: 5_000 }).toBe(1);
    for (const server of [a, b, a, b]) expect((await askFor(server)).status).toBe(503);
    for (const server of [a, b]) expect(warnings(server)).toBe(1);
    // A lost connection is not an error of Redis's: nothing at error level.
    for (const server of [a, b]) expect(server.logs()).not.toContain('"level":50');

    await redis.start();
    // Both reconnect within a couple of seconds; the fresh Redis starts counting from zero.
    await expect.poll(() => a.logs().includes('Redis is back') && b.logs().includes('Redis is back'), { timeout: 10_000 }).toBe(true);
    expect((await askFor(b)).status).toBe(200);
    expect((await askFor(a)).status).toBe(429);
  });
});

const RECIPE = ['## Garlic tomato pasta\n\n', 'Boil the pasta. ', 'Toss it with the garlic.\n'];

/** Two real server processes sharing the test's Redis, and with it one recipe cache. */
async function twoReplicas() {
  // One RECIPE_PROOF_KEY, as replicas sharing a cache are told to have: a recipe one kept, the other can check.
  const shared = {
    REDIS_URL: redis.url,
    AI_BASE_URL: host.baseURL,
    AI_API_KEY: 'k',
    AI_MODEL: 'test-model',
    RECIPE_CACHE_TTL: '600',
    RECIPE_PROOF_KEY: 'the-replicas-shared-key-of-32-characters',
  };
  const pair = await Promise.all([startServer(shared), startServer(shared)]);
  servers = pair;
  await Promise.all(pair.map((server) => untilCountingInRedis(server.url)));
  return pair;
}

async function askForText(server: { url: string }, ingredients = FOUR) {
  const response = await fetch(`${server.url}/api/recipe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ingredients }) });
  const chunks = parseUIStream(await response.text());
  return { status: response.status, by: response.headers.get('x-recipe-by'), text: textOf(chunks), failed: chunks.some((chunk) => chunk.type === 'error') };
}

// The line that records a recipe's end: once it is written, the replica has also decided whether to keep it.
const RECIPE_END = /"msg":"recipe(?: failed| cut short by the host| cut short by the server)?"/;
const recipeEnds = (server: { logs: () => string }) => server.logs().split('\n').filter((line) => RECIPE_END.test(line)).length;

describe('two replicas sharing the recipe cache in Redis', () => {
  it('ask the host once for a recipe two visitors ask for, one on each replica, and stream the same text', async () => {
    const [first, second] = await twoReplicas();
    host.answerWith({ kind: 'stream', pieces: RECIPE, gapMs: 5 });
    const asked = host.received.length;
    const one = await askForText(first);
    await untilCached(redis.url, 1);
    const two = await askForText(second, ['pasta', 'garlic', 'onion', 'tomato']);
    expect(host.received.length - asked).toBe(1);
    expect(two).toEqual(one);
    expect(one.text).toBe(RECIPE.join(''));
  });

  it('never serve a stream that failed or was cut from the cache', async () => {
    const [first, second] = await twoReplicas();
    const asked = host.received.length;
    host.answerWith({ kind: 'reset', pieces: RECIPE.slice(0, 2) });
    const ended = recipeEnds(first);
    const cut = await askForText(first);
    expect(cut.failed).toBe(true);
    await expect.poll(() => recipeEnds(first)).toBe(ended + 1);
    host.answerWith({ kind: 'stream', pieces: RECIPE, gapMs: 5 });
    const whole = await askForText(second);
    expect(whole).toMatchObject({ status: 200, failed: false, text: RECIPE.join('') });
    expect(host.received.length - asked).toBe(2);
  });
});
