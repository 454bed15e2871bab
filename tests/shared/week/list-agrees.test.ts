import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { isStaple } from '../../../shared/ingredients/pantry-match.ts';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import { amountIn } from '../../../shared/recipe/quantity.ts';
import { recipeOf, type Recipe } from '../../../shared/recipe/recipe-value.ts';
import { scaleRecipe } from '../../../shared/recipe/scale-recipe.ts';
import { foodKey } from '../../../shared/week/food-key.ts';
import { weekShoppingList } from '../../../shared/week/shopping-list.ts';
import type { WeekList } from '../../../shared/week/week-list.ts';
import { WEEKDAYS, type Weekday } from '../../../shared/week/week-plan.ts';
import { EVERYDAY_LISTS } from '../../support/review-lists.ts';
import { FOOD_TABLE } from '../nutrition/food-table-file.ts';

// The list agrees with the recipes: for each food, what the list says to buy plus what the
// visitor's typed amounts covered is what the days' recipes, as written, add up to. Recipes are
// the built-in chef's; the sums are worked out here from each line's own quantity, independently
// of the list's reading of amounts, in grams, millilitres or a count of the line's own word.

interface Day {
  day: Weekday;
  recipe: Recipe;
}
type Totals = Map<string, Map<string, number>>;

const RUNS = 60;
// Lines the list never adds: the cook's to choose, or only for the table.
const NOT_ADDED = /\bto (?:taste|season|serve)\b|\bfor (?:serving|the table)\b|garnish|\boptional\b|\bif you like\b/iu;

/** A line's amount in grams, millilitres or its own counted word, as written (a range at its top). */
function asWritten(quantity: NonNullable<Recipe['ingredients'][number]['quantity']>): [unit: string, amount: number] | null {
  const top = { ...quantity, amount: quantity.upTo ?? quantity.amount };
  const grams = amountIn(top, 'g');
  if (grams !== null) return ['g', grams];
  const tsp = amountIn(top, 'tsp');
  if (tsp !== null) return ['ml', tsp * 5];
  return ['pinch', 'dash', 'drop', 'splash'].includes(top.unit) ? null : [top.unit === 'tin' ? 'can' : top.unit, top.amount];
}

/** Each food's sum over the days' recipes as written, unit by unit. */
function writtenTotals(days: readonly Day[]): Totals {
  const totals: Totals = new Map();
  for (const { recipe } of days) {
    for (const line of recipe.ingredients) {
      const written = line.quantity === null || NOT_ADDED.test(line.text) || isStaple(line.food) ? null : asWritten(line.quantity);
      if (written === null) continue;
      const food = totals.get(foodKey(line.food)) ?? new Map<string, number>();
      food.set(written[0], (food.get(written[0]) ?? 0) + written[1]);
      totals.set(foodKey(line.food), food);
    }
  }
  return totals;
}

/** What the list accounts for of each food, unit by unit: to buy plus covered, or what to check at home. */
function listTotals(list: WeekList): Totals {
  const totals: Totals = new Map();
  const add = (food: string, amounts: readonly { amount: number; unit: string }[]) => {
    const units = totals.get(food) ?? new Map<string, number>();
    for (const { amount, unit } of amounts) units.set(unit, (units.get(unit) ?? 0) + amount);
    totals.set(food, units);
  };
  for (const line of list.aisles.flatMap((aisle) => aisle.lines)) {
    // Bought plus covered is the need, unit by unit, where nothing had to meet through portions.
    if (!line.approx) add(line.food, [...line.buy, ...line.covered]);
    else add(line.food, line.need);
  }
  for (const line of list.check) add(line.food, line.need);
  for (const food of list.covered) add(food.food, food.covered);
  return totals;
}

function expectAgreement(days: readonly Day[], pantry: readonly string[], units: Units): void {
  const list = weekShoppingList({ days: days.map(({ day, recipe }) => ({ day, ingredients: recipe.ingredients })), pantry, table: FOOD_TABLE, units });
  const [written, listed] = [writtenTotals(days), listTotals(list)];
  const round = (totals: Totals) => [...totals].map(([food, amounts]) => [food, Object.fromEntries([...amounts].map(([unit, amount]) => [unit, Math.round(amount * 1000) / 1000]))] as const).sort();
  expect(round(listed)).toEqual(round(written));
  // What the list says to buy is never less than what is left to buy, and at most a shopper's step more.
  for (const line of list.aisles.flatMap((aisle) => aisle.lines)) for (const one of line.buy) expect(one.amount).toBeGreaterThan(0);
}

const foods = fc.constantFrom(...EVERYDAY_LISTS);
// What a visitor might type they have: some with amounts, some without.
const typed = fc.constantFrom('500 g chicken thighs', '250 g cheese', '1 kg potatoes', '6 eggs', 'rice', '200 g spaghetti', 'garlic', '2 onions', '400 ml milk', '1 kg flour', 'butter');
const week = fc.record({
  lists: fc.array(foods, { minLength: 1, maxLength: 7 }),
  servings: fc.integer({ min: 1, max: 8 }),
  units: fc.constantFrom<Units>('metric', 'us'),
  pantry: fc.uniqueArray(typed, { maxLength: 5 }),
});

const written = (lists: readonly (readonly string[])[], servings: number, units: Units): Day[] =>
  lists.map((list, at) => ({ day: WEEKDAYS[at]!, recipe: recipeOf(writeRecipe(list, { servings, units })) }));

describe('the list agrees with the recipes as written', () => {
  it('for any week of the chef\'s recipes and any pantry', () => {
    fc.assert(
      fc.property(week, ({ lists, servings, units, pantry }) => expectAgreement(written(lists, servings, units), pantry, units)),
      { numRuns: RUNS, seed: 45 },
    );
  });

  it('after a day is removed', () => {
    fc.assert(
      fc.property(week, fc.nat(), ({ lists, servings, units, pantry }, which) => {
        const days = written(lists, servings, units);
        expectAgreement(days.filter((_, at) => at !== which % days.length), pantry, units);
      }),
      { numRuns: RUNS, seed: 46 },
    );
  });

  it('after a day\'s recipe is replaced by another idea', () => {
    fc.assert(
      fc.property(week, fc.nat(), foods, ({ lists, servings, units, pantry }, which, other) => {
        const days = written(lists, servings, units);
        const at = which % days.length;
        days[at] = { day: days[at]!.day, recipe: recipeOf(writeRecipe(other, { servings, units })) };
        expectAgreement(days, pantry, units);
      }),
      { numRuns: RUNS, seed: 47 },
    );
  });

  it('after the recipes are scaled to other servings', () => {
    fc.assert(
      fc.property(week, fc.integer({ min: 1, max: 12 }), ({ lists, servings, units, pantry }, to) => {
        const days = written(lists, servings, units).map(({ day, recipe }) => ({ day, recipe: recipeOf(scaleRecipe(recipe, servings, to)) }));
        expectAgreement(days, pantry, units);
      }),
      { numRuns: RUNS, seed: 48 },
    );
  });

  it('for a "Cook double" day, whose recipe is written at twice the servings', () => {
    const days = [
      { day: 'Monday' as const, recipe: recipeOf(writeRecipe(EVERYDAY_LISTS[0]!, { servings: 8 })) },
      { day: 'Wednesday' as const, recipe: recipeOf(writeRecipe(EVERYDAY_LISTS[0]!, { servings: 4 })) },
    ];
    expectAgreement(days, ['500 g chicken thighs'], 'metric');
  });
});
