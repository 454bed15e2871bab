// Starts the Portkey AI gateway from npm, the peer a team would otherwise put in front of a host.
// Its start script listens on every interface; the bench keeps all traffic on loopback, so the
// listen call is pinned to 127.0.0.1 before the gateway loads.
import { Server } from 'node:net';

const listen = Server.prototype.listen;
Server.prototype.listen = function (this: Server, ...args: unknown[]) {
  if (typeof args[0] !== 'number') return listen.apply(this, args as Parameters<typeof listen>);
  const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
  return (listen as (...rest: unknown[]) => Server).call(this, args[0], '127.0.0.1', callback);
} as typeof listen;

// A variable specifier: the gateway ships no types, and none are needed to start it.
const entry = '@portkey-ai/gateway/build/start-server.js';
await import(entry);
