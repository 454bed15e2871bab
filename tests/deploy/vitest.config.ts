import { defineConfig } from 'vitest/config';

// The deployment as an operator runs it: real Redis, several instances and Debian's nginx with
// deploy/nginx.conf, all on loopback.
export default defineConfig({
  test: {
    name: 'deploy',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
