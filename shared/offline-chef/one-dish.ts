// What one dish takes from the visitor's list. A long list is a cupboard, not a recipe: 25 foods in one pan make 24 ingredients and a muddle.
// Past a dish's worth, the chef cooks with what the dish needs most of each kind and says what it
// keeps for another day.
import type { PantryItem, Role } from './pantry-items.ts';

/** Past this many of the visitor's foods, a dish takes only a dish's worth of them. */
export const MOST_FOODS_IN_A_DISH = 12;

// How many of each kind one dish takes from a long list; what is not here (salt, flour, baking
// powder) it takes all of.
const PER_ROLE: Readonly<Partial<Record<Role, number>>> = {
  protein: 1, egg: 1, dairy: 1, cheese: 1, aromatic: 2, veg: 2, greens: 1, legume: 1, grain: 1, pasta: 1, noodle: 1,
  bread: 1, liquid: 1, fruit: 2, herb: 1, spice: 2, sauce: 1, sweetener: 1, fat: 1, nut: 1, pickle: 1, extra: 1,
};

/**
 * A dish's worth of `accepted`, in their order, and the rest, kept for another day: all of them
 * when there are no more than MOST_FOODS_IN_A_DISH, else the first of each kind up to its share.
 * @example oneDish([chicken, beef, rice, ...]) // { used: [chicken, rice, ...], later: [beef, ...] }
 */
export function oneDish(accepted: readonly PantryItem[]): { used: PantryItem[]; later: PantryItem[] } {
  if (accepted.length <= MOST_FOODS_IN_A_DISH) return { used: [...accepted], later: [] };
  const taken = new Map<Role, number>();
  const used: PantryItem[] = [];
  const later: PantryItem[] = [];
  for (const item of accepted) {
    const count = taken.get(item.role) ?? 0;
    if (count < (PER_ROLE[item.role] ?? Infinity)) {
      taken.set(item.role, count + 1);
      used.push(item);
    } else {
      later.push(item);
    }
  }
  return { used, later };
}

// The foods a dinner is built on: its meat or fish, or without any, its pasta, rice or pulses. A
// dish that leaves them out is no answer to the list (a dressing beside the spaghetti); one that
// keeps the chicken and leaves the rice for another day still is.
const STARCHES: readonly Role[] = ['grain', 'pasta', 'noodle', 'legume'];

/** Whether a dish leaves out none of the main foods of the list it was chosen from (see above). */
export function keepsMains(used: readonly PantryItem[], unused: readonly PantryItem[]): boolean {
  const mains: readonly Role[] = [...used, ...unused].some((item) => item.role === 'protein') ? ['protein'] : STARCHES;
  return !unused.some((item) => mains.includes(item.role));
}
