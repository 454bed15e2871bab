import { http, HttpResponse, passthrough } from 'msw';
import { onTestFinished } from 'vitest';
import { buildApp, type AppDeps } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { upstream } from './msw-setup.ts';
import { heldAnswer } from './sse.ts';

/** The fake upstream every server test points at; msw answers for it. */
export const UPSTREAM = 'https://llm.test/v1';
/** A key that must never appear in anything the API sends back. */
export const TEST_KEY = 'test-secret-key-do-not-leak-4f9a';

// Load shedding is off unless a test sets its limits: neither a busy test machine (event-loop delay)
// nor the test worker's own heap, which depends on the machine, may turn a recipe into a 503.
const NO_LOAD_SHEDDING = { MAX_EVENT_LOOP_DELAY_MS: '0', MAX_HEAP_USED_BYTES: String(Number.MAX_SAFE_INTEGER) };

/** An app against the fake upstream, closed when the test that built it finishes; env overrides any variable. */
export async function buildTestApp(env: Record<string, string> = {}, deps: AppDeps = {}) {
  const config = loadConfig({ AI_BASE_URL: UPSTREAM, AI_API_KEY: TEST_KEY, RATE_LIMIT_MAX: '1000', ...NO_LOAD_SHEDDING, ...env });
  const app = await buildApp(config, deps);
  onTestFinished(() => app.close());
  return app;
}

/** Four ingredients: the smallest valid request. */
export const FOUR = ['Tomato', 'Onion', 'Garlic', 'Pasta'];

/** Answers the chat-completions endpoint with `respond`, recording each request body it receives. */
export function mockChatCompletions(respond: (body: Record<string, unknown>, request: Request) => Response | Promise<Response>) {
  const requests: { body: Record<string, unknown>; headers: Headers; url: string }[] = [];
  upstream.use(
    http.post(`${UPSTREAM}/chat/completions`, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      requests.push({ body, headers: request.headers, url: request.url });
      return respond(body, request);
    }),
  );
  return requests;
}

/**
 * Answers the chat-completions endpoint with `texts`, held open after the first until `release()`
 * (see heldAnswer); `upstreamSignal()` is the last call's signal, aborted when the app gives up on it.
 */
export function mockHeldAnswer(texts: readonly string[]) {
  const held = heldAnswer(texts);
  let upstreamSignal: AbortSignal | undefined;
  mockChatCompletions((_body, request) => {
    upstreamSignal = request.signal;
    return sseResponse(held.body());
  });
  return { release: held.release, upstreamSignal: () => upstreamSignal };
}

/** An SSE response as a host sends it. */
export function sseResponse(body: string | ReadableStream<Uint8Array>, init: ResponseInit = {}): Response {
  return new HttpResponse(body, {
    status: 200,
    ...init,
    headers: { 'content-type': 'text/event-stream', ...(init.headers as Record<string, string> | undefined) },
  });
}

/** Posts ingredients to the API through inject. */
export function postRecipe(app: Awaited<ReturnType<typeof buildApp>>, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/recipe', payload: payload as object, headers });
}

/**
 * Puts the app on a real loopback port and posts ingredients to it with fetch, so a test can hold
 * the stream open or walk away from it; only the host stays mocked.
 */
export async function postRecipeOverHttp(app: Awaited<ReturnType<typeof buildApp>>, ingredients: readonly string[] = FOUR, signal?: AbortSignal) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  upstream.use(http.post(`${address}/api/recipe`, () => passthrough()));
  return fetch(`${address}/api/recipe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ingredients }),
    signal,
  });
}
