import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import { onHand } from '../../../shared/offline-chef/typed-amount.ts';
import { readEntry } from '../../../shared/ingredients/read-entry.ts';

// A count typed against a food the chef weighs ("2 chicken breasts") is held to what a piece
// weighs, by USDA's portions, so the recipe never asks for more than the visitor has.

describe('a count of a food weighed in grams', () => {
  it.each<[string, number]>([
    ['2 chicken breasts', 340],
    ['1 chicken breast', 170],
    ['4 chicken thighs', 596],
    ['3 potatoes', 639],
  ])('%s is about %d g on hand', (typed, grams) => {
    const { amount, name, food } = readEntry(typed);
    expect(onHand(amount, name, food)).toBeCloseTo(grams, 0);
  });

  it('"2 chicken breasts" for twelve are all the chicken there is, not 1.8 kg', () => {
    const recipe = writeRecipe(['2 chicken breasts', '200g minced beef', '6 eggs', 'onion'], { servings: 12, units: 'metric' });
    const line = recipe.split('\n').find((l) => l.startsWith('- Chicken breasts — ')) ?? '';
    expect(line).toMatch(/\(all you have\)$/);
    const grams = Number(line.match(/— (\d+) g/)?.[1]);
    expect(grams).toBeGreaterThan(0);
    expect(grams).toBeLessThanOrEqual(340);
  });
});
