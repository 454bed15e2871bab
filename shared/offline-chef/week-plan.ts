import { isPerishable, keepsDays } from '../ingredients/keeping.ts';
import type { RecipePreferences } from '../api/recipe-request.ts';
import type { WeekOutline } from '../week/week-plan.ts';
import { draft, sameTitle, type Written } from './draft.ts';
import { board } from './dishes/board.ts';
import { cookingList } from './list-items.ts';
import type { PantryItem, Role } from './pantry-items.ts';
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
  return days <= 2 ? 10 : days <= 4 ? 6 : 4;
};
// A food bought for an earlier day, used again on a second day.
const REUSE = 3;
// A perishable food of the list already cooked on an earlier day: mostly eaten, so bought again.
const EATEN = 1;
// A food bought afresh: worth it only where the list cannot make the day's dinner without it.
const NEW_BUY = 0.6;
// A fresh food bought where a later day can use it again.
const FORESIGHT = 0.5;
// The sharing board: only where nothing else fits.
const BOARD = 4;
// The most dishes written out a day to find one that fits the time and is not one already planned.
const MOST_TRIED = 120;

/** What a food bought is worth to a day, bought for `days` days before: used up on a second day, not made the whole week. */
function boughtWorth(item: PantryItem, days: number, later: boolean): number {
  // Fresh food bought with a day still to come is bought for two: it is worth its second day.
  if (days === 0) return later && isPerishable(item.entry) ? FORESIGHT : -NEW_BUY;
  if (days > 1) return -EATEN;
  return isPerishable(item.entry) ? REUSE : 1;
}

// A dinner with something to fill it (meat, fish, eggs, cheese or pulses) and a vegetable or greens beside it.
const BALANCE = 1.5;
const FILLING: readonly Role[] = ['protein', 'egg', 'cheese', 'legume'];
const balanced = (used: readonly PantryItem[]): boolean =>
  used.some((item) => FILLING.includes(item.role)) && used.some((item) => item.role === 'veg' || item.role === 'greens');

/** What the week holds so far. */
interface Week {
  readonly used: Set<string>;
  /** How many days each food bought has been used on, by key. */
  readonly bought: Map<string, number>;
  readonly kinds: Set<string>;
  readonly titles: string[];
}

/** How good a dish is for the next day of this week (higher is better). */
function worth(one: WeekDish, week: Week, later: boolean): number {
  let score = one.dish === board ? -BOARD : 0;
  for (const item of one.used) {
    if (!one.bought.includes(item)) score += !week.used.has(item.key) ? urgency(item) : isPerishable(item.entry) ? -EATEN : 0;
    else score += boughtWorth(item, week.bought.get(item.key) ?? 0, later);
  }
  return score + (balanced(one.used) ? BALANCE : 0) + (one.dish.fit(one.used) ?? 0) / 10;
}

/**
 * Plans `days` dinners from the visitor's list with no model: one dish a day, never the same kind
 * of dish twice (two traybakes) nor one named in `avoid`, each keeping the wishes' diet, allergies and time as a single
 * recipe does. It favours what is on hand, the foods that spoil soonest first, and uses again on
 * another day a food it bought for one. Each dish is titled as the chef writes it, at the wishes'
 * servings and units. Where fewer dishes fit than days asked, it plans those and says how many were asked.
 * @example planWeek(["Salmon", "Rice", "Spinach", "Eggs"], 3, {}).dishes.map((day) => day.dish) // ["Salmon & Spinach Salad", "Easy Salmon & Mushroom Frittata", "Chicken & Spinach Rice Bowl"]
 */
export function planWeek(pantry: readonly string[], days: number, wishes: RecipePreferences, avoid: readonly string[] = []): WeekOutline {
  const list = cookingList(pantry, wishes, FEWEST_KNOWN_FOODS);
  if (list === null) return { dishes: [], asked: days };
  const all = weekDishes(list.items, wishes, list.seed);
  const written = new Map<WeekDish, Written>();
  const writtenOf = (one: WeekDish): Written => {
    const known = written.get(one) ?? draft({ choice: weekChoice(one, wishes), seed: one.seed }, wishes, list.ruledOut);
    written.set(one, known);
    return known;
  };
  const inTime = (one: WeekDish): boolean => wishes.maxMinutes === undefined || writtenOf(one).minutes <= wishes.maxMinutes;
  /** The next `count` days of a week that holds `week` so far, best first, fewer where no dish is left. */
  const choose = (count: number, week: Week): WeekDish[] => {
    const chosen: WeekDish[] = [];
    const isNew = (one: WeekDish): boolean => !week.titles.some((taken) => sameTitle(taken, writtenOf(one).title));
    while (chosen.length < count) {
      const ranked = all
        .filter((one) => !week.kinds.has(one.dish.name))
        .map((one, at) => ({ one, at, score: worth(one, week, chosen.length < count - 1) }))
        .sort((a, b) => b.score - a.score || a.at - b.at)
        .slice(0, MOST_TRIED)
        .map(({ one }) => one);
      // As for one recipe: within the time if any can be, else the quickest, whose recipe says it takes longer.
      const next = ranked.find((one) => isNew(one) && inTime(one)) ?? ranked.filter(isNew).sort((a, b) => writtenOf(a).minutes - writtenOf(b).minutes)[0];
      if (next === undefined) break;
      chosen.push(next);
      week.titles.push(writtenOf(next).title);
      week.kinds.add(next.dish.name);
      for (const item of next.used) if (!next.bought.includes(item)) week.used.add(item.key);
      for (const item of next.bought) week.bought.set(item.key, (week.bought.get(item.key) ?? 0) + 1);
    }
    return chosen;
  };
  const weekOf = (titles: readonly string[], kinds: Iterable<string> = []): Week => ({ used: new Set(), bought: new Map(), kinds: new Set(kinds), titles: [...titles] });
  // "Another idea" names the plan's dishes to avoid: planned again, they show which kinds of dish
  // the other days are, so the new idea is not a second traybake under another name.
  const avoidedKinds = choose(avoid.length, weekOf([]))
    .filter((one) => avoid.some((title) => sameTitle(title, writtenOf(one).title)))
    .map((one) => one.dish.name);
  const chosen = choose(days, weekOf(avoid, avoidedKinds));
  // With every kind of dish the list makes taken, one of them again, under a name not yet used.
  const found = chosen.length < days && avoidedKinds.length > 0 ? choose(days, weekOf(avoid)) : chosen;
  const typed = typedFoods(pantry, wishes);
  const dishes = found.map((one) => ({
    dish: writtenOf(one).title,
    uses: one.used.filter((item) => !one.bought.includes(item)).map((item) => typed.get(item.key) ?? item.label),
  }));
  return dishes.length < days ? { dishes, asked: days } : { dishes };
}
