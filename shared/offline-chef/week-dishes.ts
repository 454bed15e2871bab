import { breaksPreferences } from '../ingredients/allergen-check.ts';
import type { Dish } from './dish.ts';
import { DISHES, staplesFor, type Avoid, type DishChoice } from './dish-choice.ts';
import { board } from './dishes/board.ts';
import { dressing } from './dishes/dressing.ts';
import { oneDish } from './one-dish.ts';
import { stapleItem, type PantryItem, type Role } from './pantry-items.ts';
import { hashText } from './seeded.ts';

// The dishes a week can be made of, from one list: every dish the chef knows, made of what the
// list has and, where that is not enough for a dinner, a food or two bought for it. Both the
// planner and the writer of a planned day draw on this one set, so a day's dish is found again
// from its list and the foods it uses.

/** Fresh foods the chef buys to make a dinner of a list, and then uses again on another day. */
export const FRESH_BUYS = ['Chicken', 'Spinach', 'Mushrooms', 'Tomatoes', 'Bell pepper', 'Broccoli', 'Greek yogurt', 'Feta', 'Parsley', 'Bananas'] as const;
/**
 * What a dinner is served on or wrapped in, bought where the list has none. Not rice: a plan's day
 * names only the list's foods, and its leftovers would be kept the 2 days of a dish without rice,
 * not the 1 day cooked rice keeps (see shared/week/leftovers.ts).
 */
export const STAPLE_BUYS = ['Pasta', 'Tortillas', 'Bread', 'Noodles', 'Potatoes'] as const;

// A dressing is not a dinner; the sharing board is what is left when nothing else fits.
const WEEK_DISHES: readonly Dish[] = [...DISHES.filter((dish) => dish !== dressing), board];

/** One dish a week can hold: the dish, what it uses (the visitor's foods and those bought), and the seed of its free choices. */
export interface WeekDish {
  readonly dish: Dish;
  /** What it cooks with: the visitor's foods and those bought for it. */
  readonly used: readonly PantryItem[];
  /** The foods bought for it, which the list did not have. */
  readonly bought: readonly PantryItem[];
  readonly seed: number;
}

// A food bought for the dish is the cook's as much as what they had: it may name the dish ("Chicken
// & Carrot Tacos"), and the recipe lists it with the rest of theirs, not among the staples.
const bought = (name: string): PantryItem => ({ ...stapleItem(name), mine: true });

/** The sets of foods to buy the chef tries: none, one, two fresh foods, or a fresh food and something to serve it on. */
function buySets(items: readonly PantryItem[], avoid: Avoid): PantryItem[][] {
  const fresh = FRESH_BUYS.map(bought);
  const staples = STAPLE_BUYS.map(bought);
  const allowed = (item: PantryItem): boolean => !breaksPreferences(item.label, avoid) && !items.some((one) => one.key === item.key);
  const [freshOk, staplesOk] = [fresh.filter(allowed), staples.filter(allowed)];
  const pairs = [...freshOk.flatMap((one, at) => freshOk.slice(at + 1).map((two) => [one, two])), ...freshOk.flatMap((one) => staplesOk.map((two) => [one, two]))];
  return [[], ...freshOk.map((one) => [one]), ...staplesOk.map((one) => [one]), ...pairs];
}

// What takes 20 minutes or more to cook (potatoes, roots, brown rice): a quick dinner leaves it for another day.
const SLOW_MINUTES = 20;
const isSlow = (item: PantryItem): boolean => (item.entry?.cook?.minutes ?? 0) >= SLOW_MINUTES;

/**
 * The ways of one dish with these foods: all of them, or, with more than one meat or fish, each on
 * its own; and each of those again without what is slow to cook, for a week that must be quick.
 */
function waysOf(accepted: readonly PantryItem[]): PantryItem[][] {
  const mains = accepted.filter((item) => item.role === 'protein');
  const each = mains.length <= 1 ? [[...accepted]] : mains.map((main) => accepted.filter((item) => item.role !== 'protein' || item === main));
  return each.flatMap((some) => (some.some(isSlow) ? [some, some.filter((item) => !isSlow(item))] : [some]));
}

// What only seasons a dish: a week's dinner is made of something more of the visitor's than these.
const SEASONING: readonly Role[] = ['season', 'spice', 'sweetener', 'fat'];
const ofTheList = (used: readonly PantryItem[], items: readonly PantryItem[]): boolean => used.some((item) => items.includes(item) && !SEASONING.includes(item.role));

const keysOf = (items: readonly PantryItem[]): string => items.map((item) => item.key).sort().join('\n');

/**
 * Every dish a week can hold for a list's items (see WeekDish), in a fixed order: each dish the
 * chef knows with each set of foods bought, each made of at least one of the visitor's foods
 * (more than a seasoning) and every food bought for it. `seed` is the list's (see CookingList).
 */
export function weekDishes(items: readonly PantryItem[], avoid: Avoid, seed: number): WeekDish[] {
  const found = new Map<string, WeekDish>();
  for (const bought of buySets(items, avoid)) {
    for (const dish of WEEK_DISHES) {
      const accepted = [...items, ...bought].filter((item) => dish.accepts(item));
      if (!bought.every((item) => accepted.includes(item))) continue;
      for (const some of waysOf(accepted)) {
        const { used } = oneDish(some);
        if (!ofTheList(used, items) || !bought.every((item) => used.includes(item)) || dish.fit(used) === undefined) continue;
        const id = `${dish.name}\n${keysOf(used)}`;
        if (!found.has(id)) found.set(id, { dish, used, bought, seed: hashText(`${seed}\n${id}`) });
      }
    }
  }
  return [...found.values()];
}

/** A week's dish as the writer takes a choice: what it uses, nothing left out (the list's other foods are for other days), and its staples. */
export function weekChoice(one: WeekDish, avoid: Avoid): DishChoice {
  return { dish: one.dish, used: one.used, unused: [], staples: staplesFor(one.dish, one.used, avoid) };
}
