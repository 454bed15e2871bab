// A recipe never asks for more of a food than the visitor typed they have. With enough, a line is
// what the servings need; short, it is all they have, said so on the line, and well short, a note
// under the list says how much more would suit the servings. The steps cook what is used (see
// draft.ts), so their trays and batches follow it.
import { ALL_YOU_HAVE } from '../recipe/on-hand-note.ts';
import { readQuantity } from '../recipe/quantity.ts';
import { formatTotal, type Measuring } from './amounts.ts';
import type { PantryItem } from './pantry-items.ts';
import { inUnitOf } from './typed-amount.ts';
import { traysWeight } from './pans.ts';

/** Under this share of what the servings need, a note says how much more would suit them. */
export const WELL_SHORT = 0.75;
// A written amount steps down by this share of what is on hand until it reads as no more than it.
const STEP_DOWN = 0.05;
const MOST_STEPS = 10;
// Rounding in reading back is not more.
const TIE = 1e-9;

/** What the recipe uses of an item, in its entry's unit: what `need`s, or all the visitor has when that is less. */
export const usedOf = (item: PantryItem, need: number): number => (item.onHand !== undefined && item.onHand < need ? item.onHand : need);

/** Whether the visitor has less of an item than the recipe would need. */
const isShort = (item: PantryItem, need: number): item is PantryItem & { onHand: number } => item.onHand !== undefined && item.onHand < need;

/** What a written amount is in the item's own unit; undefined when it cannot be read back ("1 pinch"). */
function readBack(item: PantryItem, written: string): number | undefined {
  const read = readQuantity(written);
  return read === null || item.entry === undefined ? undefined : inUnitOf(read.quantity, item.entry);
}

/** All of what is on hand as a cook measures it, rounded down where a measure would round it up: 1 kg is "2 lb" in US units, never "2¼ lb". */
function allOf(item: PantryItem & { onHand: number }, measuring: Measuring): string {
  let written = formatTotal(item, item.onHand, measuring);
  for (let step = 1; step <= MOST_STEPS && (readBack(item, written) ?? 0) > item.onHand * (1 + TIE); step++) {
    written = formatTotal(item, item.onHand * (1 - step * STEP_DOWN), measuring);
  }
  return written;
}

/** Whether the amount `need` is written as reads as more than the visitor has: 327 g of two breasts (340 g) written "350 g". */
const roundsPast = (item: PantryItem, need: number, measuring: Measuring): item is PantryItem & { onHand: number } =>
  item.onHand !== undefined && (readBack(item, formatTotal(item, need, measuring)) ?? 0) > item.onHand * (1 + TIE);

/**
 * The line's amount when the visitor has less than the recipe needs, or less than the amount
 * written for it reads: all of it, said so; undefined when they have enough (or typed no amount).
 * @example shortAmount(beef typed "200g", 250, { units: "metric" }) // "200 g (all you have)"
 */
export function shortAmount(item: PantryItem, need: number, measuring: Measuring): string | undefined {
  return isShort(item, need) || roundsPast(item, need, measuring) ? `${allOf(item, measuring)}${ALL_YOU_HAVE}` : undefined;
}

/**
 * A note under the list when what is on hand is well short of what the servings need, naming how
 * much more would suit them (`always` where the recipe serves fewer than asked: every short food says so); undefined otherwise.
 * @example moreNote(beef typed "200g", 1500, 12, { units: "metric" }) // "_Minced beef: about 1.3 kg more would suit 12 servings._"
 */
export function moreNote(item: PantryItem, need: number, servings: number, measuring: Measuring, always = false): string | undefined {
  if (!isShort(item, need) || (!always && item.onHand >= need * WELL_SHORT)) return undefined;
  const more = formatTotal(item, need - item.onHand, measuring);
  return `_${item.label.charAt(0).toUpperCase()}${item.label.slice(1)}: about ${more} more would suit ${servings} ${servings === 1 ? 'serving' : 'servings'}._`;
}

/**
 * The share of the servings' food the visitor has, by weight (a counted food by the piece): 1 when
 * nothing is short. 200 g of mince and 2 eggs for twelve are no three pans' worth.
 * @example madeShare([beef typed "200g", onion], need) // 0.4 where the servings need 250 g beef and 1 onion (150 g)
 */
export function madeShare(items: readonly PantryItem[], need: (item: PantryItem) => number): number {
  let needed = 0;
  let used = 0;
  for (const item of items) {
    const unit = item.entry?.unit;
    needed += traysWeight(need(item), unit);
    used += traysWeight(usedOf(item, need(item)), unit);
  }
  return needed > 0 ? used / needed : 1;
}

/**
 * The servings a recipe states for `cooked` servings' worth of food there is (see madeShare): those
 * asked, with enough or nearly; where a food is `wellShort` (see isWellShort), the whole servings
 * the food makes, never more, so the heading does not promise twelve plates of what feeds three,
 * and the same food is the same servings whatever was asked.
 * @example servingsMade(12, 3.6, true) // 3; servingsMade(4, 3.1, true) // 3; servingsMade(12, 11, false) // 12
 */
export const servingsMade = (servings: number, cooked: number, wellShort: boolean): number =>
  !wellShort ? servings : Math.min(servings, Math.max(1, Math.floor(cooked + TIE)));

/** Whether the visitor has under WELL_SHORT of what `need` (for the servings asked) of an item. */
export const isWellShort = (item: PantryItem, need: number): boolean => isShort(item, need) && item.onHand < need * WELL_SHORT;

/** Said under the introduction where the food makes fewer servings than asked; undefined otherwise. */
export const fewerNote = (servings: number, made: number): string | undefined =>
  made >= servings ? undefined : `_What you have makes about ${made} ${made === 1 ? 'serving' : 'servings'}, not the ${servings} asked for: the notes under the ingredients say how much more would suit ${servings}._`;
