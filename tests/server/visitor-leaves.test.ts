import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { FOUR, buildTestApp, mockChatCompletions, mockHeldAnswer, postRecipeOverHttp, sseResponse } from '../support/test-app.ts';
import { captureLogs } from '../support/logs.ts';
import { silentBody } from '../support/sse.ts';

// The host sends the first words and holds the rest for as long as it is let: only the visitor leaving ends the recipe.
const heldHost = () => mockHeldAnswer(['## Soup\n', 'Stir.']);

describe('when the visitor leaves mid-recipe', () => {
  it('aborts the upstream call', async () => {
    const host = heldHost();
    const app = await buildTestApp();
    const visitor = new AbortController();
    const response = await postRecipeOverHttp(app, FOUR, visitor.signal);
    await response.body!.getReader().read(); // the first text has arrived
    expect(host.upstreamSignal()?.aborted).toBe(false);
    visitor.abort();

    await expect.poll(() => host.upstreamSignal()?.aborted, { timeout: 5_000 }).toBe(true);
  });

  it('writes one line for it at info, the recipe line', async () => {
    heldHost();
    const { lines, logger } = captureLogs();
    const app = await buildTestApp({}, { logger });
    const visitor = new AbortController();
    const response = await postRecipeOverHttp(app, FOUR, visitor.signal);
    await response.body!.getReader().read();
    visitor.abort();

    await expect.poll(() => lines.filter((line) => line.msg === 'recipe').length, { timeout: 5_000 }).toBe(1);
    await app.close(); // nothing is written for the request after this
    const atInfo = lines.filter((line) => (line.level as number) >= 30 && !/listening/.test(String(line.msg)));
    expect(atInfo).toEqual([expect.objectContaining({ msg: 'recipe', outcome: 'aborted' })]);
  });

  it('notices a visitor who left before the recipe started, and frees the slot at once', async () => {
    let upstreamSignal: AbortSignal | undefined;
    mockChatCompletions((_body, request) => {
      upstreamSignal = request.signal;
      return sseResponse(silentBody());
    });
    const { lines, logger } = captureLogs();
    const app = await buildTestApp({}, { logger });
    // A slow hook before the handler (the rate limit asking Redis, say) that outlasts the visitor.
    let reached = () => {};
    const inHook = new Promise<void>((resolve) => (reached = resolve));
    let leave = () => {};
    const left = new Promise<void>((resolve) => (leave = resolve));
    app.addHook('preHandler', async (request) => {
      reached();
      await left;
      if (!request.raw.socket.destroyed) await once(request.raw.socket, 'close'); // the closed connection has reached the server
    });
    const visitor = new AbortController();
    const response = postRecipeOverHttp(app, FOUR, visitor.signal).catch(() => undefined);
    await inHook;
    visitor.abort();
    await response;
    leave();

    // Unnoticed, the stream would hold its slot until the host said something, which this one never does.
    await expect.poll(() => lines.find((line) => line.msg === 'recipe')?.outcome, { timeout: 5_000 }).toBe('aborted');
    expect(app.capacity.inFlight).toBe(0);
    expect(upstreamSignal === undefined || upstreamSignal.aborted).toBe(true);
  });
});
