import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PageShell } from './page-html.ts';

/**
 * Serves the built page: hashed assets cached forever, everything else revalidated, and both
 * compressed for browsers that accept it. The build writes a brotli and a gzip copy of each file
 * (vite-plugin-compression2, in vite.config.ts), sent as they are; compressing on the fly is for anything without
 * one. index.html itself is never sent as the build left it: `sendPageShell` sends it filled in.
 * It is registered after the API routes, so it hooks only the page's files: the recipe's event
 * stream must reach the visitor chunk by chunk, never held back by a compressor's buffer.
 */
export const staticClientPlugin = fp<{ clientDir: string; shell: PageShell }>(
  async (app, { clientDir, shell }) => {
    const assetsDir = join(clientDir, 'assets');
    // Only responses are compressed; a compressed request body would slip past the body limit.
    await app.register(compress, { globalDecompression: false });
    await app.register(fastifyStatic, {
      root: clientDir,
      preCompressed: true,
      cacheControl: false,
      index: false,
      // Sent filled in by the route below and the not-found handler, with compressed copies of its own.
      allowedPath: (path) => !path.startsWith('/index.html'),
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every file name under assets/, so they never change.
        const immutable = filePath.startsWith(assetsDir);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', (request, reply) => sendPageShell(shell, request, reply));
  },
  { name: 'static-client' },
);

/** Whether Accept-Encoding lists `encoding` (without q=0). */
function accepts(request: FastifyRequest, encoding: string): boolean {
  return String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s*;\s*q=/i))
    .some(([name, quality]) => name?.toLowerCase() === encoding && (quality === undefined || Number(quality) > 0));
}

/** Whether If-None-Match names `etag` (weak comparison, as for a GET), or is `*`. */
function unchanged(request: FastifyRequest, etag: string): boolean {
  const asked = request.headers['if-none-match'];
  if (asked === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return asked.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Sends the page, brotli or gzip when the browser takes it; revalidated on every visit, a 304 when unchanged. */
export function sendPageShell(shell: PageShell, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', shell.etag).type('text/html; charset=utf-8');
  // The page at any page path (the not-found handler sends it too, as a 200); never an error's body.
  if (reply.statusCode === 200 && unchanged(request, shell.etag)) return reply.code(304).send();
  if (accepts(request, 'br')) return reply.header('content-encoding', 'br').send(shell.brotli);
  if (accepts(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(shell.gzip);
  return reply.send(shell.html);
}
