import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { http, passthrough } from 'msw';
import { upstream } from './msw-setup.ts';

/** Lets the app's real requests to a loopback port through msw, which fails anything unmocked. */
export function allowLoopback(port: number): void {
  upstream.use(http.all(`*://127.0.0.1:${port}/*`, () => passthrough()));
}

/** A plain TCP server that answers any bytes (a TLS hello included) with plain-text HTTP. */
export async function plainTcpHost() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', () => socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nhi'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
