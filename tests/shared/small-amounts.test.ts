import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readQuantity, writeQuantity, type Quantity } from '../../shared/recipe/quantity.ts';
import { readRecipe } from '../../shared/recipe/recipe-parts.ts';
import { convertRecipe, scaleIngredient, scaleRecipe } from '../../shared/recipe/scale-recipe.ts';
import { gramsPerTsp } from '../../shared/recipe/spoon-weights.ts';

// A cook measures a spice, a leavener or salt in grams or in spoons; whichever the recipe shows,
// it must be the amount the dish needs, not a half ounce of saffron.

const SMALL_FOODS = [
  'saffron', 'salt', 'cayenne', 'bicarbonate of soda', 'baking powder', 'dried yeast', 'ground cumin', 'paprika', 'turmeric',
  'ground cinnamon', 'nutmeg', 'ground ginger', 'chilli flakes', 'black pepper', 'dried oregano', 'dried thyme', 'garam masala',
  'curry powder', 'ground cloves', 'ground cardamom',
] as const;
const MASSES = [0.2, 0.3, 0.5, 0.7, 1, 1.5, 2, 3, 5, 7, 10, 15, 20] as const;
const TSP_PER: Readonly<Record<string, number>> = { tsp: 1, tbsp: 3, cup: 48 };
const GRAMS_PER: Readonly<Record<string, number>> = { g: 1, kg: 1000, oz: 28.35, lb: 453.6 };

const recipeWith = (line: string) => `## Test\n\nServes 4\n\n### Ingredients\n- ${line}\n\n### Steps\n1. Mix.\n`;
const listLine = (markdown: string) => readRecipe(markdown).ingredients[0]!;

/** The grams an ingredient line's amount holds, through the same teaspoon weight; NaN for what it cannot weigh (a pinch). */
function gramsOf(line: string, food: string): number {
  const { quantity } = readQuantity(line)!;
  const perTsp = gramsPerTsp(food) ?? Number.NaN;
  if (GRAMS_PER[quantity.unit] !== undefined) return quantity.amount * GRAMS_PER[quantity.unit]!;
  if (TSP_PER[quantity.unit] !== undefined) return quantity.amount * TSP_PER[quantity.unit]! * perTsp;
  return Number.NaN;
}

const offBy = (shown: number, exact: number) => Math.abs(shown - exact) / exact;
// Within a quarter, with room for floating point at the edge (⅛ tsp of salt for 1 g is 0.75 g).
const QUARTER = 0.25 + 1e-9;

