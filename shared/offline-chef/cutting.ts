// Cutting small for a quicker version: what a knife can make smaller cooks in about half its time.
import type { PantryItem, Role } from './pantry-items.ts';

// Grains, pasta and pulses take their time whatever is done to them.
const CUT: readonly Role[] = ['protein', 'veg', 'aromatic', 'greens', 'fruit'];

/** What the prep says when everything is cut small. */
export const CUT_SMALL = 'Keep every piece small and thin, so it cooks in half the time.';

/** Whether an item is cut at all, so cutting it smaller speeds it up. */
// Scrubbed mussels and clams are not cut at all: they take the minutes they take to open. Nor is a
// piece cooked whole, patted dry or its skin scored (a fish fillet, a duck breast, a chop): it
// takes its own full time, in any version.
export const isCut = (item: PantryItem): boolean => CUT.includes(item.role) && !/^(?:|scrub\b.*|pat % dry|score the skin of %)$/.test(item.entry?.prep ?? '');

/** Whether cutting an item small makes it cook faster: it is cut, and it cooks (a cucumber for a salad does not). */
export const cookSooner = (item: PantryItem): boolean => isCut(item) && item.entry?.cook !== undefined;

/**
 * Pan minutes for an item cut small and thin, as a quicker version cuts it: about half its own
 * (the kitchen's cook() never goes below what makes a food safe).
 */
export function cutSmall(item: PantryItem): number {
  const minutes = item.entry?.cook?.minutes ?? 2;
  return isCut(item) ? Math.max(1, Math.ceil(minutes / 2)) : minutes;
}
