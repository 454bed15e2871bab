import { defineConfig } from 'vitest/config';

// The container image, built from deploy/Containerfile with Debian's podman and run on the host network.
export default defineConfig({
  test: {
    name: 'image',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/image/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // Building the base and the image takes minutes on a cold machine.
    hookTimeout: 900_000,
    fileParallelism: false,
  },
});
