// A potato omelette, as Spain makes it: the eggs set around the potatoes into a thick cake too heavy
// to fold, so it is turned out onto a plate and slid back into the pan to cook its other side.
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem } from '../pantry-items.ts';
import { eggsSafeAt } from '../safe-cooking.ts';

// On a low heat: 6 minutes until only the top is runny, a minute to turn it, 3 on its other side.
/** Minutes a tortilla's eggs take in the pan, the turn included. */
export const TORTILLA_MINUTES = 10;

/** Whether an omelette's fillings hold potatoes (or another root), which set into a cake no one can fold. */
export const isTortilla = (fillings: readonly PantryItem[]): boolean => fillings.some((item) => item.entry?.category === 'root');

/**
 * How a tortilla's eggs cook, `scatter` said as they go in (", scatter over the cheese"):
 * "Pour in the egg mixture, turn the heat down low and cook for 6 minutes, ... turn it out onto the plate, then slide it back into the pan ..."
 */
export const tortillaEggs = (k: Kitchen, scatter: string): string =>
  `Pour in the egg mixture${scatter}, turn the heat down low and cook for 6 minutes, shaking the pan now and then, until the edges have set and only the top is still soft. Put a large plate over the pan, turn it out onto the plate, then slide it back into the pan, cooked side up, and cook for 3 minutes more, until set all through (${eggsSafeAt(k.units)} in the middle).`;
