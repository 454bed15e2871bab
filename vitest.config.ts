import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: the pure and server code under Node, the page under jsdom.
// End-to-end tests have their own config (tests/e2e/vitest.config.ts) and run on a build.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/shared/**/*.test.ts', 'tests/server/**/*.test.ts'],
          setupFiles: ['tests/helpers/msw-setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/client-setup.ts'],
        },
      },
    ],
  },
});
