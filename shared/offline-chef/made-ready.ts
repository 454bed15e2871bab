// What is made ready before a dish starts, beyond its chopping: dry lentils simmered where no pot
// of liquid cooks them, dried beans soaked and boiled, and a flax egg left to thicken before it binds anything.
import type { Ingredient } from '../ingredients/pantry-knowledge.ts';
import type { PantryItem } from './pantry-items.ts';
import { listWords } from '../text/list-words.ts';

/**
 * Dry lentils and split peas: they drink about three times their volume of water as they cook, so
 * a frying pan, an oven or a salad bowl can only warm them once they are cooked. By what they are,
 * not the part they play: lentils standing in for mince are still dry lentils.
 */
export const isDryPulse = (item: PantryItem): boolean => item.entry?.category === 'legume' && (item.entry.cook?.minutes ?? 0) >= 15;

/** Minutes cooked pulses take to warm through in a pan, like tinned beans. */
export const WARMED_PULSE_MINUTES = 3;

// The knowledge base's beans and chickpeas are tinned, cooked already; dried ones are raw, and raw
// kidney beans are poisonous until boiled hard. Soaked overnight, boiled hard for 10 minutes, then
// simmered until tender (FSA, NHS): about an hour for beans and chickpeas. The soaking is said in
// a note above the recipe, and left out of its total.
const DRIED = /\b(?:dried|dry)\b/i;
const SOAK = 'soak overnight';
const BOIL_HARD_MINUTES = 10;
const SOAKED_MINUTES = 60;
// A dried bean swells to about two and a half times its weight.
const DRIED_PER_SERVING = 50;

/** The entry of a pulse as typed: dried beans soak and boil first; anything else as it is. */
export const driedPulse = (entry: Ingredient, typed: string): Ingredient =>
  entry.category === 'legume' && (entry.cook?.minutes ?? 0) < 15 && DRIED.test(typed)
    ? { ...entry, prep: SOAK, cook: { until: 'tender', minutes: SOAKED_MINUTES }, perServing: DRIED_PER_SERVING }
    : entry;

/** Dried beans or chickpeas, soaked overnight before anything else. */
export const needsSoaking = (item: PantryItem): boolean => item.entry?.prep === SOAK;

/** "_Start the day before: soak the dried chickpeas in plenty of cold water overnight..._", or undefined with nothing to soak. */
export function soakingNote(items: readonly PantryItem[]): string | undefined {
  const soaked = items.filter(needsSoaking);
  if (soaked.length === 0) return undefined;
  return `_Start the day before: soak the ${listWords(soaked.map((item) => item.text))} in plenty of cold water overnight, at least 8 hours. The total time does not count the soaking._`;
}

/** "rinse % and simmer them in three times their volume of water for 20 minutes, until tender, then drain" */
export function simmerFirst(item: PantryItem): string {
  if (needsSoaking(item)) {
    return `drain % from their soaking water, cover with plenty of fresh water, boil hard for ${BOIL_HARD_MINUTES} minutes, then simmer for ${SOAKED_MINUTES - BOIL_HARD_MINUTES} minutes more, until tender, and drain`;
  }
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

/** A banana binding a bake in an egg's place: mashed smooth, or it will not beat in. Undefined for anything else. */
export const mashedBananaPrep = (item: PantryItem): string | undefined =>
  item.role === 'egg' && item.entry?.name === 'banana' ? 'peel and mash % until smooth' : undefined;

// A cake for six takes three eggs, so a cake for one takes half an egg: a whole one to 30 g of
// flour bakes eggy and rubbery. A cook beats one egg and weighs out half; a large egg is about 50 g.
const HALF_EGG_BELOW = 0.75;
/** The prep of half an egg, by units: it names its own egg, since "the eggs" are half of one. */
export const HALF_EGG_PREP = { metric: 'beat 1 egg and use half of it (about 25 g)', us: 'beat 1 egg and use half of it (about 1½ tbsp)' } as const;

/** An egg in a bake that comes to half an egg: `count` is the eggs the bake's proportions ask for. */
export const isHalfEgg = (item: PantryItem, count: number): boolean => item.role === 'egg' && item.entry?.name === 'egg' && count < HALF_EGG_BELOW;
