import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

// One msw server for every Node test: anything a test did not mock is an error,
// so no test can reach the network by accident.
export const upstream = setupServer();

beforeAll(() => upstream.listen({ onUnhandledFrame: 'error' }));
afterEach(() => upstream.resetHandlers());
afterAll(() => upstream.close());
