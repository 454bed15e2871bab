import type { UIMessageChunk } from 'ai';
import { describeUpstreamFailure, emptyAnswer, type UpstreamFailure } from './upstream-failure.ts';

/** The answer from its first text on, or why there is none. */
export type FirstText = { ok: true; stream: ReadableStream<UIMessageChunk> } | { ok: false; failure: UpstreamFailure };

/**
 * Reads `stream` until its first text, so that a failure before any text becomes a real HTTP
 * error (502/503/504) instead of a 200 that carries an error; then hands on the whole answer,
 * the chunks read so far first.
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
    stream: new ReadableStream<UIMessageChunk>({
      start(controller) {
        for (const chunk of held) controller.enqueue(chunk);
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    }),
  };
}
