import { vi } from 'vitest';

/**
 * A hand-driven requestIdleCallback: each quiet moment happens when the test says so.
 * vi.unstubAllGlobals() puts the real one back.
 */
export function fakeIdle() {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    waiting.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  return {
    /** How many callbacks wait for a quiet moment. */
    pending: () => waiting.size,
    /** One quiet moment: runs what was waiting for it. */
    quietMoment: () => {
      const due = [...waiting.values()];
      waiting.clear();
      for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}
