import { chunkFrame } from './chunks.ts';

const encoder = new TextEncoder();

/**
 * A host's `fetch`, in the process and without a socket, whose answer never ends: content chunks
 * of `piece`, made only as fast as they are read, so `pulled()` is exactly what the app has read
 * from the host (no kernel buffer in between). Aborting the request or cancelling the body ends
 * the answer, as closing a real connection would, and is counted in `stopped()`.
 * @example createModel({ baseURL, apiKey, model, offlineWordsPerSecond: 0 }, { fetch: endlessFetch('word ').fetch })
 */
export function endlessFetch(piece: string) {
  const role = encoder.encode(chunkFrame({ role: 'assistant', content: '' }));
  const batch = encoder.encode(chunkFrame({ content: piece }).repeat(16));
  let pulled = 0;
  let stopped = 0;

  const fetch: typeof globalThis.fetch = async (_input, init) => {
    const signal = init?.signal ?? undefined;
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          controller.enqueue(role);
          signal?.addEventListener('abort', () => {
            stopped += 1;
            controller.error(signal.reason);
          });
        },
        async pull(controller) {
          // A host's bytes come as I/O, never all within one turn of the event loop.
          await new Promise((resolve) => setImmediate(resolve));
          if (signal?.aborted) return;
          pulled += batch.length;
          controller.enqueue(batch);
        },
        cancel() {
          if (!signal?.aborted) stopped += 1;
        },
      },
      { highWaterMark: 0 },
    );
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };

  return {
    fetch,
    /** Bytes of answer read from the host so far, across every request. */
    pulled: () => pulled,
    /** How many answers the app stopped, by aborting the request or cancelling the body. */
    stopped: () => stopped,
  };
}
