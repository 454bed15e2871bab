import { breaksPreferences } from '../../ingredients/allergen-check.ts';
import type { RecipeWishes } from '../../api/prompt.ts';
import { listedIn, unchanged, withItems, type Version } from '../draft.ts';
import { stapleItem, type PantryItem } from '../pantry-items.ts';
import { listWords } from '../../text/list-words.ts';
import { foodName } from '../words.ts';
import { isHot } from '../hot-foods.ts';

// What keeps a hot item's flavour in the dish without its heat.
const MILD_STAND_INS: Readonly<Record<string, string>> = {
  'curry powder': 'garam masala', 'curry paste': 'garam masala', 'chili powder': 'paprika', cayenne: 'paprika',
  'taco seasoning': 'smoked paprika', 'cajun seasoning': 'smoked paprika', harissa: 'tomato paste', gochujang: 'miso', kimchi: 'sauerkraut',
};
// The heat each dish takes best, by the dish's name; any dish uses a spice, so any can take these.
const SPICING: Readonly<Record<string, readonly string[]>> = {
  'stir-fry': ['chili', 'sriracha'], curry: ['chili', 'chili powder'], 'taco night': ['jalapeno', 'hot sauce'],
  'grain bowl': ['chili', 'sriracha'], salad: ['chili'], 'sharing board': ['hot sauce'], bake: ['ground ginger', 'cayenne'], smoothie: ['ground ginger', 'cayenne'],
};
const ANY_DISH = ['chili flakes', 'cayenne', 'chili powder'];
// Something cool on the side, as it is written in a step, and the food it is; the first suit a sweet dish.
const COOLING: readonly { words: string; food: string; sweet: boolean; savoury: boolean }[] = [
  { words: 'a bowl of the plain yogurt', food: 'plain yogurt', sweet: true, savoury: true },
  { words: 'the cucumber in slices', food: 'cucumber', sweet: false, savoury: true },
  { words: 'a glass of the oat milk, cold', food: 'oat milk', sweet: true, savoury: false },
  { words: 'a glass of the coconut milk, cold', food: 'coconut milk', sweet: true, savoury: false },
];
const SWEET_DISHES: ReadonlySet<string> = new Set(['bake']);
// Drunk or spooned over something else, or a bowl of pasta, where leaving out the heat is enough:
// nothing is served alongside them.
const NO_SIDES: ReadonlySet<string> = new Set(['smoothie', 'dressing', 'pasta dish']);
// A bowl of yogurt beside prawns or fish is not how either is eaten.
const besideSeafood = (items: readonly PantryItem[]): boolean => items.some((item) => item.entry?.category === 'seafood');

const nameOf = (item: PantryItem): string => item.entry?.name ?? '';

/**
 * The version with one more hot ingredient, the one its dish takes best that it does not have and
 * the visitor may eat; added as the chef's, so its amount scales with the servings and its role
 * puts it in a step.
 */
export function spicier(version: Version, options: RecipeWishes): Version {
  const items = listedIn(version);
  const name = [...(SPICING[version.choice.dish.name] ?? []), ...ANY_DISH].find(
    (one) => !items.some((item) => nameOf(item) === one) && !breaksPreferences(one, options),
  );
  if (name === undefined) return unchanged(version, 'This is as much heat as I would give this dish.');
  return withItems(version, [...items, stapleItem(name)]);
}

/**
 * The version with no chilli or other heat: each hot item left out, or swapped for something with
 * its flavour and none of its heat (paprika for chilli powder), naming the dish where it did
 * (`named`, by the title), and something cooling to serve alongside that the visitor may eat.
 */
export function milder(version: Version, options: RecipeWishes, named: (item: PantryItem) => boolean): Version {
  const items = listedIn(version);
  const allowed = (name: string): boolean => !breaksPreferences(name, options) && !items.some((item) => nameOf(item) === name);
  const cooler = (item: PantryItem): PantryItem[] => {
    const standIn = MILD_STAND_INS[nameOf(item)];
    return standIn !== undefined && allowed(standIn) ? [{ ...stapleItem(standIn), mine: named(item) }] : [];
  };
  const kept = items.flatMap((item) => (isHot(item) ? cooler(item) : [item]));
  // A stand-in is a spice the cook may not have: the recipe says it is one to buy.
  const swapped = items.filter((item) => isHot(item) && cooler(item).length > 0);
  const standIns = swapped.flatMap(cooler);
  const say = (item: PantryItem): string => foodName(item.text, options.units ?? 'metric');
  const toBuy =
    standIns.length === 0
      ? []
      : [`_For less heat I used ${listWords(standIns.map(say))} in place of ${listWords(swapped.map((item) => `the ${say(item)}`))}: buy ${standIns.length > 1 ? 'them' : 'it'} if you have none._`];
  const dish = version.choice.dish.name;
  const sweet = SWEET_DISHES.has(dish);
  const hot = items.some(isHot);
  if (!hot) return unchanged(version, 'There was no {chilli} or other heat in this recipe to take out.');
  const sides = COOLING.filter(
    (side) => (sweet ? side.sweet : side.savoury) && !breaksPreferences(side.food, options) && !(side.food === 'plain yogurt' && besideSeafood(kept)),
  );
  // Something cooling beside a dish that had heat.
  const chosen = NO_SIDES.has(dish) ? [] : sweet ? sides.slice(0, 1) : sides;
  const serveWith = chosen.length > 0 ? `Set out ${listWords(chosen.map((side) => side.words))} alongside: ${chosen.length > 1 ? 'they cool' : 'it cools'} every mouthful.` : undefined;
  return { ...withItems(version, kept), serveWith, sides: chosen.map((side) => stapleItem(side.food)), notes: toBuy };
}
