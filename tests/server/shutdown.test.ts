import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_MESSAGES } from '../../shared/api-errors.ts';
import type { App } from '../../server/app.ts';
import { buildTestApp, mockChatCompletions, postRecipeOverHttp, sseResponse } from '../helpers/app.ts';
import { chatCompletionSse, pacedBody, parseUIStream, textOf } from '../helpers/sse.ts';

let app: App | undefined;
afterEach(() => app?.close());

const WORDS = Array.from({ length: 20 }, (_, i) => `word${i} `);

/** A real app on a loopback port, its host pacing `WORDS` `gapMs` apart, closing with `graceMs` of grace. */
async function startServing(gapMs: number, graceMs: number) {
  const frames = chatCompletionSse(WORDS).split(/(?<=\n\n)/);
  let upstreamSignal: AbortSignal | undefined;
  mockChatCompletions((_body, request) => {
    upstreamSignal = request.signal;
    return sseResponse(pacedBody(frames, gapMs));
  });
  app = await buildTestApp({ SHUTDOWN_GRACE_MS: String(graceMs) });
  const response = await postRecipeOverHttp(app);
  return { response, upstreamSignal: () => upstreamSignal };
}

describe('closing the app', () => {
  it('aborts a stream still running after the grace period, upstream included, and then closes', async () => {
    const { response, upstreamSignal } = await startServing(1_000, 200); // 20 s of recipe
    const body = response.text();
    const startedAt = performance.now();

    await app!.close();

    const tookMs = performance.now() - startedAt;
    expect(upstreamSignal()?.aborted).toBe(true);
    expect(tookMs).toBeGreaterThanOrEqual(190);
    expect(tookMs).toBeLessThan(3_000);
    const chunks = parseUIStream(await body);
    expect(textOf(chunks)).not.toContain('word19');
    // The visitor is told the recipe was cut off, not handed it as if it were whole.
    expect(chunks.at(-1)).toEqual({ type: 'error', errorText: PUBLIC_MESSAGES.shutting_down });
    expect(chunks.map((chunk) => chunk.type)).not.toContain('finish');
  });

  it('answers 503 with Retry-After to a recipe still waiting for its first word', async () => {
    mockChatCompletions(async (_body, request) => {
      await sleep(20_000, undefined, { signal: request.signal }).catch(() => undefined);
      return sseResponse(chatCompletionSse(WORDS));
    });
    app = await buildTestApp({ SHUTDOWN_GRACE_MS: '200' });
    const response = postRecipeOverHttp(app);
    await expect.poll(() => app!.capacity.inFlight).toBe(1);

    await app.close();

    const answer = await response;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({ error: { code: 'shutting_down', message: PUBLIC_MESSAGES.shutting_down } });
  });

  it('delivers a stream that finishes within the grace period whole', async () => {
    const { response, upstreamSignal } = await startServing(20, 5_000); // about half a second
    const body = response.text();

    await app!.close();

    expect(upstreamSignal()?.aborted).toBe(false);
    expect(textOf(parseUIStream(await body))).toBe(WORDS.join(''));
  });
});
