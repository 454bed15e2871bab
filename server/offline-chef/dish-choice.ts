import type { Dish } from './dish.ts';
import { board, dressing } from './dishes-board.ts';
import { riceBowl, salad } from './dishes-bowl.ts';
import { flatbread, roast } from './dishes-oven.ts';
import { omelette, stirFry } from './dishes-pan.ts';
import { pasta } from './dishes-pasta.ts';
import { curry, soup } from './dishes-pot.ts';
import { dessert, smoothie } from './dishes-sweet.ts';
import { tacos } from './dishes-tacos.ts';
import { toast } from './dishes-toast.ts';
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
  readonly staples: readonly PantryItem[];
}

// A staple in one of these roles is skipped when the visitor brought anything in that role
// (their butter instead of our oil); salt, pepper and spices are only skipped when listed.
const STAND_INS: readonly Role[] = ['fat', 'sauce', 'sweetener', 'dairy', 'liquid'];
const MAX_STAPLES = 3;

function staplesFor(dish: Dish, used: readonly PantryItem[]): PantryItem[] {
  return dish
    .staples(used)
    .map(stapleItem)
    .filter((staple) => !used.some((item) => item.key === staple.key || (STAND_INS.includes(staple.role) && item.role === staple.role)))
    .slice(0, MAX_STAPLES);
}

/**
 * Picks the dish that uses the most of the visitor's ingredients (plus a bonus for signature
 * ones), among dishes that use at least half of them; the sharing board takes the rest.
 */
export function chooseDish(items: readonly PantryItem[]): DishChoice {
  let best: { dish: Dish; used: PantryItem[]; score: number } | undefined;
  for (const dish of DISHES) {
    const used = items.filter((item) => dish.accepts(item));
    const fit = dish.fit(used);
    if (fit === undefined || used.length * 2 < items.length) continue;
    const score = used.length * 2 + fit;
    if (!best || score > best.score) best = { dish, used, score };
  }
  const dish = best?.dish ?? board;
  const used = best?.used ?? [...items];
  return { dish, used, unused: items.filter((item) => !used.includes(item)), staples: staplesFor(dish, used) };
}
