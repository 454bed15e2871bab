import { spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHost } from '../support/fake-host/server.ts';
import { freePort, startServer } from '../support/server-process.ts';
import { startRedis, untilCountingInRedis } from '../support/redis-server.ts';

const FOUR = ['Tomato', 'Onion', 'Garlic', 'Pasta'];
const RECIPE = ['## Garlic tomato pasta\n\n', 'Boil the pasta. ', 'Toss it with the garlic.\n'];

let redis: Awaited<ReturnType<typeof startRedis>>;
let client: Redis;
let host: Awaited<ReturnType<typeof startFakeHost>>;
let server: Awaited<ReturnType<typeof startServer>> | undefined;

beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url);
  host = await startFakeHost();
  host.answerWith({ kind: 'stream', pieces: RECIPE, gapMs: 0 });
});
afterAll(async () => {
  client?.disconnect();
  await host?.close();
  await redis?.stop();
});
beforeEach(async () => {
  await client.config('SET', 'maxmemory', '0');
  await client.flushall();
});
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** One real server process asking the fake host, counting in the test's Redis, with metrics on. */
async function oneInstance(env: Record<string, string>) {
  const metricsPort = await freePort();
  const shared = { REDIS_URL: redis.url, AI_BASE_URL: host.baseURL, AI_API_KEY: 'k', AI_MODEL: 'test-model', METRICS_PORT: String(metricsPort), ...env };
  server = await startServer(shared);
  await untilCountingInRedis(server.url);
  return { ...server, metrics: () => fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((response) => response.text()) };
}

/** The statuses of `count` recipe requests, one after another, and how many reached the host. */
async function ask(server: { url: string }, count: number) {
  const asked = host.received.length;
  const statuses = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${server.url}/api/recipe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ingredients: FOUR }) });
    await response.text();
    statuses.push(response.status);
  }
  return { statuses, hostCalls: host.received.length - asked };
}

/** The server's log lines at error (pino's level 50). */
function errorLines(logs: string): Record<string, unknown>[] {
  return logs
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.level === 50);
}

/** The value of one sample in a scrape, or undefined when there is none with those labels. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/**
 * Fills Redis with junk, as a cache would, then sets its maxmemory 1 MB below what it holds
 * (noeviction): every write is refused, a counter's INCR too, while reads still work. A limit only
 * just reached would not do: the buffers of commands in flight move usage back and forth across it.
 */
async function fillUntilRedisRefusesWrites() {
  await client.config('SET', 'maxmemory-policy', 'noeviction');
  const junk = 'x'.repeat(100_000);
  for (let i = 0; i < 30; i++) await client.set(`junk:${i}`, junk);
  const used = Number(/used_memory:(\d+)/.exec(await client.info('memory'))![1]);
  await client.config('SET', 'maxmemory', String(used - 1_000_000));
  await expect(client.incr('a-counter')).rejects.toThrow(/^OOM command not allowed/);
}

// UTC days around now, so a test that runs across midnight still finds the key it spoils.
const daysAroundNow = () => [-1, 0, 1].map((offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10));

describe('an instance whose Redis fails', () => {
  it('holds the daily budget when Redis is full and refuses writes, logs the error once and counts each', async () => {
    const instance = await oneInstance({ AI_DAILY_REQUEST_BUDGET: '3', RATE_LIMIT_MAX: '40' });
    expect((await ask(instance, 1)).statuses).toEqual([200]);

    await fillUntilRedisRefusesWrites();
    // The count Redis last gave (1) goes on in the instance: two more recipes, then refusals.
    expect(await ask(instance, 6)).toEqual({ statuses: [200, 200, 503, 503, 503, 503], hostCalls: 2 });

    const errors = errorLines(instance.logs());
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ redisError: 'OOM', hint: expect.stringMatching(/maxmemory-policy/) });
    const metrics = await instance.metrics();
    expect(sample(metrics, 'pantry_redis_errors_total', { kind: 'OOM', feature: 'daily_budget' })).toBe(6);
    expect(sample(metrics, 'pantry_redis_errors_total', { kind: 'OOM', feature: 'rate_limit' })).toBe(6);
    const check = spawnSync('promtool', ['check', 'metrics'], { input: metrics, encoding: 'utf8' });
    expect({ status: check.status, output: check.stdout + check.stderr }).toEqual({ status: 0, output: '' });
  });

  it('holds the daily budget when its counters hold another type, and logs the error', async () => {
    const instance = await oneInstance({ AI_DAILY_REQUEST_BUDGET: '2', RATE_LIMIT_MAX: '2' });
    for (const day of daysAroundNow()) await client.hset(`pantry-chef:budget:${day}`, 'not', 'a count');
    await client.rpush('pantry-chef:rate:POST/api/recipe-127.0.0.1', 'not a count');

    // The rate limit lets every request through; the budget, counted in the instance, stops them.
    expect(await ask(instance, 6)).toEqual({ statuses: [200, 200, 503, 503, 503, 503], hostCalls: 2 });

    const errors = errorLines(instance.logs());
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ redisError: 'WRONGTYPE' });
    const metrics = await instance.metrics();
    expect(sample(metrics, 'pantry_redis_errors_total', { kind: 'WRONGTYPE', feature: 'daily_budget' })).toBeGreaterThanOrEqual(6);
    expect(sample(metrics, 'pantry_redis_errors_total', { kind: 'WRONGTYPE', feature: 'rate_limit' })).toBe(6);
  });

  it('warns at start when Redis, once full, would refuse the counters’ writes', async () => {
    await client.config('SET', 'maxmemory-policy', 'noeviction');
    await client.config('SET', 'maxmemory', '3mb');
    const refusing = await oneInstance({});
    await expect.poll(() => refusing.logs(), { timeout: 5_000 }).toMatch(/"maxmemoryPolicy":"noeviction".*Redis runs maxmemory-policy noeviction: once it is full, Redis refuses every write/);
    await refusing.stop();

    await client.config('SET', 'maxmemory-policy', 'allkeys-lru');
    const evicting = await oneInstance({});
    expect(evicting.logs()).not.toContain('maxmemory-policy');
  });
});
