import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_MESSAGES } from '../../shared/api-errors.ts';
import { buildTestApp, FOUR, mockHeldAnswer, postRecipe, postRecipeOverHttp } from '../helpers/app.ts';
import { until } from '../helpers/clock.ts';
import { parseUIStream, textOf } from '../helpers/sse.ts';

const WORDS = Array.from({ length: 20 }, (_, i) => `word${i} `);

/** A real app on a loopback port, draining with `graceMs` of grace, streaming a recipe whose host holds back all but the first word. */
async function streamingHeldRecipe(graceMs: number) {
  const host = mockHeldAnswer(WORDS);
  const app = await buildTestApp({ SHUTDOWN_GRACE_MS: String(graceMs) });
  const response = await postRecipeOverHttp(app);
  await until(() => app.capacity.inFlight === 1);
  return { app, body: response.text(), ...host };
}

describe('GET /readyz', () => {
  it('answers 200 ready, never cached, while the instance takes recipes', async () => {
    const app = await buildTestApp();

    const answer = await app.inject({ method: 'GET', url: '/readyz' });

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 from the moment the instance drains, while /healthz stays 200', async () => {
    const { app, release } = await streamingHeldRecipe(600_000);

    void app.drain();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    const healthy = await app.inject({ method: 'GET', url: '/healthz' });
    release();

    expect(ready.statusCode).toBe(503);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'draining' });
    expect(healthy.statusCode).toBe(200);
  });
});

describe('draining', () => {
  it('refuses a new recipe with 503 shutting_down and Retry-After, and lets its connection go', async () => {
    const { app, release } = await streamingHeldRecipe(600_000);

    void app.drain();
    const answer = await postRecipe(app, { ingredients: FOUR });
    release();

    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.headers.connection).toBe('close');
    expect(answer.json()).toEqual({ error: { code: 'shutting_down', message: PUBLIC_MESSAGES.shutting_down } });
  });

  it('resolves once the recipe in flight has finished, delivered whole', async () => {
    const { app, body, release, upstreamSignal } = await streamingHeldRecipe(600_000);

    let drained = false;
    const draining = app.drain().then(() => (drained = true));
    // Still streaming: the drain waits for it, and the app keeps answering.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(drained).toBe(false);
    release();
    await draining;

    expect(app.capacity.inFlight).toBe(0);
    expect(upstreamSignal()?.aborted).toBe(false);
    expect(textOf(parseUIStream(await body))).toBe(WORDS.join(''));
  });

  it('stops a recipe still streaming when the grace period is over, telling its visitor, and then resolves', async () => {
    const { app, body, upstreamSignal } = await streamingHeldRecipe(200);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const draining = app.drain();
      await vi.advanceTimersByTimeAsync(199);
      expect(upstreamSignal()?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(upstreamSignal()?.aborted).toBe(true);
      await draining;
    } finally {
      vi.useRealTimers();
    }

    const chunks = parseUIStream(await body);
    expect(textOf(chunks)).toBe(WORDS[0]);
    expect(chunks.at(-1)).toEqual({ type: 'error', errorText: PUBLIC_MESSAGES.shutting_down });
  });

  it('resolves at once when no recipe is in flight', async () => {
    const app = await buildTestApp({ SHUTDOWN_GRACE_MS: '600000' });

    await app.drain();

    expect(app.isDraining()).toBe(true);
  });
});
