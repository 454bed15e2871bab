import { readFileSync } from 'node:fs';
import type { DraftKey } from '../../shared/api/draft-key.ts';
import { join } from 'node:path';
import { vi } from 'vitest';

/** One SSE frame of the AI SDK UI message stream, as the server writes it. */
export const frame = (chunk: object | '[DONE]') =>
  `data: ${typeof chunk === 'string' ? chunk : JSON.stringify(chunk)}\n\n`;

const STREAM_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  'x-vercel-ai-ui-message-stream': 'v1',
};

/** A proof of the shape the service signs recipes with (base64url, 43 characters); `n` tells them apart. */
export const proofFor = (n: number) => `proof-${n}`.padEnd(43, 'x');

/**
 * The frames of a whole successful answer whose text arrives in these pieces, with the service's
 * proof before the finish when given, and beside it the key of the built-in chef's draft when given.
 */
export function answerFrames(deltas: readonly string[], proof?: string, draft?: DraftKey): string[] {
  return [
    frame({ type: 'start' }),
    frame({ type: 'text-start', id: 't' }),
    ...deltas.map((delta) => frame({ type: 'text-delta', id: 't', delta })),
    frame({ type: 'text-end', id: 't' }),
    ...(proof === undefined ? [] : [frame({ type: 'data-recipe-proof', data: { proof, ...(draft ? { draft } : {}) } })]),
    frame({ type: 'finish' }),
    frame('[DONE]'),
  ];
}

/** A 200 response replaying these frames at once; `by` names who wrote it, as the server's x-recipe-by header does. */
export const streamResponse = (frames: readonly string[], by?: string) =>
  new Response(frames.join(''), { status: 200, headers: { ...STREAM_HEADERS, ...(by === undefined ? {} : { 'x-recipe-by': encodeURIComponent(by) }) } });

/** An API error response, `{ error: { code, message } }`. */
export const errorResponse = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });

/** A stream the test writes to piece by piece, to see what the page shows mid-answer. */
export function openStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const send = (text: string) => controller.enqueue(encoder.encode(text));
  return {
    response: new Response(body, { status: 200, headers: STREAM_HEADERS }),
    begin: () => send(frame({ type: 'start' }) + frame({ type: 'text-start', id: 't' })),
    text: (delta: string) => send(frame({ type: 'text-delta', id: 't', delta })),
    /** Any other part of the stream, as the server sends it. */
    part: (chunk: object) => send(frame(chunk)),
    end: () => {
      send(frame({ type: 'text-end', id: 't' }) + frame({ type: 'finish' }) + frame('[DONE]'));
      controller.close();
    },
    fail: (errorText: string) => {
      send(frame({ type: 'error', errorText }));
      controller.close();
    },
  };
}

type Answer = Response | Promise<Response>;

/** The response as a browser's fetch gives it: its body fails with an AbortError once the signal aborts. */
function abortable(response: Response, signal: AbortSignal | null | undefined): Response {
  if (!signal || !response.body) return response;
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      signal.addEventListener(
        'abort',
        () => {
          controller.error(new DOMException('The user aborted a request.', 'AbortError'));
          reader.cancel().catch(() => {});
        },
        { once: true },
      );
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (signal.aborted) return;
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
  return new Response(body, { status: response.status, headers: response.headers });
}

interface FakeApiOptions {
  /** Answers the n-th POST /api/recipe (0-based). */
  recipe?: (call: number) => Answer;
  health?: () => Answer;
  /** Answers POST /api/recipe/check (whether a shared recipe's proof is the service's own). */
  check?: (body: { ingredients: string[]; recipe: string; proof: string }) => Answer;
  /** Answers GET of USDA's food table for nutrition; the project's own copy unless told. */
  foods?: () => Answer;
  /** Answers the n-th POST /api/plan (0-based), given its body. */
  plan?: (body: Record<string, unknown>, call: number) => Answer;
}

// The food table nutrition fetches, read from the project once for every test that shows a recipe
// (from the working directory: under jsdom a module's own URL is not a file's).
let foodTable: string | undefined;
const theFoodTable = () => new Response((foodTable ??= readFileSync(join(process.cwd(), 'client/public/nutrition/usda-sr28-foods.json'), 'utf8')), { headers: { 'content-type': 'application/json' } });

const OFFLINE_HEALTH = { status: 'ok', provider: 'offline', model: 'offline-chef', host: null };

/**
 * Replaces fetch with the two endpoints the page calls. Any other request fails the test,
 * so nothing reaches the network.
 */
export function fakeApi({ recipe, health, check, foods = theFoodTable, plan }: FakeApiOptions = {}) {
  const recipeBodies: unknown[] = [];
  const planBodies: Record<string, unknown>[] = [];
  const recipeRequests: RequestInit[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/healthz') return health ? health() : Response.json(OFFLINE_HEALTH);
    if (url === '/api/recipe/check' && init?.method === 'POST' && check) return check(JSON.parse(String(init.body)));
    if (url === '/nutrition/usda-sr28-foods.json') return foods();
    if (url === '/api/plan' && init?.method === 'POST' && plan) {
      planBodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return plan(planBodies.at(-1)!, planBodies.length - 1);
    }
    if (url === '/api/recipe' && init?.method === 'POST' && recipe) {
      recipeRequests.push(init);
      recipeBodies.push(JSON.parse(String(init.body)));
      return abortable(await recipe(recipeBodies.length - 1), init.signal);
    }
    throw new Error(`The test did not expect a request to ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, recipeBodies, recipeRequests, planBodies };
}
