import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The page lives in client/; `npm run dev` proxies /api to the Fastify server (scripts/dev.ts).
export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // The recipe renderer (streamdown and its markdown parsers) is one large chunk, but it is
    // loaded on demand, after the page can already take input.
    chunkSizeWarningLimit: 600,
    // Every browser the page supports knows <link rel="modulepreload">; the polyfill would only
    // add to the script that must load before the page can take input.
    modulePreload: { polyfill: false },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`,
      '/healthz': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`,
    },
  },
});
