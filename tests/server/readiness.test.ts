import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_MESSAGES } from '../../shared/api/api-errors.ts';
import { buildTestApp, FOUR, mockHeldAnswer, postRecipe, postRecipeOverHttp } from '../support/test-app.ts';
import { until } from '../support/clock.ts';
import { parseUIStream, textOf } from '../support/sse.ts';

const WORDS = Array.from({ length: 20 }, (_, i) => `word${i} `);

/**
 * A real app on a loopback port, draining with a window of `windowMs` and `graceMs` of grace,
 * streaming a recipe whose host holds back all but the first word.
 */
async function streamingHeldRecipe({ windowMs, graceMs }: { windowMs: number; graceMs: number }) {
  const host = mockHeldAnswer(WORDS);
  const app = await buildTestApp({ SHUTDOWN_DRAIN_MS: String(windowMs), SHUTDOWN_GRACE_MS: String(graceMs) });
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
    const { app, release } = await streamingHeldRecipe({ windowMs: 600_000, graceMs: 600_000 });

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
  it('serves a new recipe whole while the window lasts, and lets its connection go', async () => {
    const { app, release } = await streamingHeldRecipe({ windowMs: 600_000, graceMs: 600_000 });

    void app.drain();
    release();
    const answer = await postRecipe(app, { ingredients: FOUR });

    expect(app.isDraining()).toBe(true);
    expect(answer.statusCode).toBe(200);
    // A proxy does not send its next request on this connection: it goes elsewhere or to a new one.
    expect(answer.headers.connection).toBe('close');
    expect(textOf(parseUIStream(answer.body))).toBe(WORDS.join(''));
  });

  it('goes on listening for the window, then stops listening while the recipe in flight streams on', async () => {
    const { app, release, upstreamSignal } = await streamingHeldRecipe({ windowMs: 200, graceMs: 600_000 });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      void app.drain();
      await vi.advanceTimersByTimeAsync(199);
      expect(app.server.listening).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(app.server.listening).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    expect(app.capacity.inFlight).toBe(1);
    expect(upstreamSignal()?.aborted).toBe(false);
    release();
  });

  it('resolves once the recipe in flight has finished, delivered whole', async () => {
    const { app, body, release, upstreamSignal } = await streamingHeldRecipe({ windowMs: 0, graceMs: 600_000 });

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

  it('gives the recipes in flight the whole grace period from the end of the window, then stops them, telling their visitors', async () => {
    const { app, body, upstreamSignal } = await streamingHeldRecipe({ windowMs: 100, graceMs: 200 });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const draining = app.drain();
      // A recipe accepted at the very end of the window has all of the grace to finish in.
      await vi.advanceTimersByTimeAsync(100 + 199);
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

  it('resolves once the window is over when no recipe is in flight', async () => {
    const app = await buildTestApp({ SHUTDOWN_DRAIN_MS: '200', SHUTDOWN_GRACE_MS: '600000' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let drained = false;
      const draining = app.drain().then(() => (drained = true));
      await vi.advanceTimersByTimeAsync(199);
      expect(drained).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await draining;
    } finally {
      vi.useRealTimers();
    }

    expect(app.isDraining()).toBe(true);
  });
});
