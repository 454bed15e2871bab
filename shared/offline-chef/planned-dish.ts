import type { RecipeWishes } from '../api/prompt.ts';
import type { DraftKey } from '../api/draft-key.ts';
import { rankDishes, type DishChoice } from './dish-choice.ts';
import { draft, sameTitle } from './draft.ts';
import type { CookingList } from './list-items.ts';
import { listOf } from './list-items.ts';
import { weekChoice, weekDishes } from './week-dishes.ts';

// A day of a week plan, written: the dish the plan named, from the foods it said it uses. The
// built-in chef's own plan is found again among the dishes its week is made of (week-dishes.ts),
// with what it bought for it; a name it does not know (a host planned the week, then failed) gets
// the chef's best dish of those foods, under the chef's own title for it. Its draft's key (kind
// and seed) names it again for a change or another size, with or without the day's dish.

/** A dish of a plan: its name, and the foods of the list it uses. */
export interface PlannedName {
  readonly name: string;
  readonly uses: readonly string[];
}

const keysOf = (keys: Iterable<string>): string => [...keys].sort().join('\n');

// A "Cook double" day is written for twice the plan's servings, which can change a title that
// promises speed: the plan's title is looked for at the day's servings, then at half of them.
const servingsTried = (servings: number | undefined): (number | undefined)[] =>
  servings !== undefined && servings % 2 === 0 ? [servings, servings / 2] : [servings];

/**
 * The dish to write for a planned day, with the seed of its free choices: the chef's own dish of
 * that name and those foods, or else its best dish of those foods; null when the list has none of them.
 * @example plannedChoice(list, { name: "Salmon & Carrot Traybake", uses: ["Salmon", "Carrots"] }, {})?.[0].dish.name // "traybake"
 */
export function plannedChoice(list: CookingList, planned: PlannedName, options: RecipeWishes): [DishChoice, number] | null {
  const useKeys = new Set(planned.uses.flatMap((use) => listOf([use], options).map((item) => item.key)));
  const uses = list.items.filter((item) => useKeys.has(item.key));
  if (uses.length === 0) return null;
  const wanted = keysOf(uses.map((item) => item.key));
  const same = weekDishes(list.items, options, list.seed).filter((one) => keysOf(one.used.filter((item) => !one.bought.includes(item)).map((item) => item.key)) === wanted);
  for (const servings of servingsTried(options.servings)) {
    const wishes = { ...options, servings };
    const found = same.find((one) => sameTitle(draft({ choice: weekChoice(one, options), seed: one.seed }, wishes, list.ruledOut).title, planned.name));
    if (found !== undefined) return [weekChoice(found, options), found.seed];
  }
  return [rankDishes(uses, options)[0]!, list.seed];
}

/**
 * The week's dish a draft's key names, for a change or a new size of a planned day asked without
 * the day's dish: its kind and seed are found among the dishes the list's week is made of; null
 * when none has them (the key is of a recipe written for the list alone).
 */
export function weekDishOfKey(list: CookingList, key: Pick<DraftKey, 'dish' | 'seed'>, options: RecipeWishes): [DishChoice, number] | null {
  const found = weekDishes(list.items, options, list.seed).find((one) => one.dish.name === key.dish && one.seed === key.seed);
  return found === undefined ? null : [weekChoice(found, options), found.seed];
}
