import type { FastifyInstance } from 'fastify';

/**
 * Closes the app the way a signal should: stop accepting at once, let recipes in flight finish
 * for up to `graceMs`, then abort the ones still running (upstream included) so close resolves.
 * @example await closeGracefully(app, 10_000); process.exit(0);
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const timer = setTimeout(() => {
    if (app.inFlight.size === 0) return;
    app.log.warn({ streams: app.inFlight.size, graceMs }, 'shutdown grace is over: aborting the recipes still streaming');
    app.inFlight.abortAll(new DOMException('The server is shutting down', 'AbortError'));
  }, graceMs);
  // Node closes idle keep-alive connections once, when close starts; one that goes idle later
  // (its recipe just finished) would hold close open until its keep-alive timeout.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
    clearInterval(sweep);
  }
}
