import { describe, expect, it } from 'vitest';
import { estimateNutrition } from '../../../shared/nutrition/nutrition.ts';
import { recipeOf } from '../../../shared/recipe/recipe-value.ts';
import { CHEF_RECIPES, HOST_RECIPES, type HandRecipe } from './accuracy-recipes.ts';
import { FOOD_TABLE } from './food-table-file.ts';

// The product's figures per serving against a cook's, for 30 recipes weighed by hand (see
// accuracy-recipes.ts): both from the same USDA values, so what differs is the matching and weighing.

const MACROS = ['kcal', 'protein', 'fat', 'carb'] as const;
type Macro = (typeof MACROS)[number];
const byNdb = new Map(FOOD_TABLE.foods.map((food) => [food.ndb, food]));

/** A recipe's figures per serving from the hand's foods and grams. */
function byHand(recipe: HandRecipe, servings: number): Record<Macro, number> {
  const sums = { kcal: 0, protein: 0, fat: 0, carb: 0 };
  for (const line of recipe.hand) {
    if (line === null) continue;
    const food = byNdb.get(line[0])!;
    for (const key of MACROS) sums[key] += ((food.per100g[key] ?? 0) * line[1]) / 100 / servings;
  }
  return sums;
}

const RECIPES = [...CHEF_RECIPES, ...HOST_RECIPES];
const results = RECIPES.map((recipe) => {
  const value = recipeOf(recipe.markdown);
  const estimate = estimateNutrition(value, FOOD_TABLE);
  const hand = byHand(recipe, value.servings ?? 1);
  const product = Object.fromEntries(MACROS.map((key) => [key, estimate?.perServing[key].value ?? 0])) as Record<Macro, number>;
  const off = Object.fromEntries(MACROS.map((key) => [key, (product[key] - hand[key]) / hand[key]])) as Record<Macro, number>;
  return { recipe, value, estimate, hand, product, off };
});

const percent = (share: number) => `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)}%`;
const within = (share: number, limit: number) => Math.abs(share) <= limit;

describe('nutrition per serving against a cook weighing by hand', () => {
  it('reads every recipe with its servings and one hand choice per ingredient line', () => {
    expect(RECIPES).toHaveLength(30);
    for (const { recipe, value } of results) {
      expect([recipe.name, value.servings !== null, value.ingredients.length]).toEqual([recipe.name, true, recipe.hand.length]);
    }
  });

  it('is within 10% on kcal, and 15% on protein, fat and carbohydrate, for at least 27 of 30', () => {
    const rows = results.map(({ recipe, hand, product, off, estimate }) => [
      recipe.name.padEnd(52),
      ...MACROS.map((key) => `${hand[key].toFixed(key === 'kcal' ? 0 : 1).padStart(6)} ${product[key].toFixed(key === 'kcal' ? 0 : 1).padStart(6)} ${percent(off[key]).padStart(7)}`),
      `${Math.round((estimate?.weighedShare ?? 0) * 100)}%`.padStart(5),
    ].join(' | '));
    const kcalWithin = results.filter(({ off }) => within(off.kcal, 0.1)).length;
    const macrosWithin = results.filter(({ off }) => within(off.protein, 0.15) && within(off.fat, 0.15) && within(off.carb, 0.15)).length;
    const each = Object.fromEntries((['protein', 'fat', 'carb'] as const).map((key) => [key, results.filter(({ off }) => within(off[key], 0.15)).length]));
    console.info(
      [
        `${'recipe'.padEnd(52)} | ${MACROS.map((key) => `${key} hand / product / off`.padEnd(22)).join(' | ')} | share`,
        ...rows,
        `kcal within 10%: ${kcalWithin}/30; protein, fat and carbohydrate all within 15%: ${macrosWithin}/30 (protein ${each.protein}, fat ${each.fat}, carbohydrate ${each.carb})`,
      ].join('\n'),
    );
    expect(kcalWithin).toBeGreaterThanOrEqual(27);
    expect(macrosWithin).toBeGreaterThanOrEqual(27);
  });
});
