import { isPerishable, keepsDays } from '../ingredients/keeping.ts';
import type { RecipePreferences } from '../api/recipe-request.ts';
import type { PlannedDish, WeekOutline } from '../week/week-plan.ts';
import { draft, sameTitle, type Written } from './draft.ts';
import { board } from './dishes/board.ts';
import { cookingList } from './list-items.ts';
import type { PantryItem } from './pantry-items.ts';
import { FEWEST_KNOWN_FOODS } from './recipe-writer.ts';
import { typedFoods } from './typed-foods.ts';
import { weekChoice, weekDishes, type WeekDish } from './week-dishes.ts';

// The built-in chef's week: one dish a day, each the best that is left, judged by what it uses of
// the list (the foods that keep least first), what it uses again of what an earlier day bought,
// and what it must buy. A greedy choice day by day: the most perishable foods go to the first days.

// What a food of the list not yet used is worth to a day, more the sooner it spoils.
const urgency = (item: PantryItem): number => {
  if (!isPerishable(item.entry)) return 1;
  const days = keepsDays(item.entry!);
  return days <= 2 ? 7 : days <= 4 ? 5 : 4;
};
// A food bought for an earlier day, used again: less with each use, so it does not fill the week.
const REUSE = 2.5;
// A food bought afresh: worth it only where the list cannot make the day's dinner without it.
const NEW_BUY = 1.2;
// The same kind of dish twice in a week, the sharing board at all: only where nothing else fits.
const SAME_KIND = 8;
const BOARD = 4;
// The most dishes written out a day to find one that fits the time and is not one already planned.
const MOST_TRIED = 60;

/** What the week holds so far. */
interface Week {
  readonly used: Set<string>;
  /** How many days each food bought has been used on, by key. */
  readonly bought: Map<string, number>;
  readonly kinds: Set<string>;
  readonly titles: string[];
}

/** How good a dish is for the next day of this week (higher is better). */
function worth(one: WeekDish, week: Week): number {
  let score = one.dish === board ? -BOARD : 0;
  if (week.kinds.has(one.dish.name)) score -= SAME_KIND;
  for (const item of one.used) {
    if (item.mine) score += week.used.has(item.key) ? 0 : urgency(item);
    else {
      const days = week.bought.get(item.key) ?? 0;
      score += days > 0 ? (isPerishable(item.entry) ? REUSE : 1) / days : -NEW_BUY;
    }
  }
  return score + (one.dish.fit(one.used) ?? 0) / 10;
}

/**
 * Plans `days` dinners from the visitor's list with no model: one dish a day, never the same dish
 * twice nor one named in `avoid`, each keeping the wishes' diet, allergies and time as a single
 * recipe does. It favours what is on hand, the foods that spoil soonest first, and uses again on
 * another day a food it bought for one. Each dish is titled as the chef writes it, at the wishes'
 * servings and units. Where fewer dishes fit than days asked, it plans those and says how many were asked.
 * @example planWeek(["Salmon", "Rice", "Spinach", "Eggs"], 3, {}).dishes.map((day) => day.dish) // ["Lemony Salmon & Spinach Rice Bowl", ...]
 */
export function planWeek(pantry: readonly string[], days: number, wishes: RecipePreferences, avoid: readonly string[] = []): WeekOutline {
  const list = cookingList(pantry, wishes, FEWEST_KNOWN_FOODS);
  const dishes: PlannedDish[] = [];
  if (list !== null) {
    const typed = typedFoods(pantry, wishes);
    const all = weekDishes(list.items, wishes, list.seed);
    const written = new Map<WeekDish, Written>();
    const writtenOf = (one: WeekDish): Written => {
      const known = written.get(one) ?? draft({ choice: weekChoice(one, wishes), seed: one.seed }, wishes, list.ruledOut);
      written.set(one, known);
      return known;
    };
    const week: Week = { used: new Set(), bought: new Map(), kinds: new Set(), titles: [...avoid] };
    const fits = (one: WeekDish): boolean => {
      const { title, minutes } = writtenOf(one);
      return !week.titles.some((taken) => sameTitle(taken, title)) && (wishes.maxMinutes === undefined || minutes <= wishes.maxMinutes);
    };
    while (dishes.length < days) {
      const ranked = all.map((one, at) => ({ one, at, score: worth(one, week) })).sort((a, b) => b.score - a.score || a.at - b.at);
      const next = ranked.slice(0, MOST_TRIED).find(({ one }) => fits(one))?.one;
      if (next === undefined) break;
      const title = writtenOf(next).title;
      dishes.push({ dish: title, uses: next.used.filter((item) => item.mine).map((item) => typed.get(item.key) ?? item.label) });
      week.titles.push(title);
      week.kinds.add(next.dish.name);
      for (const item of next.used) if (item.mine) week.used.add(item.key);
      for (const item of next.bought) week.bought.set(item.key, (week.bought.get(item.key) ?? 0) + 1);
    }
  }
  return dishes.length < days ? { dishes, asked: days } : { dishes };
}
