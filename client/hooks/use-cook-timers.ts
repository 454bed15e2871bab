import { useEffect, useState, useSyncExternalStore } from 'react';
import { createCookTimers, type CookTimer, type CookTimers } from '../lib/cook-timers.ts';
import { readStored, writeStored } from '../lib/local-store.ts';
import { STORED_TIMERS } from '../lib/stored-timers.ts';

/**
 * The visit's kitchen timers, made once by the recipe area so they outlive cook mode and are kept
 * across a reload: each chimes as it ends, and any that ended while the page was hidden are marked
 * done as it comes back.
 */
export function useCookTimers(): CookTimers {
  // The chime's module is already in the page by then: the press that started the timer readied it.
  const [timers] = useState(() => createCookTimers(() => void import('../lib/chime.ts').then((chime) => chime.playChime(), () => undefined), readStored(STORED_TIMERS)));
  useEffect(
    () =>
      timers.subscribe(() => {
        const kept = timers.list().map(({ step, phase, recipe, title, what, seconds, endsAt, done }) => ({ step, phase, recipe, title, ...(what ? { what } : {}), seconds, endsAt, done }));
        writeStored(STORED_TIMERS, kept.length > 0 ? kept : undefined);
      }),
    [timers],
  );
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') timers.check();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [timers]);
  return timers;
}

/** The timers as they are now, re-rendering with each change. */
export function useTimerList(timers: CookTimers): readonly CookTimer[] {
  // The same on the server: the prerender, like a fresh visit, has no timers.
  return useSyncExternalStore(timers.subscribe, timers.list, timers.list);
}

/** Date.now(), read again every `everyMs` while `ticking`. */
export function useNow(ticking: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const tick = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(tick);
  }, [ticking, everyMs]);
  return now;
}
