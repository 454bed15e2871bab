import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/vite-compile-hints.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { pageShell } from './scripts/vite-page-shell.ts';

// The page lives in client/; `npm run dev` proxies /api to the Fastify server (scripts/dev.ts).
export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // React and the page's own first script: nearly all of both runs as the page starts.
    compileHints((chunk) => chunk.isEntry || chunk.name === 'react'),
    // index.html paints the whole page before any script runs (client/engines.ts says what comes later).
    pageShell('/prerender.tsx'),
    precompress(),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // The recipe renderer (streamdown and its markdown parsers) is one large chunk, but it is
    // loaded on demand, after the page can already take input.
    chunkSizeWarningLimit: 600,
    // Every browser the page supports knows <link rel="modulepreload">; the polyfill would only
    // add to the script that must load before the page can take input.
    modulePreload: { polyfill: false },
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
      // stream engine is fetched in two parts, one per quiet moment (client/engines.ts): zod, then
      // the AI SDK. Each must be a chunk of its own for its first run to be a task of its own.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'ai', test: /node_modules[\\/](ai|@ai-sdk[\\/]provider|@ai-sdk[\\/]provider-utils|@ai-sdk[\\/]gateway|eventsource-parser|@standard-schema)[\\/]/ },
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
