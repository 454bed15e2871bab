import { setTimeout as realSleep } from 'node:timers/promises';
import { vi } from 'vitest';

// Fake time moves this far per real millisecond: the AI SDK's 2 s backoff before its one retry
// passes in about 40 ms, while real I/O (a refused connection, a failed DNS lookup) still gets
// every real millisecond it needs.
const STEP_MS = 50;

/**
 * Runs `work` with setTimeout faked, moving fake time on STEP_MS per real millisecond until it
 * settles: the app's own waits (a retry's backoff, a first-token timeout) pass without the test
 * waiting them, in the order they were due.
 * @example const response = await withFastClock(() => postRecipe(app, { ingredients: FOUR }));
 */
export async function withFastClock<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    let outcome: { value: T } | { error: unknown } | undefined;
    work().then(
      (value) => (outcome = { value }),
      (error: unknown) => (outcome = { error }),
    );
    while (!outcome) {
      await vi.advanceTimersByTimeAsync(STEP_MS);
      await realSleep(1);
    }
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  } finally {
    vi.useRealTimers();
  }
}

/** Resolves once `condition()` holds, checking every real millisecond (real, even under fake timers). */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await realSleep(1);
}
