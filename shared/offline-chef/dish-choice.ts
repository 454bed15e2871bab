import { breaksPreferences } from '../ingredients/allergen-check.ts';
import type { RecipePreferences } from '../api/recipe-request.ts';
import type { Dish } from './dish.ts';
import { board } from './dishes/board.ts';
import { curry } from './dishes/curry.ts';
import { dessert } from './dishes/dessert.ts';
import { dressing } from './dishes/dressing.ts';
import { flatbread } from './dishes/flatbread.ts';
import { omelette } from './dishes/omelette.ts';
import { pasta } from './dishes/pasta.ts';
import { riceBowl } from './dishes/rice-bowl.ts';
import { roast } from './dishes/roast.ts';
import { salad } from './dishes/salad.ts';
import { smoothie } from './dishes/smoothie.ts';
import { soup } from './dishes/soup.ts';
import { stirFry } from './dishes/stir-fry.ts';
import { tacos } from './dishes/tacos.ts';
import { toast } from './dishes/toast.ts';
import { oneDish } from './one-dish.ts';
import { stapleItem } from './pantry-items.ts';
import type { PantryItem, Role } from './pantry-items.ts';

/** Every dish but the fallback; on equal scores the earlier, more specific one wins. */
export const DISHES: readonly Dish[] = [
  pasta, tacos, curry, stirFry, riceBowl, omelette, soup, salad, roast, toast, flatbread, dessert, smoothie, dressing,
];

/** The dish to write, what goes in it, what is left out, and the staples it adds. */
export interface DishChoice {
  readonly dish: Dish;
  readonly used: readonly PantryItem[];
  readonly unused: readonly PantryItem[];
  /** Of the unused, those the dish could take but a long list has more of than one dish holds (see one-dish.ts). */
  readonly later?: readonly PantryItem[];
  readonly staples: readonly PantryItem[];
}

// A staple in one of these roles is skipped when the visitor brought anything in that role
// (their butter instead of our oil); salt, pepper and spices are only skipped when listed.
const STAND_INS: readonly Role[] = ['fat', 'sauce', 'sweetener', 'dairy', 'liquid'];
const MAX_STAPLES = 3;
// What the chef reaches for instead of a staple the visitor cannot have.
const STAND_IN_STAPLES: Readonly<Record<string, string>> = { butter: 'olive oil' };

/** What the visitor must not be given: their diets and allergies. */
export type Avoid = Pick<RecipePreferences, 'diet' | 'allergies'>;

/** The staples a dish adds to what it uses, at most three, none the visitor must not be given. */
export function staplesFor(dish: Dish, used: readonly PantryItem[], avoid: Avoid): PantryItem[] {
  const allowed = (name: string): boolean => !breaksPreferences(name, avoid);
  const names = dish
    .staples(used)
    .map((name) => (allowed(name) ? name : STAND_IN_STAPLES[name]))
    .filter((name): name is string => name !== undefined && allowed(name));
  return [...new Set(names)]
    .map(stapleItem)
    .filter((staple) => !used.some((item) => item.key === staple.key || (STAND_INS.includes(staple.role) && item.role === staple.role)))
    .slice(0, MAX_STAPLES);
}

/**
 * Every dish that can be made from the visitor's ingredients, best first: most ingredients used
 * (plus a bonus for signature ones), among dishes that use at least half of them; the sharing
 * board, which takes anything, comes last. Staples that break a diet or allergy are left out.
 */
export function rankDishes(items: readonly PantryItem[], avoid: Avoid = {}): DishChoice[] {
  const fits: { dish: Dish; used: PantryItem[]; later: PantryItem[]; score: number }[] = [];
  for (const dish of DISHES) {
    const accepted = items.filter((item) => dish.accepts(item));
    const { used, later } = oneDish(accepted);
    const fit = dish.fit(used);
    if (fit === undefined || accepted.length * 2 < items.length) continue;
    fits.push({ dish, used, later, score: accepted.length * 2 + fit });
  }
  // A stable sort: on equal scores the earlier, more specific dish stays first.
  fits.sort((a, b) => b.score - a.score);
  return [...fits, { dish: board, ...oneDish(items), score: 0 }].map(({ dish, used, later }) => ({
    dish,
    used,
    unused: items.filter((item) => !used.includes(item)),
    ...(later.length > 0 ? { later } : {}),
    staples: staplesFor(dish, used, avoid),
  }));
}
