import type { ReadableStreamReadResult } from 'node:stream/web';
import { STREAM_WINDOW_MS } from '../../shared/api/stream-window.ts';
import { isRecord, keepAnswerOnly } from './answer-only.ts';
import { dataFrame, sseData } from './sse-events.ts';
import { EVENT_TOO_LONG } from '../stream/finish-reason.ts';

/**
 * The longest a text delta after the first may wait to be merged with the ones after it: the
 * page shows new text at most once per window, so no wait may be longer.
 */
export const MERGE_WINDOW_MS = STREAM_WINDOW_MS;

/**
 * The most text one window gathers before it goes on anyway. Gathering is what lets the merge read
 * on without anything reaching its reader; unbounded, a host that writes faster than the visitor
 * reads would be drained into one window's text, and the visitor's pace would never reach the host.
 * Some 64 tokens: a burst still goes on in a few chunks rather than hundreds, and the two dozen
 * chunks the SDK's streams hold while the visitor is not reading stay a few hundred kB of host bytes.
 */
export const MERGE_MAX_CHARS = 256;

interface MergeOptions {
  windowMs: number;
  /** The most text one window gathers (MERGE_MAX_CHARS by default). */
  maxChars?: number;
  now?: () => number;
}

/**
 * The end of an answer whose host sent an event past MAX_EVENT_CHARS: a finish of the server's own
 * name, read as a cut at `length` (so that it ends cut short) and logged as the cap it is.
 */
const CUT_AT_EVENT_CAP = `data: {"choices":[{"index":0,"delta":{},"finish_reason":"${EVENT_TOO_LONG}"}]}\n\n`;

/** A chunk that carries nothing but text, and where that text is. */
interface ContentChunk {
  chunk: Record<string, unknown>;
  delta: Record<string, unknown>;
  index: unknown;
  text: string;
}

const nullishOr = (value: unknown, type: 'string' | 'number') => value == null || typeof value === type;

