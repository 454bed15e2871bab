import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built page: hashed assets cached forever, everything else revalidated. */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const assetsDir = join(clientDir, 'assets');
  await app.register(fastifyStatic, {
    root: clientDir,
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Vite puts a content hash in every file name under assets/, so they never change.
      const immutable = filePath.startsWith(assetsDir);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
