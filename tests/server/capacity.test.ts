import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { App } from '../../server/app.ts';
import { PUBLIC_MESSAGES } from '../../shared/api/api-errors.ts';
import { createModel } from '../../server/hosts/model-factory.ts';
import { FOUR, UPSTREAM, buildTestApp, mockChatCompletions, postRecipe, postRecipeOverHttp, sseResponse } from '../support/test-app.ts';
import { withFastClock } from '../support/clock.ts';
import { chatCompletionSse, errorFrame, openingFrames } from '../support/fake-host/chunks.ts';
import { upstream } from '../support/msw-setup.ts';
import { heldAnswer, parseUIStream, silentBody, textOf } from '../support/sse.ts';


/** The role frame and the first words of an answer, with nothing after them. */
const FIRST_WORDS = openingFrames(['## Soup\n']).join('');

/** A host that answers every request with a short whole recipe. */
const healthyHost = () => mockChatCompletions(() => sseResponse(chatCompletionSse(['## Soup\n', 'Stir.'])));

/** A host whose answer stays open until `release()`; the app listens for real so a stream can be held. */
async function heldStream(env: Record<string, string>) {
  const held = heldAnswer(['## Soup\n', 'Stir.']);
  let calls = 0;
  mockChatCompletions(() => {
    calls += 1;
    return sseResponse(calls > 1 ? chatCompletionSse(['## Soup\n', 'Stir.']) : held.body());
  });
  const served = await buildTestApp(env);
  const first = await postRecipeOverHttp(served);
  return { app: served, first, release: held.release, calls: () => calls };
}

describe('AI_MAX_CONCURRENT', () => {
  it('answers 503 with Retry-After and a friendly message while every slot is taken, without calling the host', async () => {
    const held = await heldStream({ AI_MAX_CONCURRENT: '1' });
    const second = await postRecipe(held.app, { ingredients: FOUR });

    expect(second.statusCode).toBe(503);
    expect(second.json()).toEqual({ error: { code: 'busy', message: PUBLIC_MESSAGES.busy } });
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect(held.calls()).toBe(1);

    held.release();
    expect(textOf(parseUIStream(await held.first.text()))).toBe('## Soup\nStir.');
    expect((await postRecipe(held.app, { ingredients: FOUR })).statusCode).toBe(200);
  });

  // With one slot, the next recipe only gets through if the one before gave its slot back. The first
  // runs on a fast clock, so a first-token timeout costs no real time and no other row can hit one.
  const timesOut = { AI_FIRST_TOKEN_TIMEOUT_MS: '150' };
  const neverTimesOut = { AI_FIRST_TOKEN_TIMEOUT_MS: '600000' };
  it.each([
    ['a whole answer', () => sseResponse(chatCompletionSse(['## Soup\n', 'Stir.'])), neverTimesOut, 200],
    ['a host failure before any text', () => HttpResponse.json({}, { status: 401 }), neverTimesOut, 502],
    ['a host error after the first text', () => sseResponse(`${FIRST_WORDS}${errorFrame('boom')}`), neverTimesOut, 200],
    ['a host that never sends a first token', () => sseResponse(silentBody()), timesOut, 504],
  ] as const)('gives the slot back after %s', async (_name, respond, env, status) => {
    mockChatCompletions(respond);
    const served = await buildTestApp({ AI_MAX_CONCURRENT: '1', ...env });
    expect((await withFastClock(() => postRecipe(served, { ingredients: FOUR }))).statusCode).toBe(status);

    upstream.resetHandlers();
    healthyHost();
    const next = await postRecipe(served, { ingredients: FOUR });
    expect(next.statusCode).toBe(200);
  });

  it('gives the slot back after an error of the server before any host is asked', async () => {
    const broken = createModel({ baseURL: UPSTREAM, apiKey: 'key', model: 'fake', offlineWordsPerSecond: 0 });
    Object.defineProperty(broken, 'model', {
      get() {
        throw new Error('no model today');
      },
    });
    const served = await buildTestApp({ AI_MAX_CONCURRENT: '1' }, { model: broken });
    expect((await postRecipe(served, { ingredients: FOUR })).statusCode).toBe(500);
    expect(served.capacity.inFlight).toBe(0);
    expect((await postRecipe(served, { ingredients: FOUR })).statusCode).toBe(500);
  });

  it('gives the slot back when the visitor leaves mid-recipe', async () => {
    const held = await heldStream({ AI_MAX_CONCURRENT: '1' });
    await held.first.body!.cancel();

    await expect.poll(async () => (await postRecipe(held.app, { ingredients: FOUR })).statusCode, { timeout: 2_000 }).toBe(200);
    held.release();
  });
});

