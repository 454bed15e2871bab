// Cutting small for a quicker version: what a knife can make smaller cooks in about half its time.
import type { PantryItem, Role } from './pantry-items.ts';

// Grains, pasta and pulses take their time whatever is done to them.
const CUT: readonly Role[] = ['protein', 'veg', 'aromatic', 'greens', 'fruit'];

/**
 * What the prep says of the pieces a quicker version cuts small, named, so that mince, tinned
 * chickpeas or grated cheese are not taken for pieces to cut.
 * @example cutSmallNote("the onion and peppers", 2) // "Cut the onion and peppers small and thin, so they cook in half the time."
 */
export const cutSmallNote = (names: string, count: number): string =>
  `Cut ${names} small and thin, so ${count > 1 || /s$/.test(names) ? 'they cook' : 'it cooks'} in half the time.`;

/** Whether an item is cut at all, so cutting it smaller speeds it up. */
// Scrubbed mussels and clams are not cut at all: they take the minutes they take to open. Nor is a
// piece cooked whole, patted dry, crushed in its skin or its skin scored (a fish fillet, a duck breast, a chop): it
// takes its own full time, in any version.
// Nor is mince broken up, a tin rinsed and drained, or what is grated, crumbled, zested or peeled.
export const isCut = (item: PantryItem): boolean =>
  CUT.includes(item.role) &&
  !/^(?:|scrub\b.*|pat % dry|lightly crush .*|score the skin of %|break up|(?:rinse and )?drain|rinse|grate|crumble|flake|zest and juice|pick over|beat|peel|stone|trim|soak .*|mix .*)$/.test(item.entry?.prep ?? '');

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
