import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a balancer sees of a request: its path, and how the browser asked for it (Sec-Fetch-Mode). */
export interface Asked {
  path: string;
  /** `navigate` for a page the visitor opens; `cors`, `same-origin`, ... for a script's or the service worker's fetch. */
  mode: string | undefined;
}

/** Picks the replica (its base URL) that a request goes to. */
export type Route = (asked: Asked) => string;

/**
 * A load balancer in front of replicas, on a loopback port: each request goes, whole, to the
 * replica `route` picks, which the test changes as a deploy goes on (`routeBy`). Unlike nginx, it
 * can send exactly the request a test names to a replica still running an older release.
 */
export async function startBalancer(route: Route) {
  let current = route;
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const target = new URL(path, current({ path, mode: incoming.headers['sec-fetch-mode'] }));
    const forward = request(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forward.once('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** From now on, requests go where `next` picks. */
    routeBy(next: Route) {
      current = next;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
