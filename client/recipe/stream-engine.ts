import { callCompletionApi, parseJsonEventStream, uiMessageChunkSchema } from 'ai';
import type { RecipeRequest } from '../../shared/recipe-request.ts';
import { PUBLIC_MESSAGES } from '../../shared/api-errors.ts';
import { friendlyErrorMessage, refusalCodeOf, streamErrorText } from '../lib/error-messages.ts';
import { PROOF_PART } from '../../shared/recipe-change.ts';
import { RECIPE_BY_PART, THINKING_PART } from '../../shared/stream-parts.ts';

/**
 * How an answer ended: whole, stopped by the visitor, or failed (a refusal, a fault, a lost
 * connection), with what to tell the visitor.
 */
export type StreamEnd =
  | { outcome: 'done'; text: string; proof: string | undefined }
  | { outcome: 'stopped'; text: string }
  | { outcome: 'failed'; error: Error; message: string; code: string | undefined; unreachable: boolean; hostDown: boolean };

/** What the store hears while an answer streams in. */
export interface StreamEvents {
  /** The response has arrived and was accepted; it names the host that writes the recipe. */
  onResponse: (response: Response) => void;
  /** All the text so far, after each piece. */
  onText: (text: string) => void;
  /** The host is thinking before it writes (a reasoning model): nothing of the recipe yet. */
  onThinking?: () => void;
  /** Another host than the response's header named writes the recipe (see RECIPE_BY_PART). */
  onBy?: (label: string) => void;
}

/** A recipe on its way: `stop` ends it where it is, `text` is all that has arrived, `ended` says how it ended. */
export interface RecipeStream {
  stop: () => void;
  text: () => string;
  ended: Promise<StreamEnd>;
}

// The model's host failed, not the server or the request: the page's own chef can still cook.
const HOST_DOWN = new Set<string>(['upstream_unavailable', 'upstream_timeout', 'upstream_busy', 'kitchen_closed']);
const HOST_DOWN_TEXTS = new Set<string>([...HOST_DOWN].map((code) => PUBLIC_MESSAGES[code as keyof typeof PUBLIC_MESSAGES]));

/**
 * Whether a failed response is the way to the server failing rather than the server answering: a
 * proxy's own 502, 503 or 504, which (unlike the server's) carries no JSON error.
 */
const fromProxy = (response: Response) =>
  response.status >= 502 && response.status <= 504 && !response.headers.get('content-type')?.includes('application/json');

/**
 * Reads the stream's own parts from a copy of it: that the host is thinking, who writes the recipe
 * when that changed, and the recipe's proof (the part the server sends just before the finish).
 */
async function partsIn(body: ReadableStream<Uint8Array>, { onThinking, onBy }: Pick<StreamEvents, 'onThinking' | 'onBy'>): Promise<string | undefined> {
  const reader = parseJsonEventStream({ stream: body, schema: uiMessageChunkSchema() }).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return undefined;
    if (!value.success) continue;
    const part = value.value;
    if (part.type === THINKING_PART) onThinking?.();
    else if (part.type === RECIPE_BY_PART) {
      const by = (part.data as { by?: unknown } | undefined)?.by;
      if (typeof by === 'string') onBy?.(by);
    } else if (part.type === PROOF_PART) {
      void reader.cancel();
      return (part.data as { proof?: unknown } | undefined)?.proof as string | undefined;
    }
  }
}

/**
 * Asks POST /api/recipe for a recipe and reads its UI message stream with the AI SDK's completion
 * client (the function `useCompletion` runs), so the page's store, not a hook, owns the answer.
 * The completion client keeps only text; the stream's own parts (the proof among them) are read
 * through its `fetch` option, from a copy of the response's stream.
 */
export function streamRecipe(body: RecipeRequest, { onResponse, onText, onThinking, onBy }: StreamEvents): RecipeStream {
  let controller: AbortController | null = null;
  let stopped = false;
  let text = '';
  let error: Error | undefined;
  // No connection, or nothing behind the proxy: the page's own chef can answer instead.
  let unreachable = false;
  let proof: Promise<string | undefined> = Promise.resolve(undefined);
  const run = callCompletionApi({
    api: '/api/recipe',
    prompt: '',
    body,
    credentials: undefined,
    headers: undefined,
    streamProtocol: 'data',
    fetch: async (input, init) => {
      const response = await globalThis.fetch(input, init).catch((failure: unknown) => {
        // A stop aborts the fetch too: that is not the network failing.
        unreachable = !stopped;
        throw failure;
      });
      unreachable = fromProxy(response);
      if (!response.ok || !response.body) return response;
      onResponse(response);
      const [forText, forParts] = response.body.tee();
      proof = partsIn(forParts, { onThinking, onBy }).catch(() => undefined);
      return new Response(forText, response);
    },
    setCompletion: (next) => {
      text = next;
      if (next !== '') onText(next);
    },
    setLoading: () => undefined,
    setError: (failure) => {
      error = failure;
    },
    setAbortController: (next) => {
      controller = next ?? controller;
    },
    onFinish: undefined,
    onError: undefined,
  });
  const ended = run.then(async (result): Promise<StreamEnd> => {
    if (stopped || result === null) return { outcome: 'stopped', text };
    if (typeof result === 'string') return { outcome: 'done', text: result, proof: await proof };
    const failure = error ?? new Error('The recipe stream ended without an answer.');
    const streamText = text === '' ? streamErrorText(failure) : undefined;
    const message = streamText ?? friendlyErrorMessage(failure);
    const code = refusalCodeOf(failure);
    const hostDown = (code !== undefined && HOST_DOWN.has(code)) || (streamText !== undefined && HOST_DOWN_TEXTS.has(streamText));
    return { outcome: 'failed', error: failure, message, code, unreachable, hostDown };
  });
  return {
    stop: () => {
      stopped = true;
      controller?.abort();
    },
    text: () => text,
    ended,
  };
}

// The kinds of chunk a recipe arrives in, in the order they come.
const SAMPLE_CHUNKS = [
  { type: 'start' },
  { type: 'start-step' },
  { type: 'text-start', id: 'warm-up' },
  { type: 'text-delta', id: 'warm-up', delta: 'Tomato' },
  { type: 'text-end', id: 'warm-up' },
  { type: 'finish-step' },
  { type: 'finish' },
] as const;

/**
 * The stream schema builds its validators the first time each kind of chunk is checked, a long
 * task on a slow phone when the first words of a recipe arrive. Each step checks one kind ahead
 * of time, in quiet moments while the list is being written; it returns whether its sample
 * passed, so a sample that stops matching the schema shows.
 */
export const warmUpSteps: (() => Promise<boolean>)[] = SAMPLE_CHUNKS.map((chunk) => async () => {
  const result = await uiMessageChunkSchema().validate?.(chunk);
  return result?.success === true;
});
