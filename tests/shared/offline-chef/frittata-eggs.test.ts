import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';

// A frittata's eggs hold its filling: when the eggs typed are short, the filling goes with them,
// not with the servings. Six eggs bound 1.8 kg of mushrooms and spinach for twelve, and never set.

const lineOf = (recipe: string, food: string): string => recipe.split('\n').find((l) => l.startsWith(`- ${food} — `)) ?? '';
const grams = (line: string): number => {
  const [, n, unit] = line.match(/— ([\d.]+) (g|kg)/) ?? [];
  return Number(n) * (unit === 'kg' ? 1000 : 1);
};

describe('a frittata short of eggs', () => {
  it('keeps its filling to what six eggs hold for twelve', () => {
    const recipe = writeRecipe(['6 eggs', 'mushrooms', 'spinach', 'onion'], { servings: 12, units: 'metric' });
    expect(lineOf(recipe, 'Eggs')).toBe('- Eggs — 6 (all you have)');
    const filling = grams(lineOf(recipe, 'Mushrooms')) + grams(lineOf(recipe, 'Spinach'));
    // About 100 g of filling an egg, the onion aside.
    expect(filling).toBeGreaterThan(0);
    expect(filling).toBeLessThanOrEqual(6 * 150);
  });

  it('cooks what six eggs make in the pans their filling takes, never in rounds, with a film of butter in each', () => {
    const recipe = writeRecipe(['2 chicken breasts', '200g minced beef', '6 eggs', 'onion'], { servings: 12, units: 'metric' });
    // 300 g of chicken, 200 g of mince and an onion and a half are more than one pan sets under its eggs.
    expect(recipe).toMatch(/use two, and divide everything/);
    expect(recipe).not.toMatch(/rounds/);
    expect(lineOf(recipe, 'Butter')).toBe('- Butter — 3 tbsp');
  });

  it('with eggs enough, fills as before', () => {
    const short = writeRecipe(['6 eggs', 'mushrooms', 'spinach', 'onion'], { servings: 3, units: 'metric' });
    const plain = writeRecipe(['eggs', 'mushrooms', 'spinach', 'onion'], { servings: 3, units: 'metric' });
    expect(lineOf(short, 'Mushrooms')).toBe(lineOf(plain, 'Mushrooms'));
  });
});
