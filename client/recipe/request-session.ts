// One request's answer, from wherever it can come: the server, or the page's own offline chef
// when asked for it, when there is no connection, or when the server cannot be reached. The store
// (recipe-store.ts) says what to do with what it hears; this only gets the answer.

import type { RecipeRequest } from '../../shared/api/recipe-request.ts';
import { loadOnce } from '../lib/load-once.ts';
import { loadStreamEngine } from '../prefetch.ts';
import type { RecipeStream, StreamEnd, StreamEvents } from './stream-engine.ts';

// The offline chef, run in the page, comes when it is asked to write a recipe.
// The chef checks a draft's key with zod, set first as the page's CSP needs (see no-eval.ts).
const loadPageChef = loadOnce(() => import('./no-eval.ts').then(() => import('./page-chef.ts')));

/** What the store hears while a request is answered; each is heard only while the request is wanted. */
interface SessionEvents extends StreamEvents {
  /** The answer has begun streaming: `stream` stops it. */
  onStream: (stream: RecipeStream) => void;
  /** The page's own chef writes the answer (from the start, or after the server could not be reached). */
  onInPage: () => void;
}

interface SessionOptions extends SessionEvents {
  /** Whether the page's own chef writes it from the start. */
  inPage: boolean;
  /** Whether the page's own chef answers when the server cannot be reached. */
  fallBack: boolean;
  /** Aborted once the request is no longer wanted (stopped, or a newer one took its place): nothing is heard after. */
  signal: AbortSignal;
}

// A macrotask rather than a microtask: see answerRequest.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts one answer: the page's own chef's once its engine is here, or the server's. Null when the
 * engine could not be fetched, undefined when the request is no longer wanted by then.
 */
async function start(request: RecipeRequest, inPage: boolean, { signal, onResponse, onText, onThinking, onBy }: SessionOptions) {
  const wanted = () => !signal.aborted;
  try {
    if (inPage) return wanted() ? (await loadPageChef()).cookInPage(request, { onText }) : undefined;
    const engine = await loadStreamEngine();
    // Sent in a task of its own, once the press has been answered on screen: starting the
    // request (the fetch, the render that follows) in the press's own task makes it one long
    // task on a slow phone, for a request that leaves a few milliseconds later this way.
    await nextTask();
    if (!wanted()) return undefined;
    return engine.streamRecipe(request, {
      onResponse: (response) => wanted() && onResponse(response),
      onText,
      onThinking: () => wanted() && onThinking?.(),
      onBy: (by) => wanted() && onBy?.(by),
    });
  } catch (error) {
    console.error(error);
    return null;
  }
}

/**
 * Answers `request` and says how it ended: null when an engine could not be fetched, undefined
 * when it was no longer wanted (stopped, or a newer request took its place).
 */
export async function answerRequest(request: RecipeRequest, options: SessionOptions): Promise<StreamEnd | null | undefined> {
  let inPage = options.inPage;
  for (;;) {
    if (inPage) options.onInPage();
    const stream = await start(request, inPage, options);
    if (options.signal.aborted) {
      stream?.stop();
      return undefined;
    }
    if (!stream) return null;
    options.onStream(stream);
    // Stopped, or a newer request has taken its place: the stream stops with its token.
    const stop = () => stream.stop();
    options.signal.addEventListener('abort', stop, { once: true });
    const end = await stream.ended;
    options.signal.removeEventListener('abort', stop);
    if (options.signal.aborted) return undefined;
    // The server could not be reached after all: the page's own chef answers instead.
    if (end.outcome !== 'failed' || !end.unreachable || !options.fallBack || inPage) return end;
    inPage = true;
  }
}
