import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';

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

describe('a frittata with more meat than its eggs bind', () => {
  // Chicken and mince together are twice a serving of meat: four eggs set about 400 g of it.
  const list = ['2 chicken breasts', '200g minced beef', '6 eggs', 'onion'];
  const eggsIn = (recipe: string): number => Number(/^- Eggs — (\d+)/m.exec(recipe)?.[1]);
  const meat = (recipe: string): number => grams(lineOf(recipe, 'Chicken breasts')) + grams(lineOf(recipe, 'Minced beef'));

  it.each([
    ['for two', { servings: 2 }],
    ['for one', { servings: 1 }],
    ['as the chef sizes it', {}],
  ] as const)('keeps the meat to about 100 g an egg, %s', (_, size) => {
    const recipe = writeRecipe(list, { ...size, units: 'metric' });
    // A written amount rounds to the nearest 10 g: a little over 100 g an egg is that rounding.
    expect(meat(recipe)).toBeLessThanOrEqual(eggsIn(recipe) * 110);
    expect(meat(recipe)).toBeGreaterThanOrEqual(eggsIn(recipe) * 80);
  });

  it.each(['metric', 'us'] as const)('sets what two eat in one pan, under the grill or on the hob (%s)', (units) => {
    const recipe = writeRecipe(list, { units });
    expect(recipe).toMatch(/\*\*Serves:\*\* 2 /);
    expect(recipe).not.toMatch(/use two/);
    expect(writeRecipe(list, { units, change: { kind: 'no-oven', recipe, proof: 'p'.repeat(43) } })).not.toMatch(/use two/);
  });
});

describe('what is on hand, written as a cook measures it', () => {
  it('never lists more chicken than the two breasts typed, where what the eggs bind rounds up past them', () => {
    // Six eggs bind about 330 g of the chicken, which a line rounds to 350 g: two breasts are 340 g.
    const recipe = writeRecipe(['2 chicken breasts', '200g minced beef', '6 eggs', 'onion'], { servings: 12, units: 'metric' });
    expect(grams(lineOf(recipe, 'Chicken breasts'))).toBeLessThanOrEqual(340);
  });
});
