import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the app starts closing: it takes no new recipes. */
    isDraining(): boolean;
  }
}

// How often connections that went idle while closing are closed.
const SWEEP_MS = 100;

/**
 * Closing the way a stop signal should: from the moment `close()` starts the instance drains
 * (new connections are refused), recipes in flight may finish for up to `graceMs`, then the ones
 * still streaming are stopped (upstream included; their visitors are told) so that close ends.
 */
export const shutdownPlugin = fp<{ graceMs: number }>(
  async (app, { graceMs }) => {
    let draining = false;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    let sweep: ReturnType<typeof setInterval> | undefined;
    app.decorate('isDraining', () => draining);

    app.addHook('preClose', async () => {
      draining = true;
      graceTimer = setTimeout(() => {
        if (app.capacity.inFlight === 0) return;
        app.log.warn({ streams: app.capacity.inFlight, graceMs }, 'shutdown grace is over: aborting the recipes still streaming');
        app.capacity.abortAll(new DOMException('The server is shutting down', 'AbortError'));
      }, graceMs);
      // Node closes idle keep-alive connections once, when close starts; one that goes idle later
      // (its recipe just finished) would hold close open until its keep-alive timeout.
      sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
    });
    app.addHook('onClose', async () => {
      clearTimeout(graceTimer);
      clearInterval(sweep);
    });
  },
  { name: 'shutdown', dependencies: ['capacity'] },
);
