// What is made ready before a dish starts, beyond its chopping: dry lentils simmered where no pot
// of liquid cooks them, and a flax egg left to thicken before it binds anything.
import type { PantryItem } from './pantry-items.ts';

/**
 * Dry lentils and split peas: they drink about three times their volume of water as they cook, so
 * a frying pan, an oven or a salad bowl can only warm them once they are cooked. By what they are,
 * not the part they play: lentils standing in for mince are still dry lentils.
 */
export const isDryPulse = (item: PantryItem): boolean => item.entry?.category === 'legume' && (item.entry.cook?.minutes ?? 0) >= 15;

/** Minutes cooked pulses take to warm through in a pan, like tinned beans. */
export const WARMED_PULSE_MINUTES = 3;

/** "rinse % and simmer them in three times their volume of water for 20 minutes, until tender, then drain" */
export function simmerFirst(item: PantryItem): string {
  const cook = item.entry?.cook;
  return `${item.entry?.prep ?? 'rinse'} % and simmer them in three times their volume of water for ${cook?.minutes ?? 20} minutes, until ${cook?.until ?? 'tender'}, then drain`;
}

// Ground flaxseed stirred into water (the swap table's stand-in for an egg) binds only once it has
// turned thick and gel-like. Known by its name: read back from a recipe, it is no food the chef knows.
const FLAX_EGG = /\bflax\w* and water\b/;
export const FLAX_REST_MINUTES = 10;

/** The prep of a flax egg, or undefined for anything else. */
export const flaxEggPrep = (item: PantryItem): string | undefined =>
  FLAX_EGG.test(item.text) ? `stir % together and leave for ${FLAX_REST_MINUTES} minutes, until thick and gel-like` : undefined;
