import { describe, expect, it } from 'vitest';
import type { Units } from '../../shared/api/recipe-preferences.ts';
import { writeRecipe } from '../../shared/offline-chef/recipe-writer.ts';
import { amountIn, writeQuantity } from '../../shared/recipe/quantity.ts';
import { ingredientLine, recipeOf, type Recipe } from '../../shared/recipe/recipe-value.ts';
import { REVIEW_LISTS } from '../support/review-lists.ts';

/** Each line a recipe's steps use in shares, with the amounts cook mode shows for them. */
function splitLines(recipe: Recipe): { line: string; parts: string[] }[] {
  const parts = new Map<number, string[]>();
  for (const use of recipe.steps.flatMap((step) => step.uses)) {
    if (use.share !== null) parts.set(use.line, [...(parts.get(use.line) ?? []), use.amount]);
  }
  return [...parts].map(([line, amounts]) => ({ line: recipe.ingredients[line]!.text, parts: amounts }));
}

/** What the parts add up to, written as the line writes its amount; null when the line states none. */
function sumAsWritten(line: string, parts: readonly string[]): string | null {
  const whole = ingredientLine(line).quantity;
  if (whole === null) return null;
  const amounts = parts.map((part) => {
    const quantity = ingredientLine(part).quantity;
    return quantity === null ? Number.NaN : (amountIn(quantity, whole.unit) ?? Number.NaN);
  });
  return writeQuantity({ amount: amounts.reduce((sum, amount) => sum + amount, 0), unit: whole.unit });
}

describe("a line cook mode splits between steps", () => {
  it('shows halves that add up to the line: 90 ml of olive oil at 6 servings is 50 ml and 40 ml, not 50 ml twice', () => {
    const recipe = recipeOf(writeRecipe(['Chicken thighs', 'Rice', 'Garlic', 'Spinach', 'Lemon'], { servings: 6, units: 'metric' }));
    expect(splitLines(recipe)).toContainEqual({ line: 'Olive oil — 90 ml', parts: ['Olive oil — 50 ml (half)', 'Olive oil — 40 ml (half)'] });
  });

  it("adds up to the line as the list shows it, for every review list at 1 to 12 servings in both units", () => {
    const wrong: string[] = [];
    let split = 0;
    for (const list of REVIEW_LISTS) {
      for (const units of ['metric', 'us'] as const satisfies readonly Units[]) {
        for (let servings = 1; servings <= 12; servings++) {
          for (const { line, parts } of splitLines(recipeOf(writeRecipe(list, { servings, units })))) {
            split++;
            const whole = ingredientLine(line).quantity;
            // The sum, rounded as the line's own amount is: within the rounding the list shows.
            if (whole !== null && sumAsWritten(line, parts) !== writeQuantity(whole)) wrong.push(`${line} = ${parts.join(' + ')} (${list.join(', ')}; ${servings}, ${units})`);
          }
        }
      }
    }
    expect(split).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});
