import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { http, passthrough } from 'msw';
import { upstream } from './msw-setup.ts';
import { chatCompletionSse } from './sse.ts';

/** Lets the app's real requests to a loopback port through msw, which fails anything unmocked. */
export function allowLoopback(port: number): void {
  upstream.use(http.all(`*://127.0.0.1:${port}/*`, () => passthrough()));
}

/** Listens on a free loopback port and resolves with the port. */
export async function listenOnLoopback(server: HttpServer | TcpServer, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Closes a server and every connection still open on it. */
export function closeServer(server: HttpServer | TcpServer, sockets: Set<Socket> = new Set()): Promise<void> {
  for (const socket of sockets) socket.destroy();
  if ('closeAllConnections' in server) server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A free loopback port with nothing listening on it: connecting there is refused. */
export async function closedPort(): Promise<number> {
  const probe = createTcpServer();
  const port = await listenOnLoopback(probe);
  await closeServer(probe);
  return port;
}

/** A plain TCP server that answers any bytes (a TLS hello included) with plain-text HTTP. */
export async function plainTcpHost() {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', () => socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nhi'));
  });
  const port = await listenOnLoopback(server);
  return { port, close: () => closeServer(server, sockets) };
}

/**
 * An OpenAI-compatible host that sends `pieces` of text and then destroys the socket mid-answer;
 * `healthy()` makes it answer whole recipes from then on.
 */
export async function resettingHost(pieces: readonly string[], port = 0) {
  let resetting = true;
  const server = createHttpServer(async (request, response) => {
    for await (const chunk of request) void chunk; // read the whole body before answering
    const frames = chatCompletionSse(pieces).split(/(?<=\n\n)/);
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    if (!resetting) return response.end(frames.join(''));
    response.write(frames.slice(0, 1 + pieces.length).join(''));
    setTimeout(() => response.socket?.destroy(), 30);
  });
  const listeningPort = await listenOnLoopback(server, port);
  return {
    port: listeningPort,
    healthy() {
      resetting = false;
    },
    close: () => closeServer(server),
  };
}