describe('small amounts in US units', () => {
  it('knows a teaspoon of each spice, leavener and salt', () => {
    for (const food of SMALL_FOODS) expect(gramsPerTsp(food), food).toBeGreaterThan(0);
  });

  it('shows 0.2-20 g of 20 spices, leaveners and salts within a quarter of their mass', () => {
    const rows: string[] = [];
    const wrong: string[] = [];
    for (const food of SMALL_FOODS) {
      const shown = MASSES.map((grams) => {
        const line = listLine(convertRecipe(recipeWith(`${grams} g ${food}`), 'us'));
        const back = gramsOf(line, food);
        if (!(offBy(back, grams) <= QUARTER)) wrong.push(`${grams} g ${food} -> ${line} (${back.toFixed(2)} g)`);
        return `${grams} g: ${line.slice(0, line.length - food.length - 1)}`;
      });
      rows.push(`${food} (${gramsPerTsp(food)} g/tsp) | ${shown.join(' | ')}`);
    }
    // The table, for a person to read: what a US cook sees for each amount.
    console.log(rows.join('\n'));
    expect(wrong).toEqual([]);
  });

  it.each([
    ['0.5 g saffron', '¾ tsp saffron'],
    ['1 g salt', '⅛ tsp salt'],
    ['0.2 g cayenne', '⅛ tsp cayenne'],
    ['5 g bicarbonate of soda', '1 tsp bicarbonate of soda'],
    ['7 g dried yeast', '1¾ tsp dried yeast'],
    ['20 g ground cumin', '3 tbsp ground cumin'],
    // No spoon says 0.2 g of salt: a US kitchen scale weighs grams too.
    ['0.2 g salt', '0.2 g salt'],
    // A food with no known teaspoon stays in grams below what a quarter ounce can say.
    ['3 g dried porcini', '3 g dried porcini'],
    ['20 g parmesan', '¾ oz parmesan'],
    ['Saffron — 0.5 g', 'Saffron — ¾ tsp'],
  ])('shows %j as %j in US units', (line, shown) => {
    expect(listLine(convertRecipe(recipeWith(line), 'us'))).toBe(shown);
  });

  it.each([
    ['fresh thyme'],
    ['fresh ginger'],
    ['fresh yeast'],
    ['garlic cloves'],
    ['kosher salt'],
  ])('weighs %s, whose teaspoon it does not know, by weight', (food) => {
    expect(gramsPerTsp(food)).toBeUndefined();
  });

  it('comes back from US units to metric within a quarter of the grams written', () => {
    const wrong: string[] = [];
    for (const food of [...SMALL_FOODS, 'dried porcini', 'parmesan']) {
      for (const grams of MASSES) {
        const back = listLine(convertRecipe(convertRecipe(recipeWith(`${grams} g ${food}`), 'us'), 'metric'));
        if (!(offBy(gramsOf(back, food), grams) <= QUARTER)) wrong.push(`${grams} g ${food} -> ${back}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('small amounts scaled', () => {
  it.each([
    ['0.5 g saffron', 0.25, '1 pinch saffron'],
    ['0.5 g saffron', 0.5, '0.3 g saffron'],
    ['2 g saffron', 0.25, '0.5 g saffron'],
    ['1.5 g salt', 1, '1.5 g salt'],
    ['5 g salt', 0.25, '1.5 g salt'],
    ['¼ tsp cayenne', 0.5, '⅛ tsp cayenne'],
    ['¼ tsp cayenne', 0.25, '1 pinch cayenne'],
    ['1 tsp cumin', 0.375, '¼ tsp cumin'],
  ])('scales %j by %d to %j', (line, factor, scaled) => {
    expect(scaleIngredient(line, factor)).toBe(scaled);
  });

  it('scales a recipe for 4 with 0.5 g saffron to one for 1 without rounding it up to a gram', () => {
    const scaled = scaleRecipe(recipeWith('0.5 g saffron'), 4, 1);
    expect(listLine(scaled)).toBe('1 pinch saffron');
  });

  it('never writes a measured amount more than a quarter over what it is', () => {
    const units = ['g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'oz', 'lb'] as const;
    const TSP_OF: Readonly<Record<string, number>> = { ml: 0.2, l: 200, tsp: 1, tbsp: 3, cup: 48 };
    // Each unit's own family: grams for a weight, teaspoons for a volume.
    const measureOf = (quantity: Quantity) =>
      GRAMS_PER[quantity.unit] !== undefined ? quantity.amount * GRAMS_PER[quantity.unit]! : quantity.amount * TSP_OF[quantity.unit]!;
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 2000, noNaN: true }), fc.constantFrom(...units), (amount, unit) => {
        const written = writeQuantity({ amount, unit });
        const read = readQuantity(written);
        // What is too little to weigh (0.2 g) or to spoon (⅛ tsp, to within a quarter) is a pinch.
        if (read?.quantity.unit === 'pinch') expect(measureOf({ amount, unit })).toBeLessThan(GRAMS_PER[unit] ? 0.2 : 0.1);
        else expect(measureOf(read!.quantity) / measureOf({ amount, unit })).toBeLessThanOrEqual(1.25 + 1e-9);
      }),
      { numRuns: 2000 },
    );
  });
});
