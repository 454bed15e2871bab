import type { UIMessageChunk } from 'ai';
import { describeUpstreamFailure, emptyAnswer, type UpstreamFailure } from './upstream-failure.ts';

/** Where a recipe's chunks are read from, one at a time: a stream's reader, or anything shaped like one. */
export type ChunkReader = Pick<ReadableStreamDefaultReader<UIMessageChunk>, 'read' | 'cancel'>;

/** The answer from its first text on, or why there is none. */
export type FirstText = { ok: true; answer: ChunkReader } | { ok: false; failure: UpstreamFailure };

/**
 * Reads `stream` until its first text, so that a failure before any text becomes a real HTTP
 * error (502/503/504) instead of a 200 that carries an error; then hands on a reader of the whole
 * answer, the chunks read so far first.
 */
export async function holdFirstText(stream: ReadableStream<UIMessageChunk>, failure: () => UpstreamFailure | undefined): Promise<FirstText> {
  const reader = stream.getReader();
  const held: UIMessageChunk[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { ok: false, failure: failure() ?? emptyAnswer() };
    if (value.type === 'error') {
      await reader.cancel().catch(() => {});
      return { ok: false, failure: failure() ?? describeUpstreamFailure(undefined) };
    }
    held.push(value);
    if (value.type === 'text-delta' && value.delta !== '') break;
  }
  return {
    ok: true,
    answer: {
      read: () => (held.length > 0 ? Promise.resolve({ done: false, value: held.shift()! }) : reader.read()),
      cancel: (reason) => reader.cancel(reason),
    },
  };
}
