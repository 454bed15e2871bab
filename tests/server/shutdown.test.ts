import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { closeGracefully } from '../../server/shutdown.ts';
import { buildTestApp, mockChatCompletions, postRecipeOverHttp, sseResponse } from '../helpers/app.ts';
import { chatCompletionSse, pacedBody, parseUIStream, textOf } from '../helpers/sse.ts';

let app: App | undefined;
afterEach(() => app?.close());

const WORDS = Array.from({ length: 20 }, (_, i) => `word${i} `);

/** A real app on a loopback port, its host pacing `WORDS` `gapMs` apart. */
async function startServing(gapMs: number) {
  const frames = chatCompletionSse(WORDS).split(/(?<=\n\n)/);
  let upstreamSignal: AbortSignal | undefined;
  mockChatCompletions((_body, request) => {
    upstreamSignal = request.signal;
    return sseResponse(pacedBody(frames, gapMs));
  });
  app = await buildTestApp();
  const response = await postRecipeOverHttp(app);
  return { response, upstreamSignal: () => upstreamSignal };
}

describe('closeGracefully', () => {
  it('aborts a stream still running after the grace period, upstream included, and then closes', async () => {
    const { response, upstreamSignal } = await startServing(1_000); // 20 s of recipe
    const body = response.text();
    const startedAt = performance.now();

    await closeGracefully(app!, 200);

    const tookMs = performance.now() - startedAt;
    expect(upstreamSignal()?.aborted).toBe(true);
    expect(tookMs).toBeGreaterThanOrEqual(190);
    expect(tookMs).toBeLessThan(3_000);
    expect(textOf(parseUIStream(await body))).not.toContain('word19');
  });

  it('delivers a stream that finishes within the grace period whole', async () => {
    const { response, upstreamSignal } = await startServing(20); // about half a second
    const body = response.text();

    await closeGracefully(app!, 5_000);

    expect(upstreamSignal()?.aborted).toBe(false);
    expect(textOf(parseUIStream(await body))).toBe(WORDS.join(''));
  });
});
