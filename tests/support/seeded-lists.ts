import fc from 'fast-check';
import { knownIngredientNames } from '../../shared/ingredients/pantry-knowledge.ts';

// The built-in chef's 80 seeded pantry lists: drawn by fast-check from a fixed seed, so every run
// reads the same lists. 3 in 5 are from anywhere in the pantry table; the rest are built on a bake
// or a traybake, the dishes that go wrong most.

/** Foods the chef may not know, some of them ready to eat. */
export const OTHER_FOODS = ['Kimchi', 'Sauerkraut', 'Spring onions', 'Gherkins', 'Kalamata olives', 'Capers', 'Parmesan', 'Fresh basil', 'Dragon fruit'];
/** What a bake is built on, so that enough lists are cakes, brownies and crumbles. */
export const BAKING = ['Flour', 'Self-raising flour', 'Sugar', 'Brown sugar', 'Butter', 'Eggs', 'Honey', 'Cocoa', 'Apples', 'Oats'];
/** What a traybake is built on. */
export const ROASTING = ['Chicken thighs', 'Sausages', 'Potatoes', 'Carrots', 'Sweet potato', 'Red onion', 'Salmon', 'Cauliflower'];

const anyList = fc.uniqueArray(fc.constantFrom(...knownIngredientNames(), ...OTHER_FOODS), { minLength: 4, maxLength: 9 });
const builtOn = (base: readonly string[]) =>
  fc
    .tuple(fc.subarray([...base], { minLength: 3, maxLength: 5 }), fc.uniqueArray(fc.constantFrom(...knownIngredientNames(), ...OTHER_FOODS), { maxLength: 4 }))
    .map(([core, more]) => [...new Set([...core, ...more])]);

/** The 80 seeded lists the chef's recipes are read over. */
export const SEEDED_LISTS: readonly string[][] = fc.sample(fc.oneof({ weight: 3, arbitrary: anyList }, builtOn(BAKING), builtOn(ROASTING)), { seed: 16, numRuns: 80 });
