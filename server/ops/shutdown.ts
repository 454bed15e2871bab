import type { IncomingMessage, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the app starts draining (or closing): /readyz says 503 and each answer closes its connection. */
    isDraining(): boolean;
    /**
     * Leaves the way a rolling restart needs: takes recipes for `windowMs` more, then stops
     * listening, and resolves once the recipes in flight have ended, or have been stopped because
     * `graceMs` (counted from the end of the window) ran out. Safe to call more than once.
     */
    drain(): Promise<void>;
  }
}

/** How long the app listens after `drain()`, and how long its recipes may go on once it stops. */
interface ShutdownOptions {
  windowMs: number;
  graceMs: number;
}

// How often the recipes in flight are counted while draining, and idle connections closed while closing.
const TICK_MS = 100;

/**
 * Stopping without failing a request behind an ordinary proxy. A proxy with its default rules
 * never sends a recipe (a POST) that reached an instance on to another, whatever the answer, and
 * an orchestrator keeps routing to an instance for a few seconds after SIGTERM: so `drain()`
 * (server/main.ts calls it on SIGTERM) refuses nothing. For `windowMs` it serves every recipe that reaches it, while /readyz
 * says 503 and every answer carries `Connection: close`, so proxies and load balancers leave it.
 * Then it stops listening: a new connection is refused, which a proxy safely retries elsewhere
 * since the request never got here. Recipes in flight then get `graceMs` to finish, so one accepted
 * at the very end of the window still has the whole grace; the ones still streaming after it are
 * stopped (upstream included; their visitors are told). `close()` without a drain first (a crash,
 * a test) skips the window.
 */
export const shutdownPlugin = fp<ShutdownOptions>(
  async (app, { windowMs, graceMs }) => {
    let drained: Promise<void> | undefined;
    let endWindow = () => {};
    let stopWaiting = () => {};
    let sweep: ReturnType<typeof setInterval> | undefined;

    const windowOver = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        endWindow = () => {
          clearTimeout(timer);
          resolve();
        };
      });

    const stopListening = () => {
      if (!app.server.listening) return;
      app.log.info({ streams: app.capacity.inFlight, graceMs }, 'shutting down: stopped listening, letting the recipes in flight finish');
      // The listening socket only. http.Server's own close() would also drop the keep-alive
      // connections idle at that instant, and a proxy may be writing a recipe to one of them right
      // then: a POST it must not send again, so a failed request. Left open, each is used by the
      // proxy for one more answer (which says Connection: close) or lies idle until Fastify's own
      // close, by when a proxy that found the port closed has stopped choosing this instance.
      net.Server.prototype.close.call(app.server);
    };

    const recipesEnded = () =>
      new Promise<void>((resolve) => {
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

    // When each open connection last went idle; undefined while it carries a request.
    const idleSince = new Map<Socket, number | undefined>();
    app.server.on('connection', (socket: Socket) => {
      idleSince.set(socket, Date.now());
      socket.once('close', () => idleSince.delete(socket));
    });
    app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const socket = request.socket;
      idleSince.set(socket, undefined);
      response.once('close', () => idleSince.has(socket) && idleSince.set(socket, Date.now()));
    });

    /**
     * Closes the kept-alive connections once each has been idle for `lingerMs`, and resolves when
     * none is left or at `deadline`. A proxy may pick an idle connection at any moment, and a
     * request it writes as the connection closes is lost (a POST is never sent again). A proxy
     * whose idle timeout is below the drain window (deploy/nginx.conf) has closed its side first.
     */
    const idleConnectionsClosed = (lingerMs: number, deadline: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          const now = Date.now();
          for (const [socket, since] of idleSince) if (since !== undefined && (now - since >= lingerMs || now >= deadline)) socket.destroy();
          if (idleSince.size > 0 && now < deadline) return;
          clearInterval(timer);
          resolve();
        };
        const timer = setInterval(check, TICK_MS);
        check();
      });

    const leave = (ms: number) =>
      (drained ??= (async () => {
        // No window: the grace starts now, not a tick later.
        if (ms > 0) await windowOver(ms);
        stopListening();
        const graceOver = Date.now() + graceMs;
        await recipesEnded();
        // Only a real drain lingers: close() alone (a crash, a test) lets go at once.
        if (ms > 0) await idleConnectionsClosed(ms, graceOver);
      })());

    app.decorate('isDraining', () => drained !== undefined);
    app.decorate('drain', () => leave(windowMs));

    app.addHook('onSend', async (_request, reply, payload) => {
      if (!drained) return payload;
      // Keep-alive connections (a proxy's pool) are let go one answer at a time. A recipe's stream
      // is written past the hooks, so the recipe route asks isDraining() itself.
      reply.header('connection', 'close');
      return payload;
    });

    app.addHook('preClose', async () => {
      void leave(0);
      endWindow();
      // Closing waits for every connection to end. A keep-alive connection that goes idle from
      // now on (its recipe just ended, or was stopped) would hold it until its client let go.
      sweep ??= setInterval(() => app.server.closeIdleConnections(), TICK_MS);
    });
    app.addHook('onClose', async () => {
      endWindow();
      stopWaiting();
      clearInterval(sweep);
    });
  },
  { name: 'shutdown', dependencies: ['capacity'] },
);
