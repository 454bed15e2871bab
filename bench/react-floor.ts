// The bare React page (bench/react-floor/), built with Vite and served compressed like the page,
// so the page scenarios can load it beside Pantry Chef's under the same throttling.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('react-floor/', import.meta.url));
const OUT = fileURLToPath(new URL('../dist/react-floor/', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };

/** Builds the bare React page and serves it on a free port; returns its address and a way to stop. */
export async function startReactFloor(): Promise<{ origin: string; close: () => Promise<void> }> {
  await build({ root: ROOT, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: OUT, emptyOutDir: true, modulePreload: { polyfill: false } } });
  const server = createServer(async (request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://floor').pathname).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(OUT, path === '/' ? 'index.html' : path));
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(200, { 'content-type': TYPES[extname(path) || '.html'] ?? 'application/octet-stream', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
      response.end(gzip ? gzipSync(body) : body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
