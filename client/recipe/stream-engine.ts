import { callCompletionApi, uiMessageChunkSchema } from 'ai';
import type { RecipeRequest } from '../../shared/recipe-request.ts';
import { friendlyErrorMessage } from '../lib/error-messages.ts';

/**
 * How an answer ended: whole, stopped by the visitor, or failed (a refusal, a fault, a lost
 * connection), with what to tell the visitor.
 */
export type StreamEnd = { outcome: 'done'; text: string } | { outcome: 'stopped'; text: string } | { outcome: 'failed'; error: Error; message: string };

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
 * Asks POST /api/recipe for a recipe and reads its UI message stream with the AI SDK's completion
 * client (the function `useCompletion` runs), so the page's store, not a hook, owns the answer.
 */
export function streamRecipe(body: RecipeRequest, { onResponse, onText }: StreamEvents): RecipeStream {
  let controller: AbortController | null = null;
  let stopped = false;
  let text = '';
  let error: Error | undefined;
  const run = callCompletionApi({
    api: '/api/recipe',
    prompt: '',
    body,
    credentials: undefined,
    headers: undefined,
    streamProtocol: 'data',
    fetch: async (input, init) => {
      const response = await globalThis.fetch(input, init);
      if (response.ok) onResponse(response);
      return response;
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
  const ended = run.then((result): StreamEnd => {
    if (stopped || result === null) return { outcome: 'stopped', text };
    if (typeof result === 'string') return { outcome: 'done', text: result };
    const failure = error ?? new Error('The recipe stream ended without an answer.');
    return { outcome: 'failed', error: failure, message: friendlyErrorMessage(failure) };
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
