import type { InFlight } from './in-flight.ts';

/** V8's collector as `node --expose-gc` puts it on globalThis. */
export type CollectGarbage = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

export interface IdleMemoryOptions {
  /** How long no stream must have run before memory is handed back. */
  quietMs: number;
  collect: CollectGarbage;
  /** The process's resident memory now, in bytes. */
  rss: () => number;
  /** Told what each collection gave back. */
  onCollected?: (figures: { beforeBytes: number; afterBytes: number; tookMs: number }) => void;
}

// Memory within this much of what the process held after its last collection is left alone.
const GROWN = 1.1;

/**
 * Hands memory back to the system once no recipe has streamed for a while. A burst of streams
 * grows V8's heap by hundreds of MB, and V8's own memory reducer does not always run afterwards:
 * after a bench burst the server held +190% of its idle memory for as long as it was watched,
 * while one memory-reducing collection brought it back below idle. It runs only when nothing
 * streams (no visitor waits on it) and only when memory has grown since the last one. Returns a
 * function that stops watching.
 */
export function handBackMemoryWhenIdle(inFlight: InFlight, { quietMs, collect, rss, onCollected }: IdleMemoryOptions): () => void {
  let settledBytes = rss();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const handBack = () => {
    timer = undefined;
    const beforeBytes = rss();
    // A stream starting during the quiet has cleared this timer already.
    if (beforeBytes <= settledBytes * GROWN) return;
    const startedAt = performance.now();
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    const tookMs = performance.now() - startedAt;
    settledBytes = rss();
    onCollected?.({ beforeBytes, afterBytes: settledBytes, tookMs });
  };

  const stopWatching = inFlight.watch((size) => {
    clearTimeout(timer);
    timer = undefined;
    if (size > 0) return;
    timer = setTimeout(handBack, quietMs);
    // A quiet server must still be free to exit.
    timer.unref();
  });
  return () => {
    stopWatching();
    clearTimeout(timer);
  };
}
