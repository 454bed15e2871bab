import { callCompletionApi, parseJsonEventStream, uiMessageChunkSchema } from 'ai';
import type { RecipeRequest } from '../../shared/recipe-request.ts';
import { friendlyErrorMessage, refusalCodeOf } from '../lib/error-messages.ts';
import { PROOF_PART } from '../../shared/recipe-change.ts';

/**
 * How an answer ended: whole, stopped by the visitor, or failed (a refusal, a fault, a lost
 * connection), with what to tell the visitor.
 */
export type StreamEnd =
  | { outcome: 'done'; text: string; proof: string | undefined }
  | { outcome: 'stopped'; text: string }
  | { outcome: 'failed'; error: Error; message: string; code: string | undefined; unreachable: boolean };

/** What the store hears while an answer streams in. */
export interface StreamEvents {
  /** The response has arrived and was accepted; it names the host that writes the recipe. */
  onResponse: (response: Response) => void;
  /** All the text so far, after each piece. */
  onText: (text: string) => void;
}

/** A recipe on its way: `stop` ends it where it is, `text` is all that has arrived, `ended` says how it ended. */
export interface RecipeStream {
  stop: () => void;
  text: () => string;
  ended: Promise<StreamEnd>;
}

/**
 * Whether a failed response is the way to the server failing rather than the server answering: a
 * proxy's own 502, 503 or 504, which (unlike the server's) carries no JSON error.
 */
const fromProxy = (response: Response) =>
  response.status >= 502 && response.status <= 504 && !response.headers.get('content-type')?.includes('application/json');

/** Reads the recipe's proof (the part the server sends just before the finish) from a copy of the stream. */
async function proofIn(body: ReadableStream<Uint8Array>): Promise<string | undefined> {
  const reader = parseJsonEventStream({ stream: body, schema: uiMessageChunkSchema() }).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return undefined;
    if (value.success && value.value.type === PROOF_PART) {
      void reader.cancel();
      return (value.value.data as { proof?: unknown } | undefined)?.proof as string | undefined;
    }
  }
}

/**
 * Asks POST /api/recipe for a recipe and reads its UI message stream with the AI SDK's completion
 * client (the function `useCompletion` runs), so the page's store, not a hook, owns the answer.
 * The completion client keeps only text; the proof is read through its `fetch` option, from a
 * copy of the response's stream.
 */
export function streamRecipe(body: RecipeRequest, { onResponse, onText }: StreamEvents): RecipeStream {
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
      const [forText, forProof] = response.body.tee();
      proof = proofIn(forProof).catch(() => undefined);
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
    return { outcome: 'failed', error: failure, message: friendlyErrorMessage(failure), code: refusalCodeOf(failure), unreachable };
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
