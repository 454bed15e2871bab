import fc from 'fast-check';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

// Property tests draw the same cases on every run: a failure can be replayed, and CI never fails on
// a case no earlier run met.
fc.configureGlobal({ seed: 20261124 });

// One msw server for every Node test: anything a test did not mock is an error,
// so no test can reach the network by accident.
export const upstream = setupServer();

beforeAll(() => upstream.listen({ onUnhandledFrame: 'error' }));
afterEach(() => upstream.resetHandlers());
afterAll(() => upstream.close());
