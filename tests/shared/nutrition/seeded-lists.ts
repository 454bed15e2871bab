import fc from 'fast-check';
import { knownIngredientNames } from '../../../shared/ingredients/pantry-knowledge.ts';

// The built-in chef's 80 seeded lists, drawn exactly as tests/shared/offline-chef/reads-like-a-cook
// draws them (same arbitraries, seed 16), so the nutrition tests read the same recipes.

const OTHER_FOODS = ['Kimchi', 'Sauerkraut', 'Spring onions', 'Gherkins', 'Kalamata olives', 'Capers', 'Parmesan', 'Fresh basil', 'Dragon fruit'];
const BAKING = ['Flour', 'Self-raising flour', 'Sugar', 'Brown sugar', 'Butter', 'Eggs', 'Honey', 'Cocoa', 'Apples', 'Oats'];
const ROASTING = ['Chicken thighs', 'Sausages', 'Potatoes', 'Carrots', 'Sweet potato', 'Red onion', 'Salmon', 'Cauliflower'];

// Foods added to the pantry after every line of these lists was checked by hand: drawn too, they
// would reshuffle all 80 lists and bring foods no one checked. Each is checked by the test that
// every pantry name has its USDA food. (Vegetarian hard cheese is what a vegetarian version writes
// for parmesan; USDA weighs it as parmesan.)
const ADDED_SINCE_CHECKED = new Set(['vegetarian hard cheese']);
const DRAWN = knownIngredientNames().filter((name) => !ADDED_SINCE_CHECKED.has(name));

const anyList = fc.uniqueArray(fc.constantFrom(...DRAWN, ...OTHER_FOODS), { minLength: 4, maxLength: 9 });
const builtOn = (base: readonly string[]) =>
  fc
    .tuple(fc.subarray([...base], { minLength: 3, maxLength: 5 }), fc.uniqueArray(fc.constantFrom(...DRAWN, ...OTHER_FOODS), { maxLength: 4 }))
    .map(([core, more]) => [...new Set([...core, ...more])]);

/** The 80 seeded lists, 3 in 5 from anywhere and the rest built on a bake or a traybake. */
export const SEEDED_LISTS: readonly string[][] = fc.sample(fc.oneof({ weight: 3, arbitrary: anyList }, builtOn(BAKING), builtOn(ROASTING)), { seed: 16, numRuns: 80 });
