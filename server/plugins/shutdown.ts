import fp from 'fastify-plugin';
import { apiError } from '../../shared/api-errors.ts';
import { serverStopped } from '../recipe-stream/upstream-failure.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the app starts draining (or closing): it takes no new recipes. */
    isDraining(): boolean;
    /**
     * Stops taking new recipes while still answering, and resolves once the recipes in flight have
     * ended, or have been stopped because `graceMs` ran out. Safe to call more than once.
     */
    drain(): Promise<void>;
  }
}

// How often the recipes in flight are counted while draining, and connections that went idle
// while closing are closed.
const TICK_MS = 100;

/**
 * Stopping the way a rolling restart needs: `drain()` (server/main.ts calls it on SIGTERM) turns
 * /readyz to 503 and answers every new recipe 503 `shutting_down` with Retry-After, which a proxy
 * passes on to another instance, while the recipes in flight get up to `graceMs` to finish; the ones
 * still streaming then are stopped (upstream included; their visitors are told). `close()` drains
 * too, for callers that close without draining first, and then stops listening.
 */
export const shutdownPlugin = fp<{ graceMs: number }>(
  async (app, { graceMs }) => {
    let drained: Promise<void> | undefined;
    let stopWaiting = () => {};
    let sweep: ReturnType<typeof setInterval> | undefined;

    app.decorate('isDraining', () => drained !== undefined);
    app.decorate('drain', () => {
      drained ??= new Promise<void>((resolve) => {
        const grace = setTimeout(() => {
          if (app.capacity.inFlight > 0) {
            app.log.warn({ streams: app.capacity.inFlight, graceMs }, 'shutdown grace is over: aborting the recipes still streaming');
            app.capacity.abortAll(new DOMException('The server is shutting down', 'AbortError'));
          }
          stopWaiting();
        }, graceMs);
        const count = setInterval(() => {
          if (app.capacity.inFlight === 0) stopWaiting();
        }, TICK_MS);
        stopWaiting = () => {
          clearTimeout(grace);
          clearInterval(count);
          resolve();
        };
        if (app.capacity.inFlight === 0) stopWaiting();
      });
      return drained;
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!drained) return;
      // Keep-alive connections (a proxy's pool) are let go one answer at a time, before the close.
      reply.header('connection', 'close');
      if (request.method === 'GET' || request.method === 'HEAD') return;
      const { status, code, message, retryAfterSeconds } = serverStopped();
      return reply.code(status).header('retry-after', retryAfterSeconds).send(apiError(code, message));
    });

    app.addHook('preClose', async () => {
      void app.drain();
      // Node closes idle keep-alive connections once, when close starts; one that goes idle later
      // (its recipe just finished) would hold close open until its keep-alive timeout.
      sweep = setInterval(() => app.server.closeIdleConnections(), TICK_MS);
    });
    app.addHook('onClose', async () => {
      stopWaiting();
      clearInterval(sweep);
    });
  },
  { name: 'shutdown', dependencies: ['capacity'] },
);
