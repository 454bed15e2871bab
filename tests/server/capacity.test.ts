import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { PUBLIC_MESSAGES } from '../../shared/api-errors.ts';
import { FOUR, buildTestApp, mockChatCompletions, postRecipe, postRecipeOverHttp, sseResponse } from '../helpers/app.ts';
import { upstream } from '../helpers/msw-setup.ts';
import { chatCompletionSse, parseUIStream, textOf } from '../helpers/sse.ts';

const apps: App[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

async function app(env: Record<string, string>, deps: Parameters<typeof buildTestApp>[1] = {}) {
  const built = await buildTestApp(env, deps);
  apps.push(built);
  return built;
}

/** The role frame and the first words of an answer, with nothing after them. */
const FIRST_WORDS = chatCompletionSse(['## Soup\n']).split(/(?<=\n\n)/).slice(0, 2).join('');

/** A body that sends a keep-alive comment and then nothing, never closing. */
const silentBody = () =>
  new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode(': keep-alive\n\n')) });

/** A host that answers every request with a short whole recipe. */
const healthyHost = () => mockChatCompletions(() => sseResponse(chatCompletionSse(['## Soup\n', 'Stir.'])));

/** A host whose answer stays open until `release()`; the app listens for real so a stream can be held. */
async function heldStream(env: Record<string, string>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const frames = chatCompletionSse(['## Soup\n', 'Stir.']).split(/(?<=\n\n)/);
  let calls = 0;
  mockChatCompletions(() => {
    calls += 1;
    if (calls > 1) return sseResponse(frames.join(''));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const encode = (text: string) => new TextEncoder().encode(text);
        controller.enqueue(encode(frames.slice(0, 2).join('')));
        await released;
        controller.enqueue(encode(frames.slice(2).join('')));
        controller.close();
      },
    });
    return sseResponse(body);
  });
  const served = await app(env);
  const first = await postRecipeOverHttp(served);
  return { app: served, first, release, calls: () => calls };
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

  // With one slot, the next recipe only gets through if the one before gave its slot back.
  it.each([
    ['a whole answer', () => sseResponse(chatCompletionSse(['## Soup\n', 'Stir.'])), 200],
    ['a host failure before any text', () => HttpResponse.json({}, { status: 401 }), 502],
    ['a host error after the first text', () => sseResponse(`${FIRST_WORDS}data: {"error":{"message":"boom"}}\n\n`), 200],
    ['a host that never sends a first token', () => sseResponse(silentBody()), 504],
  ] as const)('gives the slot back after %s', async (_name, respond, status) => {
    mockChatCompletions(respond);
    const served = await app({ AI_MAX_CONCURRENT: '1', AI_FIRST_TOKEN_TIMEOUT_MS: '300' });
    expect((await postRecipe(served, { ingredients: FOUR })).statusCode).toBe(status);

    upstream.resetHandlers();
    healthyHost();
    const next = await postRecipe(served, { ingredients: FOUR });
    expect(next.statusCode).toBe(200);
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
    const served = await app({ AI_DAILY_REQUEST_BUDGET: '2' }, { now: () => now });

    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await postRecipe(served, { ingredients: FOUR }));
    expect(statuses.map((response) => response.statusCode)).toEqual([200, 200, 503]);
    const spent = statuses[2];
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
    const served = await app({ AI_DAILY_REQUEST_BUDGET: '1' });
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
    const served = await app({ RATE_LIMIT_MAX: '1' });
    expect((await fromBehindProxy(served, '203.0.113.1')).statusCode).toBe(200);
    expect((await fromBehindProxy(served, '203.0.113.2')).statusCode).toBe(429);
  });

  it('takes the client address from X-Forwarded-For behind a trusted proxy', async () => {
    healthyHost();
    const served = await app({ RATE_LIMIT_MAX: '1', TRUST_PROXY: '127.0.0.1' });
    expect((await fromBehindProxy(served, '203.0.113.1')).statusCode).toBe(200);
    expect((await fromBehindProxy(served, '203.0.113.2')).statusCode).toBe(200);
    expect((await fromBehindProxy(served, '203.0.113.1')).statusCode).toBe(429);
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After, in the API error shape, once the heap is past its limit', async () => {
    const requests = healthyHost();
    const served = await app({ MAX_HEAP_USED_BYTES: '1' });

    await expect.poll(async () => (await postRecipe(served, { ingredients: FOUR })).statusCode, { timeout: 3_000 }).toBe(503);
    // Until the first heap sample the app still serves; from then on nothing reaches the host.
    const reachedHost = requests.length;
    const shed = await postRecipe(served, { ingredients: FOUR });
    expect(shed.json()).toEqual({ error: { code: 'overloaded', message: PUBLIC_MESSAGES.overloaded } });
    expect(Number(shed.headers['retry-after'])).toBeGreaterThan(0);
    expect(requests).toHaveLength(reachedHost);
  });
});
