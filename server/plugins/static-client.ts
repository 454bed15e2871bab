import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built page: hashed assets cached forever, everything else revalidated, and both
 * compressed for browsers that accept it. The build writes a brotli and a gzip copy of each file
 * (scripts/vite-precompress.ts), sent as they are; compressing on the fly is for anything without
 * one. It is registered here, after the API routes, so it hooks only the page's files: the
 * recipe's event stream must reach the visitor chunk by chunk, never held back by a compressor's
 * buffer.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const assetsDir = join(clientDir, 'assets');
  // Only responses are compressed; a compressed request body would slip past the body limit.
  await app.register(compress, { globalDecompression: false });
  await app.register(fastifyStatic, {
    root: clientDir,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Vite puts a content hash in every file name under assets/, so they never change.
      const immutable = filePath.startsWith(assetsDir);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
