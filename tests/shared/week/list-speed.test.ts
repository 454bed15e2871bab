import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import { ingredientLine, recipeOf } from '../../../shared/recipe/recipe-value.ts';
import { weekShoppingList, type DayLines } from '../../../shared/week/shopping-list.ts';
import { WEEKDAYS } from '../../../shared/week/week-plan.ts';
import { EVERYDAY_LISTS } from '../../support/review-lists.ts';
import { FOOD_TABLE } from '../nutrition/food-table-file.ts';
import { adversarialText, everyRun } from '../../support/adversarial-text.ts';
import { INPUT_CHARS, readsInLinearTime } from '../../support/linear-time.ts';

// The page works the list out again on every change of a week of up to 7 days × 2 meals, so its
// cost grows with the lines' length and no faster (no pattern read again from each character of
// a run), as every reader of a recipe does (tests/shared/linear-readers.test.ts). Times are
// compared with each other in the same run.

const RUNS = 5;
// Working out a week's list reads its lines against the visitor's list, USDA's table and the pantry
// table: a few times what reading the recipes' lines takes, never a hundred.
const MOST_TIMES_READING = 20;
const FLOOR_MS = 0.5;

function median(work: () => void): number {
  const times = Array.from({ length: RUNS }, () => {
    const start = performance.now();
    work();
    return performance.now() - start;
  });
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

const PANTRY = ['250 g cheese', 'lemon', '1 kg flour', 'Chicken thighs', '6 eggs'];
/** A week of one line on every day, the line as a host might write it, and again with an amount in another unit. */
const weekOf = (text: string): DayLines[] =>
  WEEKDAYS.map((day, at) => ({ day, ingredients: [ingredientLine(text), ingredientLine(at % 2 === 0 ? `200 g ${text}` : `1 cup ${text}`)] }));
const listOf = (days: readonly DayLines[]) => weekShoppingList({ days, pantry: PANTRY, table: FOOD_TABLE, units: 'metric' });

describe('working out the week\'s list', () => {
  it('works out a week of 8 kB lines, 14 of them, in time linear in their length, however they are written', async () => {
    listOf(weekOf('2 tbsp olive oil, chopped'));
    for (const each of everyRun(INPUT_CHARS / 8)) {
      expect(await readsInLinearTime(listOf, each, weekOf), `on a run of ${JSON.stringify(each.slice(0, 8))}`).toBe(true);
    }
    await fc.assert(
      fc.asyncProperty(adversarialText(INPUT_CHARS / 8), async (each) => {
        expect(await readsInLinearTime(listOf, each, weekOf), `on ${JSON.stringify(each.slice(0, 24))}…`).toBe(true);
      }),
      { numRuns: 8, endOnFailure: true },
    );
  }, 120_000);

  it('works out 7 days × 2 meals of the chef\'s recipes in a small multiple of the time of reading their lines', () => {
    const recipes = EVERYDAY_LISTS.slice(0, 14).map((list) => writeRecipe(list, { servings: 4 }));
    const days = WEEKDAYS.map((day, at) => ({ day, ingredients: [...recipeOf(recipes[at * 2]!).ingredients, ...recipeOf(recipes[at * 2 + 1]!).ingredients] }));
    const pantry = ['500 g chicken thighs', 'rice', '6 eggs', 'garlic', '1 kg potatoes'];
    weekShoppingList({ days, pantry, table: FOOD_TABLE, units: 'metric' });
    const reading = median(() => recipes.forEach((text) => recipeOf(text).ingredients));
    const working = median(() => weekShoppingList({ days, pantry, table: FOOD_TABLE, units: 'metric' }));
    expect(working).toBeLessThan(Math.max(reading, FLOOR_MS) * MOST_TIMES_READING);
  });
});
