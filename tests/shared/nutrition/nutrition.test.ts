import { describe, expect, it } from 'vitest';
import { asCookReadsIt, estimateNutrition, PARTIAL_BELOW } from '../../../shared/nutrition/nutrition.ts';
import { ingredientLine, recipeOf } from '../../../shared/recipe/recipe-value.ts';
import { FOOD_TABLE } from './food-table-file.ts';

const recipe = (servings: number | null, ...lines: string[]) => ({ servings, ingredients: lines.map(ingredientLine) });
const estimate = (servings: number | null, ...lines: string[]) => estimateNutrition(recipe(servings, ...lines), FOOD_TABLE)!;

describe('estimateNutrition', () => {
  it('gives nothing with no servings known and none given, or no lines', () => {
    expect(estimateNutrition(recipe(null, 'Rice — 150 g'), FOOD_TABLE)).toBeNull();
    expect(estimateNutrition(recipe(2), FOOD_TABLE)).toBeNull();
    expect(estimateNutrition(recipe(0, 'Rice — 150 g'), FOOD_TABLE)).toBeNull();
  });

  it('divides by the servings given, else by the recipe\'s own', () => {
    // Rice: 365 kcal, 7.1 g protein per 100 g.
    expect(estimate(2, 'Rice — 200 g').perServing.kcal).toEqual({ value: 365, atLeast: false });
    expect(estimateNutrition(recipe(2, 'Rice — 200 g'), FOOD_TABLE, 4)!.perServing.kcal.value).toBeCloseTo(182.5, 5);
    expect(estimateNutrition(recipe(null, 'Rice — 200 g'), FOOD_TABLE, 1)!.servings).toBe(1);
  });

  it('sums every nutrient per serving, sodium in mg', () => {
    const { perServing } = estimate(1, 'Olive oil — 1 tbsp', 'Salt — 1 tsp');
    expect(perServing.kcal.value).toBeCloseTo((884 * 13.5) / 100, 5);
    expect(perServing.satfat.value).toBeCloseTo((13.8 * 13.5) / 100, 5);
    expect(perServing.sodium.value).toBeCloseTo((38758 * 6) / 100 + (2 * 13.5) / 100, 5);
  });

  it('says "at least" for a nutrient a counted food has no USDA value for', () => {
    // USDA has no sugars or fibre for tempeh: null, not zero.
    const { perServing } = estimate(2, 'Tempeh — 200 g', 'Rice — 100 g');
    expect(perServing.sugars).toEqual({ value: expect.closeTo(0.05, 5), atLeast: true });
    expect(perServing.fibre.atLeast).toBe(true);
    expect(perServing.protein.atLeast).toBe(false);
  });

  it('lists each counted line with its food, grams and how they were weighed', () => {
    expect(estimate(2, '3 eggs', 'Mascarpone — 100 g').counted).toEqual([
      { line: 0, ndb: 1123, description: 'Egg, whole, raw, fresh', grams: 132, weighedAs: '3 × 44 g (1 medium)', standIn: false },
      { line: 1, ndb: 1017, description: 'Cheese, cream', grams: 100, weighedAs: '100 g', standIn: true },
    ]);
  });

  it('lists what it does not count, as a cook reads the line, and why', () => {
    expect(estimate(2, 'Rice — 150 g', 'Gochujang — 2 tbsp', 'Salt — to taste', 'Black pepper', '1 tsp chilli flakes (optional)').notCounted).toEqual([
      { line: 1, text: '2 tbsp gochujang', reason: 'unmatched' },
      { line: 2, text: 'Salt, to taste', reason: 'to taste' },
      { line: 3, text: 'Black pepper', reason: 'unweighed' },
      { line: 4, text: '1 tsp chilli flakes', reason: 'to taste' },
    ]);
  });

  it('counts water as nothing but weight', () => {
    const soup = estimate(2, 'Red lentils — 200 g', 'Water — 1 litre');
    expect(soup.perServing.kcal.value).toBeCloseTo((358 * 200) / 100 / 2, 5);
    expect(soup.counted.map((line) => line.grams)).toEqual([200, 1000]);
  });

  it('shares the weight counted among what could be weighed, and is partial under 70%', () => {
    expect(PARTIAL_BELOW).toBe(0.7);
    // Gochujang and seitan are weighed as stated; dragon fruit counted with no unit cannot be weighed.
    expect(estimate(2, 'Rice — 300 g', 'Gochujang — 100 g', 'Dragon fruit — 2')).toMatchObject({ weighedShare: 0.75, partial: false });
    expect(estimate(2, 'Rice — 300 g', 'Seitan — 300 g')).toMatchObject({ weighedShare: 0.5, partial: true });
    expect(estimate(2, 'Rice — 300 g', 'Salt — to taste')).toMatchObject({ weighedShare: 1, partial: false });
    expect(estimate(2, 'Salt — to taste')).toMatchObject({ weighedShare: 1, counted: [] });
    expect(estimate(2, 'Dragon fruit — 2')).toMatchObject({ weighedShare: 0, partial: true });
  });

  it('reads the recipe value, never its markdown: a host recipe estimated from recipeOf', () => {
    const value = recipeOf('# Eggs on toast\n\nServes 2\n\n## Ingredients\n\n- 4 large eggs\n- 2 slices bread\n- 1 tbsp butter\n\n## Method\n\n1. Toast and fry.');
    const result = estimateNutrition(value, FOOD_TABLE)!;
    expect(result.counted.map((line) => line.grams)).toEqual([200, 58, 14.2]);
    expect(result.perServing.kcal.value).toBeCloseTo((143 * 200 + 266 * 58 + 717 * 14.2) / 100 / 2, 5);
  });
});

describe('asCookReadsIt', () => {
  it.each([
    ['Gochujang — 2 tbsp', '2 tbsp gochujang'],
    ['BBQ sauce — 2 tbsp', '2 tbsp BBQ sauce'],
    ['2 tbsp gochujang, to taste', '2 tbsp gochujang'],
    ['Salt — to taste', 'Salt, to taste'],
    ['Rolled oats: ½ cup', '½ cup rolled oats'],
    ['Black pepper', 'Black pepper'],
  ])('writes %j as %j', (text, expected) => {
    expect(asCookReadsIt(ingredientLine(text))).toBe(expected);
  });
});
