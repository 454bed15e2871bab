import { streamText, type LanguageModel, type UIMessageChunk } from 'ai';
import { MAX_OUTPUT_TOKENS } from '../shared/limits.ts';
import type { RecipePrompt } from '../shared/prompt.ts';
import { framedStream } from './text-frames.ts';
import { describeUpstreamFailure, emptyAnswer, serverStopped, type UpstreamFailure } from './upstream-failure.ts';

/** How one recipe stream ended, for its log line. */
export interface StreamSummary {
  outcome: 'ok' | 'length' | 'aborted' | 'error';
  failure?: UpstreamFailure;
  ttftMs?: number;
  totalMs: number;
  chars: number;
}

export interface RecipeStreamOptions {
  model: LanguageModel;
  prompt: RecipePrompt;
  /** Fires when the visitor leaves; the upstream call is aborted with it. */
  visitorLeft: AbortSignal;
  /** Fires when the server stops the stream (a shutdown out of grace); the visitor is told so. */
  serverStopping: AbortSignal;
  firstTokenTimeoutMs: number;
  idleTimeoutMs: number;
  /** Called exactly once, however the stream ends. */
  onEnd: (summary: StreamSummary) => void;
}

/** Told to the visitor when the answer hit the token limit, as the recipe's last words. */
export const CUT_SHORT_NOTE = '\n\n_The recipe was cut short here._';

// useCompletion shows only text, not the finish reason, so the note travels as text of its own.
const cutShortNote = (): UIMessageChunk[] => [
  { type: 'text-start', id: 'cut-short' },
  { type: 'text-delta', id: 'cut-short', delta: CUT_SHORT_NOTE },
  { type: 'text-end', id: 'cut-short' },
];

// About one display frame: under a burst (or a busy event loop) tokens are serialised and written
// once per frame rather than one by one, while a token after a quiet spell still goes at once.
const FRAME_MS = 16;

export type RecipeStreamStart =
  | { ok: true; stream: ReadableStream<UIMessageChunk> }
  | { ok: false; failure: UpstreamFailure };

/**
 * Starts the model and holds the UI message stream until its first text, so that a failure
 * before any text becomes a real HTTP error instead of a 200 that carries an error.
 */
export async function startRecipeStream(options: RecipeStreamOptions): Promise<RecipeStreamStart> {
  const startedAt = performance.now();
  let failure: UpstreamFailure | undefined;
  let ttftMs: number | undefined;
  let chars = 0;
  let ended = false;
  const end = (outcome: StreamSummary['outcome']) => {
    clearTimeout(firstTokenTimer);
    if (ended) return;
    ended = true;
    options.onEnd({ outcome, failure, ttftMs, chars, totalMs: Math.round(performance.now() - startedAt) });
  };

  // The SDK's own first-chunk timeout starts only once the host has answered with headers; this
  // one covers the whole wait, connection and retry included.
  const firstToken = new AbortController();
  const firstTokenTimer = setTimeout(
    () => firstToken.abort(new DOMException(`No first token within ${options.firstTokenTimeoutMs} ms`, 'TimeoutError')),
    options.firstTokenTimeoutMs,
  );
  const result = streamText({
    model: options.model,
    instructions: options.prompt.instructions,
    messages: options.prompt.messages,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    maxRetries: 1, // one retry before the first token; the SDK never retries once text flows
    abortSignal: AbortSignal.any([options.visitorLeft, options.serverStopping, firstToken.signal]),
    timeout: { chunkMs: options.idleTimeoutMs },
    onError: () => {}, // reported once, through the UI stream below, instead of console.error
  });
  const reader = result
    .toUIMessageStream({
      sendReasoning: false, // the page shows the recipe, not the model's thinking
      onError: (error) => {
        failure = describeUpstreamFailure(error);
        return failure.message;
      },
    })
    .getReader();

  // Follows each chunk on its way to the visitor. An abort the visitor did not cause (the server
  // stopping, or one of the time limits) and an answer that ends without text are failures the
  // visitor must hear about, so they go on as an error chunk.
  const fail = (cause: UpstreamFailure): UIMessageChunk => {
    failure = cause;
    end('error');
    return { type: 'error', errorText: cause.message };
  };
  const observe = (chunk: UIMessageChunk): UIMessageChunk => {
    if (chunk.type === 'text-delta') {
      clearTimeout(firstTokenTimer);
      ttftMs ??= Math.round(performance.now() - startedAt);
      chars += chunk.delta.length;
    } else if (chunk.type === 'abort') {
      if (options.visitorLeft.aborted) end('aborted');
      else if (options.serverStopping.aborted) return fail(serverStopped());
      else return fail(describeUpstreamFailure(new DOMException(chunk.reason ?? 'timeout', 'TimeoutError')));
    } else if (chunk.type === 'error') {
      failure ??= describeUpstreamFailure(undefined);
      end('error');
    } else if (chunk.type === 'finish') {
      if (chars === 0) return fail(emptyAnswer());
      end(chunk.finishReason === 'length' ? 'length' : 'ok');
    }
    return chunk;
  };

  // A broken connection mid-answer can surface as a failed read rather than an error chunk:
  // it becomes one error chunk, so the visitor is told and the log line records it.
  let broken = false;
  const next = async (): Promise<ReadableStreamReadResult<UIMessageChunk>> => {
    if (broken) return { done: true, value: undefined };
    try {
      return await reader.read();
    } catch (error) {
      broken = true;
      failure ??= describeUpstreamFailure(error);
      return { done: false, value: { type: 'error', errorText: failure.message } };
    }
  };

  const held: UIMessageChunk[] = [];
  for (;;) {
    const { done, value } = await next();
    if (done) {
      // Over before a word of recipe (a visitor who left hears nothing either way).
      if (!ended) fail(emptyAnswer());
      return { ok: false, failure: failure ?? emptyAnswer() };
    }
    const chunk = observe(value);
    if (chunk.type === 'error') {
      await reader.cancel().catch(() => {});
      return { ok: false, failure: failure ?? describeUpstreamFailure(undefined) };
    }
    held.push(chunk);
    if (chunk.type === 'text-delta' && chunk.delta !== '') break;
  }

  const stream = framedStream({
    held,
    frameMs: FRAME_MS,
    // Each chunk is followed as it is read, so the log's figures and time limits see it at once.
    next: async () => {
      const read = await next();
      return read.done ? read : { done: false, value: observe(read.value) };
    },
    expand: (chunk) => (chunk.type === 'finish' && chunk.finishReason === 'length' ? [...cutShortNote(), chunk] : [chunk]),
    onDone: () => end('ok'),
    onCancel: async () => {
      end('aborted');
      await reader.cancel();
    },
  });
  return { ok: true, stream };
}
