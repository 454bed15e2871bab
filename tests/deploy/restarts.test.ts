import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHost } from '../support/fake-host/server.ts';
import { freePort, startServer } from '../support/server-process.ts';
import { startRedis, untilCountingInRedis } from '../support/redis-server.ts';
import { nginxConfigFor, startNginx, type NginxConfig } from '../support/nginx.ts';
import { arrivals, count, streamsInFlight, visit } from './visitors.ts';

// Each recipe takes about 3 s (30 pieces, 100 ms apart): long enough to be under way through a
// restart or a crash, short enough for the test to wait for.
const SLOW_RECIPE = { kind: 'stream', pieces: Array.from({ length: 30 }, (_, i) => `Step ${i + 1}. Stir.\n`), gapMs: 100 } as const;
const STREAMS = 20;
const ARRIVAL_MS = 100;
// Long enough for plenty of recipes to reach the stopping instance before it stops listening, and
// longer than deploy/nginx.conf's keepalive_timeout (2 s), as docs/operating.md asks.
const DRAIN_WINDOW_MS = 3_000;

// nginx as most operators and ingress controllers run it: its defaults, reused connections to the
// instances, and the next instance tried for a request that could not reach one or got a 502 or
// 503. Without non_idempotent, a recipe (a POST) that reached an instance is never sent again,
// whatever that instance answered.
const plainNginx: NginxConfig = (instances, port) => `
events {}
http {
  upstream pantry_chef {
${instances.map((address) => `    server ${address};`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://pantry_chef;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`;

let redis: Awaited<ReturnType<typeof startRedis>>;
let host: Awaited<ReturnType<typeof startFakeHost>>;

beforeAll(async () => {
  redis = await startRedis();
  host = await startFakeHost();
  host.answerWith(SLOW_RECIPE);
});

afterAll(async () => {
  await host?.close();
  await redis?.stop();
});

type Instance = Awaited<ReturnType<typeof startServer>> & { env: Record<string, string>; metrics: string };
let instances: Instance[] = [];
let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;

afterEach(async () => {
  await proxy?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  proxy = undefined;
  instances = [];
});

/** One instance sharing Redis and the fake host, with its metrics on a port of its own (how many streams it holds). */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const server = await startServer(env);
  await untilCountingInRedis(server.url);
  return { ...server, env: { ...env, PORT: new URL(server.url).port }, metrics: `http://127.0.0.1:${env.METRICS_PORT}` };
}

/** Two instances behind nginx (deploy/nginx.conf unless told), as an operator deploys them; `extra` adds variables. */
async function deploy(extra: Record<string, string> = {}, config: NginxConfig = nginxConfigFor) {
  const env = async () => ({
    REDIS_URL: redis.url,
    AI_BASE_URL: host.baseURL,
    AI_API_KEY: 'deploy-key',
    AI_MODEL: 'test-model',
    RECIPE_PROOF_KEY: 'the-replicas-shared-key-of-32-characters',
    // Every visitor here comes from the same address, and one instance must be able to take them all.
    RATE_LIMIT_MAX: '100000',
    AI_MAX_CONCURRENT: '1000',
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_GRACE_MS: '20000',
    SHUTDOWN_DRAIN_MS: String(DRAIN_WINDOW_MS),
    METRICS_PORT: String(await freePort()),
    ...extra,
  });
  instances = await Promise.all([startInstance(await env()), startInstance(await env())]);
  proxy = await startNginx(instances.map((instance) => new URL(instance.url).host), config);
  return { url: proxy.url, first: instances[0]!, second: instances[1]! };
}

/** `STREAMS` recipes through the proxy, once every one of them is streaming on an instance; `ended` resolves with their outcomes. */
async function streamsUnderWay(url: string) {
  const ended = Promise.all(Array.from({ length: STREAMS }, () => visit(url)));
  await expect
    .poll(async () => (await Promise.all(instances.map((instance) => streamsInFlight(instance.metrics)))).reduce((sum, n) => sum + n), { timeout: 10_000 })
    .toBe(STREAMS);
  return { ended };
}

const readiness = (url: string) => fetch(`${url}/readyz`).then((response) => response.status, () => 0);
const recipesLogged = (logs: string) => logs.split('\n').filter((line) => line.includes('"msg":"recipe"')).length;

