import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineWeight } from '../../../shared/nutrition/line-weight.ts';
import { matchFood } from '../../../shared/nutrition/match-food.ts';
import { estimateNutrition } from '../../../shared/nutrition/nutrition.ts';
import { recipeOf, type IngredientLine } from '../../../shared/recipe/recipe-value.ts';
import { adversarialText, everyRun } from '../../support/adversarial-text.ts';
import { bestTime, INPUT_CHARS, readsInLinearTime } from '../../support/linear-time.ts';
import { HOST_RECIPES } from './accuracy-recipes.ts';
import { FOOD_TABLE } from './food-table-file.ts';

// Matching and weighing read a line a bounded number of times: a hostile 64 kB line takes time in
// proportion to its length, and a long recipe is estimated faster than it is read.

const READERS: readonly (readonly [string, (line: IngredientLine) => unknown])[] = [
  ['matchFood', (line) => matchFood(line, FOOD_TABLE)],
  ['lineWeight', (line) => lineWeight(line, matchFood(line, FOOD_TABLE), FOOD_TABLE)],
  ['estimateNutrition', (line) => estimateNutrition({ ingredients: [line], servings: 2 }, FOOD_TABLE)],
];

// A hostile text in each part of a line, as a food name with nothing cut from it. (The line's own
// reader, ingredientLine, is not what is timed here.)
const SHAPES: readonly ((text: string) => IngredientLine)[] = [
  (text) => ({ text, quantity: null, food: text, note: null }),
  (text) => ({ text: `${text} 1`, quantity: null, food: `${text} 1`, note: null }),
  (text) => ({ text: `2 (400 g) tins ${text}`, quantity: { amount: 2, unit: '' }, food: text, note: text }),
  (text) => ({ text, quantity: { amount: 2, unit: 'can' }, food: `${text} chickpeas`, note: text }),
  (text) => ({ text: `1 cup ${text}`, quantity: { amount: 1, upTo: 2, unit: 'cup' }, food: `chicken ${text} in ${text}`, note: null }),
];

describe('nutrition reads in linear time', () => {
  it.each(READERS)('%s reads any 64 kB line in under 50 ms', async (name, read) => {
    for (const each of everyRun(INPUT_CHARS)) {
      for (const shape of SHAPES) expect(await readsInLinearTime(read, each, shape), `${name} on a run of ${JSON.stringify(each.slice(0, 8))}`).toBe(true);
    }
    await fc.assert(
      fc.asyncProperty(adversarialText(INPUT_CHARS), async (each) => {
        for (const shape of SHAPES) expect(await readsInLinearTime(read, each, shape), `${name} on ${JSON.stringify(each.slice(0, 24))}…`).toBe(true);
      }),
      { numRuns: 12, endOnFailure: true },
    );
  }, 120_000);

  it('estimates a recipe of 1024 tokens in about the time it takes to read it', async () => {
    const lines = HOST_RECIPES.flatMap((recipe) => recipe.markdown.split('\n').filter((line) => /^\s*[-*] /.test(line)));
    const markdown = `# A long recipe\n\nServes 8\n\n## Ingredients\n\n${[...lines, ...lines].slice(0, 170).join('\n')}\n\n## Method\n\n1. Cook it.`;
    // About four characters a token.
    expect(markdown.length).toBeGreaterThan(4 * 1024);
    const recipe = recipeOf(markdown);
    // Both warmed alike, so that neither is timed while it is still being compiled.
    for (let warm = 0; warm < 5; warm++) {
      recipeOf(markdown);
      estimateNutrition(recipe, FOOD_TABLE);
    }
    // The two take turns and the best of each is compared: a busy machine holds up some runs and
    // not others, and a single held-up sample must not decide it.
    let reading = Infinity;
    let estimating = Infinity;
    for (let turn = 0; turn < 7; turn++) {
      reading = Math.min(reading, await bestTime(() => recipeOf(markdown)));
      estimating = Math.min(estimating, await bestTime(() => estimateNutrition(recipe, FOOD_TABLE)));
    }
    console.info(`${recipe.ingredients.length} lines, ${markdown.length} characters: read in ${reading.toFixed(2)} ms, estimated in ${estimating.toFixed(2)} ms`);
    // Each line is matched and weighed against USDA's table, and a tin read for whether it is drained:
    // about as long as reading the recipe, and never twice as long. (Whether a nutrient is known, and
    // the tins drained, brought it from just under reading's time to about level with it.)
    expect(estimating).toBeLessThan(2 * reading);
  });
});
