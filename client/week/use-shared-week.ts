import { useCallback, useEffect, useRef, useState } from 'react';
import type { WeekPlan, Weekday } from '../../shared/week/week-plan.ts';
import { carriesWeek } from '../lib/share-fragment.ts';
import { readWeekFragment } from './week-link.ts';
import { unprovenDays } from './week-proofs.ts';

/**
 * What the address's week link, if any, has given the page: none, being read, a week to show
 * read-only (with the days whose proofs the service refused), or a link that could not be read.
 */
export type SharedWeek =
  | { status: 'none' }
  | { status: 'reading' }
  | { status: 'shown'; plan: WeekPlan; unproven: readonly Weekday[] }
  | { status: 'broken' };

/** Takes the week link out of the address, leaving the page's own; no new history entry, no reload. */
export function dropWeekLink() {
  if (carriesWeek(location.hash)) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

const atStart = (): SharedWeek => (carriesWeek(location.hash) ? { status: 'reading' } : { status: 'none' });

/**
 * The week the address's link carries, read now and again when a new link is pasted into the same
 * tab. The link stays in the address while its week is shown (a reload shows the same); a broken
 * one is dropped at once. `close` sets the shared week aside.
 */
export function useSharedWeek(): [SharedWeek, () => void] {
  const [shared, setShared] = useState(atStart);
  // The reading under way: a newer link, closing or leaving stops it (and its proofs' checks).
  const run = useRef(new AbortController());
  useEffect(() => {
    const read = () => {
      const hash = location.hash;
      if (!carriesWeek(hash)) return;
      run.current.abort();
      const signal = (run.current = new AbortController()).signal;
      setShared({ status: 'reading' });
      void readWeekFragment(hash).then(async (reading) => {
        if (signal.aborted || !reading) return;
        if (!reading.ok) {
          dropWeekLink();
          return setShared({ status: 'broken' });
        }
        setShared({ status: 'shown', plan: reading.plan, unproven: [] });
        const unproven = await unprovenDays(reading.plan, signal);
        if (!signal.aborted && unproven.length > 0) setShared({ status: 'shown', plan: reading.plan, unproven });
      });
    };
    read();
    window.addEventListener('hashchange', read);
    return () => {
      run.current.abort();
      window.removeEventListener('hashchange', read);
    };
  }, []);
  const close = useCallback(() => {
    run.current.abort();
    dropWeekLink();
    setShared({ status: 'none' });
  }, []);
  return [shared, close];
}
