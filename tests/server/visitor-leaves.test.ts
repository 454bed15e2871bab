import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { FOUR, buildTestApp, mockChatCompletions, postRecipeOverHttp, sseResponse } from '../helpers/app.ts';
import { chatCompletionSse, pacedBody } from '../helpers/sse.ts';

let app: App | undefined;
afterEach(() => app?.close());

describe('when the visitor leaves mid-recipe', () => {
  it('aborts the upstream call', async () => {
    const frames = chatCompletionSse(Array.from({ length: 200 }, (_, i) => `word${i} `)).split(/(?<=\n\n)/);
    let upstreamSignal: AbortSignal | undefined;
    mockChatCompletions((_body, request) => {
      upstreamSignal = request.signal;
      return sseResponse(pacedBody(frames, 20));
    });
    app = await buildTestApp();
    const visitor = new AbortController();
    const response = await postRecipeOverHttp(app, FOUR, visitor.signal);
    const reader = response.body!.getReader();
    await reader.read(); // the first text has arrived
    expect(upstreamSignal?.aborted).toBe(false);
    visitor.abort();

    await expect.poll(() => upstreamSignal?.aborted, { timeout: 2_000 }).toBe(true);
  });
});
