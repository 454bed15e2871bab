// The week's ticks, kept on the device: a ticked line is kept by its key (stable while the same
// food is on the list) with the amount it had when ticked. Kept in localStorage, so they survive a
// reload and need no connection.

import type { StoredEntry } from '../lib/local-store.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import type { ListLine } from '../../shared/week/week-list.ts';

/** Ticked lines: each line's key, with its mark (see tickMark) when it was ticked. */
export type Ticks = Readonly<Record<string, string>>;

const isTicks = (raw: unknown): raw is Ticks =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw) && Object.values(raw).every((mark) => typeof mark === 'string');

/** Where the ticks are kept. */
export const WEEK_TICKS: StoredEntry<Ticks> = { key: STORAGE_KEYS.weekTicks, version: 1, check: (raw) => (isTicks(raw) ? raw : undefined) };

/**
 * What a tick holds a line to: what to get of it, without the days it is for. A line whose amount
 * changed (a day added, servings scaled) is unticked: the tick said "I have 150 g", and 150 g is no
 * longer enough. Moving a dish to another day changes only the why, and keeps the tick.
 * @example tickMark({ what: "Cheddar — 150 g", ... }) // "Cheddar — 150 g"
 */
export const tickMark = (line: Pick<ListLine, 'what'>): string => line.what;

/** Whether `line` is ticked: ticked by its key, at the amount it has now. */
export const isTicked = (ticks: Ticks, line: Pick<ListLine, 'key' | 'what'>): boolean => ticks[line.key] === tickMark(line);

/**
 * The ticks after `line` is ticked or unticked; ticks of lines no longer on the list (`lines`)
 * are dropped, so a line that comes back later starts unticked.
 */
export function withTick(ticks: Ticks, line: Pick<ListLine, 'key' | 'what'>, ticked: boolean, lines: readonly Pick<ListLine, 'key'>[]): Ticks {
  const onList = new Set(lines.map(({ key }) => key));
  const kept = Object.entries(ticks).filter(([key]) => onList.has(key) && key !== line.key);
  return Object.fromEntries(ticked ? [...kept, [line.key, tickMark(line)]] : kept);
}
