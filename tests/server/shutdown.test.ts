import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_MESSAGES } from '../../shared/api/api-errors.ts';
import { buildTestApp, mockChatCompletions, mockHeldAnswer, postRecipeOverHttp, sseResponse } from '../support/test-app.ts';
import { until, withFastClock } from '../support/clock.ts';
import { chatCompletionSse } from '../support/fake-host/chunks.ts';
import { parseUIStream, textOf } from '../support/sse.ts';

const WORDS = Array.from({ length: 20 }, (_, i) => `word${i} `);

/** A real app on a loopback port, closing with `graceMs` of grace, streaming a recipe whose host holds back all but the first word. */
async function servingHeldRecipe(graceMs: number) {
  const host = mockHeldAnswer(WORDS);
  const app = await buildTestApp({ SHUTDOWN_GRACE_MS: String(graceMs) });
  const response = await postRecipeOverHttp(app);
  return { app, body: response.text(), ...host };
}

describe('closing the app', () => {
  it('aborts a stream still running after the grace period, upstream included, and then closes', async () => {
    const { app, body, upstreamSignal } = await servingHeldRecipe(200);

    // The grace period runs on a fake clock: nothing is cut a moment before it is over.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const closed = app.close();
      await until(() => app.isDraining());
      await vi.advanceTimersByTimeAsync(199);
      expect(upstreamSignal()?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(upstreamSignal()?.aborted).toBe(true);
      await closed;
    } finally {
      vi.useRealTimers();
    }

    const chunks = parseUIStream(await body);
    expect(textOf(chunks)).toBe(WORDS[0]);
    // The visitor is told the recipe was cut off, not handed it as if it were whole.
    expect(chunks.at(-1)).toEqual({ type: 'error', errorText: PUBLIC_MESSAGES.shutting_down });
    expect(chunks.map((chunk) => chunk.type)).not.toContain('finish');
  });

  it('answers 503 with Retry-After to a recipe still waiting for its first word', async () => {
    mockChatCompletions(async (_body, request) => {
      await sleep(600_000, undefined, { signal: request.signal }).catch(() => undefined);
      return sseResponse(chatCompletionSse(WORDS));
    });
    const app = await buildTestApp({ SHUTDOWN_GRACE_MS: '200' });
    const response = postRecipeOverHttp(app);
    await expect.poll(() => app.capacity.inFlight).toBe(1);

    await withFastClock(() => app.close());

    const answer = await response;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({ error: { code: 'shutting_down', message: PUBLIC_MESSAGES.shutting_down } });
  });

  it('delivers a stream that finishes within the grace period whole', async () => {
    const { app, body, release, upstreamSignal } = await servingHeldRecipe(600_000);

    const closed = app.close();
    await until(() => app.isDraining());
    release();
    await closed;

    expect(upstreamSignal()?.aborted).toBe(false);
    expect(textOf(parseUIStream(await body))).toBe(WORDS.join(''));
  });
});
