import { describe, expect, it } from 'vitest';
import { matchFood } from '../../../shared/nutrition/match-food.ts';
import { estimateNutrition, MOST_GRAMS_A_SERVING } from '../../../shared/nutrition/nutrition.ts';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import { ingredientLine, recipeOf } from '../../../shared/recipe/recipe-value.ts';
import { FOOD_TABLE } from './food-table-file.ts';

// Which lines the estimate counts, and as what: a line with only a unit names no food, a line past
// what a dish holds is a misreading, and tinned pulses drained are the pulses, not their liquid.

const recipe = (servings: number, lines: readonly string[], steps: readonly string[] = []) => ({
  servings,
  ingredients: lines.map(ingredientLine),
  steps: steps.map((text) => ({ text })),
});
const estimate = (servings: number, lines: readonly string[], steps?: readonly string[]) => estimateNutrition(recipe(servings, lines, steps), FOOD_TABLE)!;

describe('lines the estimate counts', () => {
  it.each(['1 can', '2 cans', '1 cup', '1 stick', 'Can — 1', '1 packet', '1 tbsp'])('matches %j, which names only a unit, to no food', (text) => {
    expect(matchFood(ingredientLine(text), FOOD_TABLE)).toBeNull();
    expect(estimate(2, ['Rice — 200 g', text]).notCounted).toEqual([{ line: 1, text: expect.any(String), reason: 'unmatched' }]);
  });

  it('still matches a food named after its unit', () => {
    expect(matchFood(ingredientLine('1 can chickpeas'), FOOD_TABLE)?.food.description).toMatch(/^Chickpeas/);
    expect(matchFood(ingredientLine('1 stick butter'), FOOD_TABLE)?.food.description).toMatch(/^Butter/);
  });

  it('leaves out a line of more than 5 kg of one food a serving, and what it would weigh', () => {
    expect(MOST_GRAMS_A_SERVING).toBe(5000);
    const misread = estimate(2, ['Rice — 200 g', '200 kg flour']);
    expect(misread.notCounted).toEqual([{ line: 1, text: '200 kg flour', reason: 'implausible' }]);
    expect(misread.perServing.kcal.value).toBeCloseTo((365 * 200) / 100 / 2, 5);
    expect(misread).toMatchObject({ weighedShare: 1, partial: false });
    // 10 kg of potatoes for a party of 4 is 2.5 kg each: a lot, but a dish.
    expect(estimate(4, ['10 kg potatoes']).notCounted).toEqual([]);
  });
});

describe('tinned pulses', () => {
  // Drained, chickpeas are the pulses (USDA's cooked chickpeas, 164 kcal/100 g), not the can's
  // solids and liquids (88 kcal/100 g); a 400 g can drains to 240 g.
  it.each([
    ['1 can (400 g) chickpeas, drained', 240 * 1.64],
    ['1 can chickpeas, drained and rinsed', 240 * 1.64],
    ['400 g tin chickpeas, drained', 240 * 1.64],
    ['240 g tinned chickpeas, drained', 240 * 1.64],
    ['1½ cups canned chickpeas, drained', 246 * 1.64],
  ])('counts %j drained, at %d kcal', (line, kcal) => {
    expect(estimate(1, [line]).perServing.kcal.value).toBeCloseTo(kcal, 0);
  });

  it('counts a tinned pulse a step drains as drained', () => {
    const lines = ['Tinned chickpeas — 500 g', 'Spinach — 240 g'];
    const drained = estimate(4, lines, ['Rinse and drain the tinned chickpeas.', 'Add the spinach.']);
    expect(drained.counted[0]).toMatchObject({ ndb: 16057, grams: 500 });
    // Not drained, the tin goes in whole, liquid and all.
    expect(estimate(4, lines, ['Tip the tinned chickpeas into the pan with their liquid.']).counted[0]).toMatchObject({ ndb: 16058, grams: 500 });
    expect(estimate(4, lines, ['Add the tinned chickpeas without draining them.']).counted[0]).toMatchObject({ ndb: 16058 });
    expect(estimate(4, ['1 can chickpeas, undrained']).counted[0]).toMatchObject({ ndb: 16058, grams: 400 });
  });

  // A cook drains a tin of pulses unless the recipe keeps its liquid: a tin never said drained is
  // the pulses, 240 g of a 400 g tin; a soup that keeps the liquid says so and is counted whole.
  it.each([
    [['1 tin chickpeas'], ['Add the chickpeas and simmer for 10 minutes.'], 16057, 240],
    [['2 cans chickpeas'], [], 16057, 480],
    [['1 tin chickpeas'], ['Add the chickpeas with their liquid and simmer.'], 16058, 400],
    [['1 can chickpeas (do not drain)'], ['Add the chickpeas.'], 16058, 400],
    [['1 tin chickpeas'], ['Tip in the chickpeas, liquid and all.'], 16058, 400],
  ])('counts %j with the steps %j as food %d, %d g', (lines, steps, ndb, grams) => {
    expect(estimate(4, lines, steps).counted[0]).toMatchObject({ ndb, grams });
  });

  it("counts the built-in chef's chickpea curry's chickpeas as its steps drain them", () => {
    const curry = recipeOf(writeRecipe(['Chickpeas', 'Coconut milk', 'Spinach'], { units: 'metric', servings: 4 }));
    const counted = estimateNutrition(curry, FOOD_TABLE)!.counted.find((line) => /chickpea/i.test(curry.ingredients[line.line]!.text));
    expect(counted?.description).toMatch(/^Chickpeas .*cooked, boiled/);
  });

  it('counts black beans and kidney beans drained too', () => {
    expect(estimate(1, ['1 can black beans, drained']).counted[0]!.description).toMatch(/cooked, boiled/);
    expect(estimate(1, ['400 g tin red kidney beans, drained']).counted[0]).toMatchObject({ description: expect.stringMatching(/cooked, boiled/), grams: 240 });
  });
});

describe('figures it could not count', () => {
  it('marks a figure no counted food has a value for as unknown, never 0', () => {
    // Nothing counted: no figure is known.
    const none = estimate(2, ['Gochujang — 100 g']);
    expect(none.perServing.kcal).toMatchObject({ value: 0, unknown: true });
    // USDA gives tempeh no sugars: counted alone, its sugars are unknown, its protein known.
    const tempeh = estimate(2, ['Tempeh — 200 g']);
    expect(tempeh.perServing.sugars.unknown).toBe(true);
    expect(tempeh.perServing.protein.unknown).toBeUndefined();
  });
});
