import { createParser } from 'eventsource-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UIMessageChunk } from 'ai';
import { CUT_SHORT_NOTE } from '../../server/stream/cut-short-note.ts';
import { answerFrames } from './fake-host/chunks.ts';

// A path, not a URL: under jsdom a module's URL is not a file's.
const FIXTURES = join(import.meta.dirname, 'fixtures/streams');

/** The raw body of a recorded chat-completion stream. */
export function readFixture(name: string): string {
  return readFileSync(join(FIXTURES, `${name}.sse`), 'utf8');
}

/** Every recorded fixture, read from the folder, so a stream `npm run record` adds is replayed with the rest. */
export const ALL_FIXTURE_NAMES = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.sse'))
  .map((file) => file.slice(0, -'.sse'.length));

/** Every recorded fixture that streams a recipe (one that ends in an error event is a test of its own). */
export const FIXTURE_NAMES = ALL_FIXTURE_NAMES.filter((name) => !carriesError(readFixture(name)));

/** Whether a chat-completion SSE body has an event with an `error` object (the host failing mid-answer). */
function carriesError(sse: string): boolean {
  return sse.split(/\r?\n/).some((line) => {
    const data = line.startsWith('data:') ? line.slice(5).trim() : '[DONE]';
    return data !== '[DONE]' && 'error' in (JSON.parse(data) as object);
  });
}

/**
 * The text a chat-completion SSE body carries, read independently of the SDK: the oracle the
 * tests compare the relayed stream against.
 */
export function contentOf(sse: string): string {
  let text = '';
  for (const line of sse.split(/\r?\n/)) {
    if (!line.startsWith('data:')) continue;
    const data = line.slice(5).trim();
    if (data === '[DONE]') continue;
    const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[] };
    text += chunk.choices?.[0]?.delta?.content ?? '';
  }
  return text;
}

/** The answer in a whole content: without the thinking inline at its start (`<think>…</think>` and the white space after it). */
export const answerOf = (content: string): string => content.replace(/^\s*<think>[\s\S]*?<\/think>\s*/, '');

/** The text the visitor should get for a recorded stream: its answer, plus the cut-short note when the host hit the token limit. */
export function relayedTextOf(sse: string): string {
  return answerOf(contentOf(sse)) + (/"finish_reason":\s*"length"/.test(sse) ? CUT_SHORT_NOTE : '');
}

/** A streaming body that sends the given pieces, waiting `gapMs` between them. */
export function pacedBody(pieces: readonly string[], gapMs = 0): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = 0;
  let cancelled = false;
  return new ReadableStream({
    async pull(controller) {
      if (index > 0 && gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
      if (cancelled) return;
      if (index >= pieces.length) return controller.close();
      controller.enqueue(encoder.encode(pieces[index++]));
    },
    cancel() {
      cancelled = true;
    },
  });
}

/**
 * A host's answer held open: each `body()` sends the role chunk and the first text at once, and the
 * rest of `texts` with the end of the answer only once `release()` has been called.
 */
export function heldAnswer(texts: readonly string[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const frames = answerFrames(texts);
  const encoder = new TextEncoder();
  const body = () =>
    new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(frames.slice(0, 2).join('')));
        await released;
        controller.enqueue(encoder.encode(frames.slice(2).join('')));
        controller.close();
      },
    });
  return { body, release };
}

/** A streaming body that sends a keep-alive comment and then nothing, never closing. */
export function silentBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode(': keep-alive\n\n')) });
}

/** Parses the UI message stream the API sends (SSE of JSON chunks) into its chunks. */
export function parseUIStream(body: string): UIMessageChunk[] {
  return body
    .split('\n\n')
    .map((frame) => frame.trim())
    .filter((frame) => frame.startsWith('data: ') && frame !== 'data: [DONE]')
    .map((frame) => JSON.parse(frame.slice(6)) as UIMessageChunk);
}

/** The text the page would show from a UI message stream. */
export function textOf(chunks: readonly UIMessageChunk[]): string {
  return chunks.map((chunk) => (chunk.type === 'text-delta' ? chunk.delta : '')).join('');
}

/** The data of each whole event in `sse`, as the SDK's provider reads it (with eventsource-parser, its own parser). */
export function eventData(sse: string): string[] {
  const data: string[] = [];
  createParser({ onEvent: (event) => data.push(event.data) }).feed(sse);
  return data;
}
