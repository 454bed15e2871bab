import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { FOUR, buildTestApp, mockChatCompletions, postRecipeOverHttp, sseResponse } from '../helpers/app.ts';
import { captureLogs } from '../helpers/logs.ts';
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

  it('writes one line for it at info, the recipe line', async () => {
    const frames = chatCompletionSse(Array.from({ length: 200 }, (_, i) => `word${i} `)).split(/(?<=\n\n)/);
    mockChatCompletions(() => sseResponse(pacedBody(frames, 20)));
    const { lines, logger } = captureLogs();
    app = await buildTestApp({}, { logger });
    const visitor = new AbortController();
    const response = await postRecipeOverHttp(app, FOUR, visitor.signal);
    await response.body!.getReader().read();
    visitor.abort();

    await expect.poll(() => lines.filter((line) => line.msg === 'recipe').length, { timeout: 2_000 }).toBe(1);
    await sleep(100); // anything else would have been written by now
    const atInfo = lines.filter((line) => (line.level as number) >= 30 && !/listening/.test(String(line.msg)));
    expect(atInfo).toEqual([expect.objectContaining({ msg: 'recipe', outcome: 'aborted' })]);
  });

  it('notices a visitor who left before the recipe started, and frees the slot at once', async () => {
    let upstreamSignal: AbortSignal | undefined;
    mockChatCompletions((_body, request) => {
      upstreamSignal = request.signal;
      return sseResponse(pacedBody(chatCompletionSse(['never']).split(/(?<=\n\n)/), 5_000));
    });
    const { lines, logger } = captureLogs();
    app = await buildTestApp({}, { logger });
    // A slow hook before the handler (the rate limit asking Redis, say) that outlasts the visitor.
    let reached = () => {};
    const inHook = new Promise<void>((resolve) => (reached = resolve));
    let leave = () => {};
    const left = new Promise<void>((resolve) => (leave = resolve));
    app.addHook('preHandler', async () => {
      reached();
      await left;
      await sleep(100); // the closed connection has reached the server
    });
    const visitor = new AbortController();
    const response = postRecipeOverHttp(app, FOUR, visitor.signal).catch(() => undefined);
    await inHook;
    visitor.abort();
    await response;
    leave();

    // Unnoticed, the stream would hold its slot until the host said something: 5 s here.
    await expect.poll(() => lines.find((line) => line.msg === 'recipe')?.outcome, { timeout: 1_000 }).toBe('aborted');
    expect(app.capacity.inFlight).toBe(0);
    expect(upstreamSignal === undefined || upstreamSignal.aborted).toBe(true);
  });
});
