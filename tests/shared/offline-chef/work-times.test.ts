import { describe, expect, it } from 'vitest';
import { blenderPrepMinutes, minutesToBoil, plentyOfWaterMinutes, potComesUpMinutes, prepMinutes } from '../../../shared/offline-chef/work-times.ts';
import { writeRecipe } from '../../support/chef-drafts.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';

// The cook's own work and the water's heating take longer for a crowd, but not in step with the
// amount: a table of each, then the cook's review of twelve servings read from the markdown.

describe('minutes to bring water to the boil', () => {
  it.each([
    [0, 2],
    [380, 4],
    [500, 4],
    [1000, 5],
    [2300, 9],
    [3000, 10],
    [5000, 15],
    [8000, 20],
    [10000, 26],
  ])('%i ml comes to the boil in about %i minutes', (ml, minutes) => {
    expect(minutesToBoil(ml)).toBe(minutes);
  });

  it.each([
    [0, 10],
    [300, 10],
    [500, 15],
    [800, 20],
    [1200, 20],
  ])('plenty of water for %i g of pasta or rice boils in about %i minutes', (grams, minutes) => {
    expect(plentyOfWaterMinutes(grams)).toBe(minutes);
  });

  it.each([
    [400, 5],
    [1000, 5],
    [3000, 10],
  ])('a pot with %i ml poured in comes up in about %i minutes', (ml, minutes) => {
    expect(potComesUpMinutes(ml)).toBe(minutes);
  });
});

describe('minutes of prep by amount', () => {
  it.each([
    [1, 1, 5],
    [4, 1, 8],
    [20, 1, 15],
    [4, 0.5, 8],
    [1, 6, 19],
    [2, 6, 23],
    [4, 6, 31],
  ])('%i items at %f times the dish’s own amount take about %i minutes', (items, portions, minutes) => {
    expect(prepMinutes(items, portions)).toBe(minutes);
  });

  it('grows with the amount but slower than it', () => {
    expect(prepMinutes(1, 6)).toBeGreaterThan(prepMinutes(1, 1) * 3);
    expect(prepMinutes(1, 6)).toBeLessThan(prepMinutes(1, 1) * 6);
  });
});

describe('minutes to peel and break up fruit for a blender', () => {
  it.each([
    [1, 1, 1],
    [1, 6, 4],
    [2, 6, 8],
    [1, 0.5, 1],
  ])('%i things at %f times the dish\'s own take about %i minutes, with no board to set out', (items, portions, minutes) => {
    expect(blenderPrepMinutes(items, portions)).toBe(minutes);
  });
});

const PROOF = 'p'.repeat(43);
const twelve = (list: string[], kind?: AdjustKind): string => {
  const recipe = writeRecipe(list, { servings: 12 });
  return kind === undefined ? recipe : writeRecipe(list, { servings: 12, change: { kind, recipe, proof: PROOF } });
};
const said = (markdown: string, pattern: RegExp): number => Number(pattern.exec(markdown)?.[1] ?? NaN);
const mlIn = (amount: string, unit: string): number => Number(amount) * (unit.startsWith('l') ? 1000 : 1);

describe('at twelve servings, the cook’s review', () => {
  it('says more prep for 1.8 kg of chicken, 1.4 kg of broccoli and 12 garlic cloves than for four servings', () => {
    const list = ['chicken thighs', 'rice', 'broccoli', 'garlic', 'soy sauce'];
    const work = /about (\d+) minutes' work/;
    expect(said(twelve(list), work)).toBeGreaterThanOrEqual(20);
    expect(said(twelve(list), work)).toBeGreaterThan(said(writeRecipe(list, {}), work));
  });

  it('says more prep for 2.4 kg of potatoes and 6 leeks than 6 minutes', () => {
    expect(said(twelve(['potatoes', 'leeks', 'butter', 'milk', 'stock']), /about (\d+) minutes' work/)).toBeGreaterThanOrEqual(12);
  });

  it('brings 3 litres of stock to the boil in about 10 minutes, not 5', () => {
    expect(said(twelve(['potatoes', 'leeks', 'butter', 'milk', 'stock']), /stock and bring to the boil, about (\d+) minutes/)).toBeGreaterThanOrEqual(10);
  });

  it('brings the pasta water for twelve to the boil in the 20 minutes a large pan’s 8 litres take, not 10', () => {
    const markdown = twelve(['beef mince', 'onion', 'tinned tomatoes', 'spaghetti', 'garlic', 'parmesan']);
    expect(said(markdown, /water to the boil, about (\d+) minutes/)).toBeGreaterThanOrEqual(20);
  });

  it.each(['quicker', 'one-pot'] as const)('brings measured water for the rice to the boil in the time its volume takes (%s)', (kind) => {
    const markdown = twelve(['chicken thighs', 'rice', 'broccoli', 'garlic', 'soy sauce'], kind);
    const [, amount, unit, minutes] = /with ([\d.]+) (ml|litres?) water \(twice[^)]*\) and [^,]*salt, bring to the boil, about (\d+) minutes/.exec(markdown) ?? [];
    expect(amount).toBeDefined();
    expect(mlIn(amount!, unit!)).toBeGreaterThan(2000);
    expect(Number(minutes)).toBe(minutesToBoil(mlIn(amount!, unit!)));
  });

  it('counts warming 24 tortillas in the time they take', () => {
    const markdown = twelve(['chicken breast', 'peppers', 'onion', 'tortillas', 'paprika', 'sour cream']);
    expect(said(markdown, /tortillas[^.]*about (\d+) minutes/)).toBeGreaterThanOrEqual(10);
  });
});
