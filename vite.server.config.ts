import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { SERVER_OUT_DIR } from './scripts/server-build.ts';

// The server, built ahead of time for `npm start` and the image: run as JavaScript, Node never
// loads its TypeScript stripper, which a process holds for its whole life. Packages stay imports
// of node_modules; each lazy import() stays a file of its own, loaded when first needed. Every
// file sits in one folder, so the page's folder is found from any of them (server/main.ts).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'server/entry.ts',
    outDir: SERVER_OUT_DIR,
    emptyOutDir: true,
    // Stack traces name the .ts sources (server/entry.ts turns the maps on); the sources' text is
    // not needed for that, and would be read into memory with each map.
    sourcemap: true,
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: { sourcemapExcludeSources: true, entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