/** The object in `data`, or undefined for anything else ([DONE], a broken line), which the SDK judges as it is. */
function parsedChunk(data: string): Record<string, unknown> | undefined {
  // Not an object, or keys the SDK's parser refuses: the SDK judges those as they are.
  if (data.charCodeAt(0) !== 123 || data.includes('"__proto__"') || data.includes('"constructor"')) return undefined;
  try {
    const chunk: unknown = JSON.parse(data);
    return isRecord(chunk) ? chunk : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The chunk when it is a chat-completion chunk that carries only text: one choice, a non-empty
 * string of content, no finish reason, usage, error, tool call, reasoning or anything else that is
 * not null. Anything else (or anything odd) is left alone: undefined.
 */
function contentOnly(chunk: Record<string, unknown>): ContentChunk | undefined {
  if ('error' in chunk || chunk.usage != null) return undefined;
  // The fields the SDK checks on every chunk must pass its check, so that merging hides no failure.
  if (!nullishOr(chunk.id, 'string') || !nullishOr(chunk.created, 'number') || !nullishOr(chunk.model, 'string')) return undefined;
  const { choices } = chunk;
  if (!Array.isArray(choices) || choices.length !== 1 || !isRecord(choices[0])) return undefined;
  const choice = choices[0];
  const { delta } = choice;
  if (!isRecord(delta) || typeof delta.content !== 'string' || delta.content === '') return undefined;
  for (const key in choice) if (key !== 'delta' && key !== 'index' && choice[key] != null) return undefined;
  for (const key in delta) if (key !== 'content' && delta[key] != null && !(key === 'role' && delta[key] === 'assistant')) return undefined;
  return { chunk, delta, index: choice.index, text: delta.content };
}

/** Text chunks gathered in one window: the first one's fields, everyone's text. */
interface Gathered {
  first: ContentChunk;
  frame: string;
  texts: string[];
  chars: number;
}

// One chunk as it came; several as the first with all their text.
function frameOf({ first, frame, texts }: Gathered): string {
  if (texts.length === 1) return frame;
  first.delta.content = texts.join('');
  return dataFrame(JSON.stringify(first.chunk));
}

/**
 * A host's chat-completion SSE body with only the answer in it (keepAnswerOnly), and its text-only
 * chunks merged before the SDK parses them:
 * every chunk costs the SDK's pipeline the same whatever its length, so fewer, longer ones cost
 * less. A text chunk that comes `windowMs` or more after the last text sent (the first one of an
 * answer always) goes on at once; one that comes sooner waits, with those after it, until that
 * window is over. Any other event sends what was gathered and then goes on itself, its data
 * unchanged; so does anything this does not understand. Events are read by the SDK's own parser
 * (see sseData), so the SDK reads the same data from this body as from the host's. A window that
 * has gathered `maxChars` of text goes on at once, so that reading never runs far ahead of the
 * reader. An event that would hold more than MAX_EVENT_CHARS waiting for its end is never held
 * whole: the body ends before it with a finish for `event_too_long` (cut short, as at `length`),
 * and the host's body is let go.
 * @example text chunks "a" at 0 ms, "b" at 20, "c" at 40, windowMs 50 -> "a" at 0, "bc" at 50
 */
export function mergeContentDeltas(
  body: ReadableStream<Uint8Array>,
  { windowMs, maxChars = MERGE_MAX_CHARS, now = () => performance.now() }: MergeOptions,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const encoder = new TextEncoder();
  const events = sseData();
  let out!: ReadableStreamDefaultController<Uint8Array>;
  let waiting = ''; // text ready for the reader, sent once per piece read
  let gathered: Gathered | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastTextAt = Number.NEGATIVE_INFINITY;
  let sent = 0;
  let over = false;
  let broken: { error: unknown } | undefined;

  const sendGathered = () => {
    clearTimeout(timer);
    if (!gathered) return;
    waiting += frameOf(gathered);
    gathered = undefined;
    lastTextAt = now();
  };
  const release = () => {
    if (waiting === '' || over) return;
    out.enqueue(encoder.encode(waiting));
    waiting = '';
    sent += 1;
  };
  const stop = () => {
    over = true;
    clearTimeout(timer);
    gathered = undefined;
  };

  const take = (data: string) => {
    const chunk = parsedChunk(data);
    // What is not the answer goes no further; the rest of the event as it came.
    const frame = dataFrame(chunk && keepAnswerOnly(chunk) ? JSON.stringify(chunk) : data);
    const content = chunk && contentOnly(chunk);
    if (!content) {
      sendGathered();
      waiting += frame;
      return;
    }
    if (gathered && gathered.first.index === content.index) {
      gathered.texts.push(content.text);
      gathered.chars += content.text.length;
      if (gathered.chars >= maxChars) sendGathered();
      return;
    }
    sendGathered();
    const at = now();
    const wait = lastTextAt + windowMs - at;
    if (wait <= 0) {
      waiting += frame;
      lastTextAt = at;
      return;
    }
    gathered = { first: content, frame, texts: [content.text], chars: content.text.length };
    timer = setTimeout(() => {
      sendGathered();
      release();
    }, wait);
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      out = controller;
    },
    // Reads on until something is sent (a piece may hold only gathered text): the stream asks
    // again only once this pull has given it something.
    async pull(controller) {
      // A broken read's error comes after the text gathered before it has been read.
      if (broken) return void (stop(), controller.error(broken.error));
      const before = sent;
      while (!over && sent === before) {
        let read: ReadableStreamReadResult<Uint8Array>;
        try {
          read = await reader.read();
        } catch (error) {
          sendGathered();
          if (waiting === '') return void (stop(), controller.error(error));
          broken = { error };
          return release();
        }
        if (over) return;
        const text = read.done ? decoder.decode() : decoder.decode(read.value, { stream: true });
        for (const data of events.push(text)) take(data);
        if (events.tooLong()) {
          // The answer ends there, as the host's token limit would end it: cut short.
          sendGathered();
          waiting += CUT_AT_EVENT_CAP;
          release();
          stop();
          reader.cancel(new DOMException('A host event went past the cap', 'AbortError')).catch(() => {});
          return controller.close();
        }
        if (read.done) {
          sendGathered();
          release();
          stop();
          return controller.close();
        }
        release();
      }
    },
    cancel(reason) {
      stop();
      return reader.cancel(reason);
    },
  });
}

/** Whether a call asked for a whole answer, not a stream (a week's plan): its body says `"stream"` is not true. */
function asksWholeAnswer(init: RequestInit | undefined): boolean {
  if (typeof init?.body !== 'string') return false;
  try {
    return (JSON.parse(init.body) as { stream?: unknown }).stream !== true;
  } catch {
    return false;
  }
}

/**
 * `fetch` with every 2xx answer to a streamed call through mergeContentDeltas, whatever its type:
 * the SDK reads any of them as events, so each is capped, its text chunks merged. A failed answer,
 * and the JSON of a call that asked for a whole answer, are returned as they came. `fetch` is
 * looked up on each call.
 */
export function withMergedDeltas(fetch: () => typeof globalThis.fetch, options: MergeOptions): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await fetch()(input, init);
    if (!response.ok || response.body === null || asksWholeAnswer(init)) return response;
    const headers = new Headers(response.headers);
    headers.delete('content-length'); // the merged body is shorter
    return new Response(mergeContentDeltas(response.body, options), { status: response.status, statusText: response.statusText, headers });
  };
}