describe('AI_DAILY_REQUEST_BUDGET', () => {
  const DAY = Date.parse('2026-03-14T22:00:00Z');

  it('answers 503 once the day is spent, says recipes are back tomorrow, and counts again the next day', async () => {
    const requests = healthyHost();
    let now = DAY;
    const served = await buildTestApp({ AI_DAILY_REQUEST_BUDGET: '2' }, { now: () => now });

    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await postRecipe(served, { ingredients: FOUR }));
    expect(statuses.map((response) => response.statusCode)).toEqual([200, 200, 503]);
    const spent = statuses[2]!;
    expect(spent.json()).toEqual({ error: { code: 'budget_exhausted', message: PUBLIC_MESSAGES.budget_exhausted } });
    expect(PUBLIC_MESSAGES.budget_exhausted).toMatch(/back tomorrow/);
    // Two hours to UTC midnight.
    expect(Number(spent.headers['retry-after'])).toBe(7_200);
    expect(requests).toHaveLength(2);

    now = DAY + 2 * 3_600_000;
    expect((await postRecipe(served, { ingredients: FOUR })).statusCode).toBe(200);
  });

  it('does not count requests refused for bad input', async () => {
    healthyHost();
    const served = await buildTestApp({ AI_DAILY_REQUEST_BUDGET: '1' });
    for (let i = 0; i < 5; i++) expect((await postRecipe(served, { ingredients: ['Tomato'] })).statusCode).toBe(400);
    expect((await postRecipe(served, { ingredients: FOUR })).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const fromBehindProxy = (served: App, client: string) =>
    served.inject({
      method: 'POST',
      url: '/api/recipe',
      payload: { ingredients: FOUR },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
    });

  it('ignores X-Forwarded-For by default, so nobody can dodge the rate limit by sending one', async () => {
    healthyHost();
    const served = await buildTestApp({ RATE_LIMIT_MAX: '1' });
    expect((await fromBehindProxy(served, '203.0.113.1')).statusCode).toBe(200);
    expect((await fromBehindProxy(served, '203.0.113.2')).statusCode).toBe(429);
  });

  it('takes the client address from X-Forwarded-For behind a trusted proxy', async () => {
    healthyHost();
    const served = await buildTestApp({ RATE_LIMIT_MAX: '1', TRUST_PROXY: '127.0.0.1' });
    expect((await fromBehindProxy(served, '203.0.113.1')).statusCode).toBe(200);
    expect((await fromBehindProxy(served, '203.0.113.2')).statusCode).toBe(200);
    expect((await fromBehindProxy(served, '203.0.113.1')).statusCode).toBe(429);
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After, in the API error shape, once the heap is past its limit', async () => {
    const requests = healthyHost();
    // The heap is sampled once a second (on a fake clock here): the limit applies from the first sample on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let served: App;
    try {
      served = await buildTestApp({ MAX_HEAP_USED_BYTES: '1' });
      expect(served.isUnderPressure()).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(served.isUnderPressure()).toBe(true);
    } finally {
      vi.useRealTimers();
    }

    const shed = await postRecipe(served, { ingredients: FOUR });
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toEqual({ error: { code: 'overloaded', message: PUBLIC_MESSAGES.overloaded } });
    expect(Number(shed.headers['retry-after'])).toBeGreaterThan(0);
    expect(requests).toHaveLength(0);
  });
});
