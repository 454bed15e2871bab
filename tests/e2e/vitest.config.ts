import { configDefaults, defineConfig } from 'vitest/config';

// The README's pictures are taken by `npm run screenshots` alone (UPDATE_SCREENSHOTS=1), straight
// into docs/; an ordinary run neither takes nor writes them.
const README_SHOTS = 'tests/e2e/readme-screenshots.test.ts';
const takingScreenshots = process.env.UPDATE_SCREENSHOTS === '1';

// End-to-end tests drive the built page in Chromium against real server processes, one file at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: takingScreenshots ? [README_SHOTS] : ['tests/e2e/**/*.test.ts'],
    exclude: takingScreenshots ? configDefaults.exclude : [...configDefaults.exclude, README_SHOTS],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
