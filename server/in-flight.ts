/** The abort controllers of the upstream streams running now, so a shutdown can stop them. */
export interface InFlight {
  /** Tracks a controller until the returned function is called. */
  track(controller: AbortController): () => void;
  /** Aborts every tracked stream with `reason`. */
  abortAll(reason: unknown): void;
  readonly size: number;
  /** Calls `listener` with the new count whenever a stream starts or ends; returns a way to stop. */
  watch(listener: (size: number) => void): () => void;
}

/** An empty registry of streams in flight. */
export function createInFlight(): InFlight {
  const controllers = new Set<AbortController>();
  const listeners = new Set<(size: number) => void>();
  const changed = () => {
    for (const listener of listeners) listener(controllers.size);
  };
  return {
    track(controller) {
      controllers.add(controller);
      changed();
      return () => {
        if (controllers.delete(controller)) changed();
      };
    },
    abortAll(reason) {
      for (const controller of controllers) controller.abort(reason);
      controllers.clear();
      changed();
    },
    get size() {
      return controllers.size;
    },
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The recipe streams running now; a shutdown aborts them after its grace period. */
    inFlight: InFlight;
  }
}
