import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: the pure and server code under Node, the page under jsdom.
// End-to-end tests have their own config (tests/e2e/vitest.config.ts) and run on a build.
export default defineConfig({
  test: {
    // msw's socket-level interceptor closes a mocked stream that the client already aborted in a
    // way Node's HTTP client asserts against. Only that exact artefact of the mock is ignored; a
    // real host closing an aborted stream does not do this (checked against a real socket).
    onUnhandledError: (error) =>
      !(String(error.message).includes('assert(!this.aborted)') && String(error.stack).includes('@mswjs/interceptors')),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/shared/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
          setupFiles: ['tests/support/msw-setup.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { 'virtual:pwa-register': fileURLToPath(new URL('tests/support/pwa-register.ts', import.meta.url)) } },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/client-setup.ts'],
        },
      },
    ],
  },
});
