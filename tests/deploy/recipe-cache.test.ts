import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHost } from '../support/fake-host/server.ts';
import { startServer } from '../support/server-process.ts';
import { startRedis, untilCountingInRedis } from '../support/redis-server.ts';
import { startNginx } from '../support/nginx.ts';
import { parseUIStream, textOf } from '../support/sse.ts';

const RECIPE = ['## Leek and pea risotto\n\n', 'Soften the leek. ', 'Stir in the rice, then the peas.\n'];

let redis: Awaited<ReturnType<typeof startRedis>>;
let host: Awaited<ReturnType<typeof startFakeHost>>;
let instances: Awaited<ReturnType<typeof startServer>>[];
let proxy: Awaited<ReturnType<typeof startNginx>>;

beforeAll(async () => {
  redis = await startRedis();
  host = await startFakeHost();
  const env = {
    REDIS_URL: redis.url,
    AI_BASE_URL: host.baseURL,
    AI_API_KEY: 'deploy-key',
    AI_MODEL: 'test-model',
    RECIPE_PROOF_KEY: 'the-replicas-shared-key-of-32-characters',
    RECIPE_CACHE_TTL: '600',
    TRUST_PROXY: '127.0.0.1',
  };
  instances = await Promise.all([startServer(env), startServer(env)]);
  await Promise.all(instances.map((instance) => untilCountingInRedis(instance.url)));
  proxy = await startNginx(instances.map((instance) => new URL(instance.url).host));
});

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(instances?.map((instance) => instance.stop()) ?? []);
  await host?.close();
  await redis?.stop();
});

/** A visitor asking through the proxy for a recipe for `ingredients`, read to its end. */
async function ask(ingredients: readonly string[]) {
  const response = await fetch(`${proxy.url}/api/recipe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ingredients }) });
  const chunks = parseUIStream(await response.text());
  return { status: response.status, text: textOf(chunks), failed: chunks.some((chunk) => chunk.type === 'error') };
}

// A recipe is kept once its answer has ended, a moment after the visitor has read it.
const kept = () => new Promise((resolve) => setTimeout(resolve, 200));
const recipesBy = (cache: 'hit' | 'miss') => instances.map((instance) => instance.logs().split('\n').filter((line) => line.includes('"msg":"recipe"') && line.includes(`"cache":"${cache}"`)).length);

describe('two replicas behind nginx sharing one recipe cache in Redis', () => {
  it('ask the host once for a recipe two visitors ask for, whichever replica each reaches, with the same text', async () => {
    host.answerWith({ kind: 'stream', pieces: RECIPE, gapMs: 5 });
    const asked = host.received.length;
    const first = await ask(['Leek', 'Peas', 'Rice', 'Stock']);
    await kept();
    // nginx takes turns: the second visitor reaches the other replica.
    const second = await ask(['stock', 'rice', 'peas', 'leek']);
    expect(host.received.length - asked).toBe(1);
    expect(second).toEqual(first);
    expect(first.text).toBe(RECIPE.join(''));
    expect(recipesBy('hit').reduce((sum, n) => sum + n)).toBe(1);
  });

  it('never serve a cut stream from the cache', async () => {
    const list = ['Cod', 'Lemon', 'Dill', 'Potato'];
    const asked = host.received.length;
    host.answerWith({ kind: 'reset', pieces: RECIPE.slice(0, 2) });
    expect((await ask(list)).failed).toBe(true);
    await kept();
    host.answerWith({ kind: 'stream', pieces: RECIPE, gapMs: 5 });
    expect(await ask(list)).toMatchObject({ status: 200, failed: false, text: RECIPE.join('') });
    expect(host.received.length - asked).toBe(2);
  });
});
