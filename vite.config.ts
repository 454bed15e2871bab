import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { gzipAsync } from '@gfx/zopfli';
import { constants, type InputType } from 'node:zlib';
import { defineConfig, type Rolldown } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { offlinePage } from './scripts/vite-offline-page.ts';
import { preloadLater } from './scripts/vite-preload-later.ts';
import { pageShell } from './scripts/vite-page-shell.ts';

/** A gzip copy made by zopfli (see the compression plugin below). */
const zopfliGzip = async (input: InputType): Promise<Buffer> =>
  Buffer.from(await gzipAsync(typeof input === 'string' ? Buffer.from(input) : ArrayBuffer.isView(input) ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength) : new Uint8Array(input), { numiterations: 15 }));

// The page's own script: client/boot.tsx with every module it imports (React aside, which is a
// chunk of its own). client/main.tsx runs React, then this, as two tasks. Without the group, each
// module that a chunk loaded later also imports would be a file of its own, before input.
const BOOT = fileURLToPath(new URL('./client/boot.tsx', import.meta.url));
let bootModules: Set<string> | undefined;

function inBoot(id: string, context: Rolldown.ChunkingContext): boolean {
  if (!bootModules) {
    bootModules = new Set();
    const visit = (at: string) => {
      if (bootModules!.has(at)) return;
      bootModules!.add(at);
      for (const imported of context.getModuleInfo(at)?.importedIds ?? []) visit(imported);
    };
    visit(BOOT);
  }
  return bootModules.has(id);
}

// The page lives in client/; `npm run dev` proxies /api to the Fastify server (scripts/dev.ts).
export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // React runs first, then the page's script: both download at once (client/main.tsx).
    preloadLater(),
    // index.html paints the whole page before any script runs (client/prefetch.ts says what comes before it is asked for).
    pageShell('/prerender.tsx'),
    // Installable, and whole with no connection.
    offlinePage(),
    // A brotli copy at its best and a gzip copy beside every text file, sent as they are
    // (server/page/static-client.ts): smaller than compressing on the fly could afford per request,
    // and no page load pays for compressing. A copy that would not be smaller is not written. The
    // gzip copy is zopfli's: any gzip reader takes it, and it is about 3.5% smaller than zlib's
    // level 9 (92.4 against 89.1 kB for the scripts before input), for the visitors whose
    // browser or proxy takes no brotli, at a few seconds of build time.
    compression({
      include: /\.(?:js|css|html|svg|json|txt)$/,
      threshold: 0,
      skipIfLargerOrEqual: true,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
        defineAlgorithm(zopfliGzip, {}),
      ],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // The recipe renderer (streamdown and its markdown parsers) is one large chunk, but it is
    // loaded on demand, after the page can already take input.
    chunkSizeWarningLimit: 600,
    // No preloading helper in the page: the files the page starts with are preloaded from
    // index.html (scripts/vite-preload-later.ts), and an engine, fetched in a quiet moment ahead of
    // need, can wait for its own imports. The helper was 0.9 kB gzipped before input.
    modulePreload: false,
    rolldownOptions: {
      // The build spends its time on purpose: brotli at its best for every file, once, so each
      // visit downloads less. Rolldown's report of slow plugins would only say that again.
      checks: { bundlerTimings: false },
      // The AI SDK builds zod schemas at the top of its module, among them the model-message
      // schemas only a server uses; zod's calls are not marked pure, so they would stay in the
      // page's copy and be built when it first runs. Schema builders have no side effects: unused
      // ones can go. Only the SDK's chunk changes.
      treeshake: {
        manualPureFunctions: [
          'z.object', 'z.union', 'z.lazy', 'z.discriminatedUnion', 'z.record', 'z.string', 'z.array',
          'z.literal', 'z.number', 'z.boolean', 'z.unknown', 'z.null', 'z.custom', 'z.instanceof',
        ],
      },
      // React is a script of its own beside the page's first script: the browser compiles the
      // two in parallel while they download, and the first task that runs them is shorter. The
      // stream engine is fetched in two parts, one per quiet moment (client/prefetch.ts): zod, then
      // the AI SDK. Each must be a chunk of its own for its first run to be a task of its own.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'ai', test: /node_modules[\\/](ai|@ai-sdk[\\/]provider|@ai-sdk[\\/]provider-utils|@ai-sdk[\\/]gateway|eventsource-parser|@standard-schema)[\\/]/ },
            // Vite's own helper for dynamic imports, which the entry uses too, apart: in the page's
            // chunk it would make the entry import that chunk, and run it in React's task.
            { name: 'import-helper', test: /^\0vite\/preload-helper/ },
            { name: (id, context) => (inBoot(id, context) ? 'boot' : null) },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`,
      '/healthz': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`,
    },
  },
});
