import { defineConfig } from 'vitest/config';

// Several real server processes sharing one real Redis (Debian's redis-server, started by the tests).
export default defineConfig({
  test: {
    name: 'redis',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/redis/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