describe.each([
  ['deploy/nginx.conf', nginxConfigFor],
  ["nginx's defaults (no non_idempotent)", plainNginx],
])('two instances behind nginx with %s, one of them restarting', (name, config) => {
  it('rolls a restart with no failed request and no cut stream, serving what reaches the stopping instance while it drains', async () => {
    const { url, first } = await deploy({}, config);
    const held = (await streamsUnderWay(url)).ended;
    const heldByFirst = await streamsInFlight(first.metrics);
    expect(heldByFirst).toBeGreaterThan(0);

    const exited = first.stop('SIGTERM');
    const later = arrivals(url, ARRIVAL_MS);
    // Draining: not ready, yet still streaming what it holds.
    await expect.poll(() => readiness(first.url), { timeout: 5_000, interval: 20 }).toBe(503);
    expect(await streamsInFlight(first.metrics)).toBeGreaterThan(0);
    expect(await exited).toBe(0);

    const restarted = await startInstance(first.env);
    instances[0] = restarted;
    expect(await readiness(restarted.url)).toBe(200);
    // nginx tries it again once its fail_timeout is over, and it takes recipes again.
    await expect.poll(() => streamsInFlight(restarted.metrics), { timeout: 15_000, interval: 100 }).toBeGreaterThan(0);

    const outcomes = [...(await held), ...(await later.stop())];
    const figures = {
      sent: outcomes.length,
      heldByStopped: heldByFirst,
      servedByStoppedWhileDraining: recipesLogged(first.logs()) - heldByFirst,
      failed: count(outcomes, 'failed'),
      cut: count(outcomes, 'cut'),
    };
    console.info(`rolling restart behind ${name}:`, JSON.stringify(figures));
    // nginx's own lines (warnings and errors) say how a request failed, if one did.
    expect(figures, `nginx said:\n${proxy?.logs()}`).toMatchObject({ failed: 0, cut: 0 });
    // The proxy went on sending it recipes until it stopped listening, and it served them whole.
    expect(figures.servedByStoppedWhileDraining).toBeGreaterThan(0);
  });
});

describe('two instances behind nginx with deploy/nginx.conf, one of them crashing', () => {
  it('cuts only the streams of an instance that crashes, each of which succeeds when asked again, and fails no new request', async () => {
    const { url, first } = await deploy();
    const held = (await streamsUnderWay(url)).ended;
    const heldByFirst = await streamsInFlight(first.metrics);
    expect(heldByFirst).toBeGreaterThan(0);

    const later = arrivals(url, ARRIVAL_MS);
    await first.stop('SIGKILL');
    const outcomes = await held;
    const cut = count(outcomes, 'cut');
    const retries = await Promise.all(Array.from({ length: cut }, () => visit(url)));
    const newcomers = await later.stop();

    const figures = {
      sent: outcomes.length + newcomers.length + retries.length,
      heldByKilled: heldByFirst,
      cut,
      failed: count(outcomes, 'failed') + count(newcomers, 'failed'),
      newcomersCut: count(newcomers, 'cut'),
      retriesWhole: count(retries, 'whole'),
    };
    console.info('crash:', JSON.stringify(figures));
    // The instance's count is read a moment before the kill: a stream ending in between is whole,
    // not cut. Every cut stream was one it held, and at least one was cut.
    expect(cut).toBeGreaterThan(0);
    expect(cut).toBeLessThanOrEqual(heldByFirst);
    expect(figures).toMatchObject({ failed: 0, newcomersCut: 0, retriesWhole: cut });
  });
});

describe('two instances behind nginx, their host dying', () => {
  it('takes new recipes from the fallback host once the first one is gone, and fails none', async () => {
    const quick = { kind: 'stream', pieces: ['## Soup\n', 'Stir.\n'], gapMs: 10 } as const;
    const primary = await startFakeHost();
    const fallback = await startFakeHost();
    primary.answerWith(quick);
    fallback.answerWith(quick);
    try {
      const { url } = await deploy({ AI_BASE_URL: primary.baseURL, AI_FALLBACK_BASE_URL: fallback.baseURL, AI_FALLBACK_API_KEY: 'fallback-key' });
      const before = arrivals(url, ARRIVAL_MS);
      await expect.poll(() => primary.received.length, { timeout: 5_000 }).toBeGreaterThan(3);
      const beforeOutcomes = await before.stop();
      expect(fallback.received).toHaveLength(0);

      await primary.close(); // the host is gone: its port refuses every connection from now on
      const after = arrivals(url, ARRIVAL_MS);
      await expect.poll(() => fallback.received.length, { timeout: 5_000 }).toBeGreaterThan(10);
      const afterOutcomes = await after.stop();

      const figures = {
        beforeDeath: beforeOutcomes.length,
        afterDeath: afterOutcomes.length,
        failed: count([...beforeOutcomes, ...afterOutcomes], 'failed'),
        cut: count([...beforeOutcomes, ...afterOutcomes], 'cut'),
        answeredByFallback: fallback.received.length,
      };
      console.info('host dies:', JSON.stringify(figures));
      expect(figures).toMatchObject({ failed: 0, cut: 0 });
      expect(figures.answeredByFallback).toBeGreaterThanOrEqual(afterOutcomes.length);
      // Each host got its own key only.
      expect(new Set(fallback.received.map((request) => request.authorization))).toEqual(new Set(['Bearer fallback-key']));
    } finally {
      await fallback.close();
      await primary.close().catch(() => undefined);
    }
  });
});
