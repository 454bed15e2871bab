import type { RecipeStream } from './stream-engine.ts';

/**
 * The requests of the recipe on the page, one at a time: each action that starts one takes a new
 * abort token, which aborts the one before (its stream stops with it). What the older action was
 * waiting for then sees only that its token was aborted.
 */
export function createRequests() {
  let live: { controller: AbortController; stream: RecipeStream | null } | null = null;
  return {
    /** A new token, aborting the one before. */
    begin(): AbortSignal {
      live?.controller.abort();
      live = { controller: new AbortController(), stream: null };
      return live.controller.signal;
    },
    /** The stream the request of `signal` now answers with: what `abort` stops it at. */
    streaming(signal: AbortSignal, stream: RecipeStream) {
      if (live?.controller.signal === signal) live.stream = stream;
    },
    /** Aborts the request under way; returns all its stream had brought, or null when it had none. */
    abort(): string | null {
      const ending = live;
      live = null;
      const arrived = ending?.stream?.text() ?? null;
      ending?.controller.abort();
      return arrived;
    },
  };
}
