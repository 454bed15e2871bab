import type { SavedTimer } from './cook-timers.ts';
import type { StoredEntry } from './local-store.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

// More than any kitchen runs at once; a longer list was not written by this page.
const MAX_TIMERS = 20;
const LONGEST_SECONDS = 24 * 60 * 60;
const LONGEST_TITLE = 200;
const LONGEST_WHAT = 80;
// An ended timer still shows after a reload soon after, not on tomorrow's visit.
const KEEP_ENDED_MS = 60 * 60 * 1000;

const isTimer = (raw: unknown): raw is SavedTimer => {
  if (typeof raw !== 'object' || raw === null) return false;
  const { step, phase, recipe, title, what, seconds, endsAt, done } = raw as Record<string, unknown>;
  return (
    (what === undefined || (typeof what === 'string' && what.length <= LONGEST_WHAT)) &&
    // Timers kept before titles were kept have none: they read as untitled.
    (title == null || (typeof title === 'string' && title.length <= LONGEST_TITLE)) &&
    Number.isInteger(step) && Number(step) >= 1 && Number(step) <= 1000 &&
    // Timers kept before phases were have none: such a timer stands for any phase of its length.
    (phase === undefined || (Number.isInteger(phase) && Number(phase) >= 0 && Number(phase) < 1000)) &&
    typeof recipe === 'string' && /^[0-9a-f]{8}$/.test(recipe) &&
    Number.isInteger(seconds) && Number(seconds) >= 1 && Number(seconds) <= LONGEST_SECONDS &&
    typeof endsAt === 'number' && Number.isFinite(endsAt) &&
    typeof done === 'boolean'
  );
};

/**
 * The timers running or ended when the page went (a reload, or a phone's browser putting the tab
 * away), so they go on where they were. Ended over an hour ago, a timer is let go.
 */
export const STORED_TIMERS: StoredEntry<SavedTimer[]> = {
  key: STORAGE_KEYS.timers,
  version: 1,
  check: (raw) => {
    if (!Array.isArray(raw) || raw.length > MAX_TIMERS || !raw.every(isTimer)) return undefined;
    const now = Date.now();
    return raw
      .filter((timer) => timer.endsAt > now - KEEP_ENDED_MS)
      .map(({ step, phase, recipe, title, what, seconds, endsAt, done }) => ({ step, ...(phase === undefined ? {} : { phase }), recipe, title: title ?? null, ...(what ? { what } : {}), seconds, endsAt, done }));
  },
};
