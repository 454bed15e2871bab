/** The abort controllers of the upstream streams running now, so a shutdown can stop them. */
export interface InFlight {
  /** Tracks a controller until the returned function is called. */
  track(controller: AbortController): () => void;
  /** Aborts every tracked stream with `reason`. */
  abortAll(reason: unknown): void;
  readonly size: number;
}

/** An empty registry of streams in flight. */
export function createInFlight(): InFlight {
  const controllers = new Set<AbortController>();
  return {
    track(controller) {
      controllers.add(controller);
      return () => controllers.delete(controller);
    },
    abortAll(reason) {
      for (const controller of controllers) controller.abort(reason);
      controllers.clear();
    },
    get size() {
      return controllers.size;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The recipe streams running now; a shutdown aborts them after its grace period. */
    inFlight: InFlight;
  }
}
