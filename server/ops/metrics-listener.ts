import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';

/**
 * Serves `registry` as GET /metrics on a listener of its own, apart from the public port: metrics
 * say how busy the service is and what it spends. Resolves once it listens, with how to close it.
 */
export async function serveMetrics(registry: Registry, listen: { port: number; host: string }, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') return void response.writeHead(404).end();
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(listen.port, listen.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  log.info({ address, port }, 'metrics listening');

  return async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    // A scraper keeps its connection alive between scrapes; it must not hold the close open.
    server.closeAllConnections();
    await closed;
  };
}
