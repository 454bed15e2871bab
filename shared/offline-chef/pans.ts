// How many frying pans or trays a recipe needs, and the fat they take. A pan or a tray browns a
// few servings in one layer; past that, food steams and meat stays under its safe temperature for
// the time given. The fat that fries is a film on each pan, not a share of what cooks in it: 1.5 kg
// of mince browns in a few spoonfuls spread over its pans, not in 180 ml.
import { MOST_IN_ONE_PAN } from '../recipe/pan-room.ts';

// What one large pan browns in one go: four servings' worth of meat. Past it, a pan of meat stews
// grey and stays under its safe temperature for the minutes given, however few the servings; a
// frittata's filling piled deeper than it will not set under its eggs in the minutes given.
const MOST_GRAMS_BROWNED_IN_ONE_PAN = 600;

/**
 * Pans (or trays) for `servings`, each holding what one pan browns in one go, and never less
 * than what browns in them at once (`browned` grams) takes: 1 for 4, 2 for 6, 3 for 12.
 * @example pansFor(12) // 3; pansFor(12, 3300) // 6
 */
export const pansFor = (servings: number, browned = 0): number =>
  Math.max(1, Math.ceil(servings / MOST_IN_ONE_PAN), Math.ceil(browned / MOST_GRAMS_BROWNED_IN_ONE_PAN));

/** The most large frying pans or woks a home hob fries in at once, and the most trays a home oven roasts on its two shelves. */
export const MOST_AT_ONCE = 2;

/** Rounds of cooking `pans` pans' (or trays') worth takes, MOST_AT_ONCE at a time: 1 for 2, 2 for 3 or 4, 3 for 6. */
export const roundsFor = (pans: number): number => Math.max(1, Math.ceil(pans / MOST_AT_ONCE));

// What one large tray (about 40 by 30 cm) roasts spread out in one layer, as a cook spreads it:
// about a kilogram. Past it, food lies touching or in heaps and steams instead of browning, and
// the meat under it cooks slower than the time given.
const MOST_GRAMS_ON_ONE_TRAY = 1150;
// A counted vegetable or fruit (an onion, an apple, a pepper) weighs about this much.
const GRAMS_PER_PIECE = 150;

/** What an item weighs on a tray, from its amount in its entry's unit: grams as they are, a count by the piece, anything else nothing. */
export const traysWeight = (amount: number, unit: string | undefined): number => (unit === 'g' ? amount : unit === '' ? amount * GRAMS_PER_PIECE : 0);

/**
 * Trays for a roast weighing `grams`, never fewer than its servings take (`pans`).
 * @example traysFor(1200, 1) // 2; traysFor(950, 1) // 1
 */
export const traysFor = (grams: number, pans: number): number => Math.max(pans, Math.ceil(grams / MOST_GRAMS_ON_ONE_TRAY));

/** What a wok or a large, deep frying pan holds to cook in, in millilitres: past it, a one-pot version needs a large casserole. */
export const MOST_ML_IN_A_DEEP_PAN = 3000;

// Whole steaks a large frying pan sears side by side at once (three or four of about 150 g): crowded, they stew grey.
const MOST_STEAK_GRAMS_AT_ONCE = 600;

/** Batches a large frying pan sears `grams` of whole steaks in: 1 for 600 g, 2 for 900 g. */
export const searBatches = (grams: number): number => Math.max(1, Math.ceil(grams / MOST_STEAK_GRAMS_AT_ONCE));

// A pan's film of fat is the fat of this many servings (2 tbsp of oil), however much cooks in it.
const FAT_SERVINGS_PER_PAN = 2;

/**
 * The servings' worth of fat a dish that fries needs for `servings`: each serving's up to a pan's
 * film, then a film for each pan.
 * @example fryingFatServings(1) // 1; fryingFatServings(4) // 2; fryingFatServings(12) // 6
 */
export function fryingFatServings(servings: number, pans = pansFor(servings)): number {
  return pans * Math.min(servings / pans, FAT_SERVINGS_PER_PAN);
}

const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A small count as a cook writes it: 3 -> "three". */
export const countWord = (count: number): string => COUNTS[count] ?? String(count);
