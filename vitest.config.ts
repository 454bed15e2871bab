import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const BUSY_MACHINE_TIMEOUT_MS = 60_000;

// Two projects: the pure and server code under Node, the page under jsdom.
// End-to-end tests have their own config (tests/e2e/vitest.config.ts) and run on a build.
export default defineConfig({
  test: {
    // msw's socket-level interceptor closes a mocked stream that the client already aborted in a
    // way Node's HTTP client asserts against. Only that exact artefact of the mock is ignored; a
    // real host closing an aborted stream does not do this (checked against a real socket).
    onUnhandledError: (error) =>
      !(String(error.message).includes('assert(!this.aborted)') && String(error.stack).includes('@mswjs/interceptors')),
    // A machine busy with other work runs a test several times slower than an idle one: the
    // default 5 s cut off sound tests that start a server process or write every chef recipe.
    // A test that must be quick says so by comparing with a baseline, never by a time-out.
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          testTimeout: BUSY_MACHINE_TIMEOUT_MS,
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
          testTimeout: BUSY_MACHINE_TIMEOUT_MS,
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/client-setup.ts'],
        },
      },
    ],
  },
});
