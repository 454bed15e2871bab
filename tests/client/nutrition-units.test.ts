import { describe, expect, it } from 'vitest';
import { nutritionOf } from '../../client/nutrition/nutrition-engine.ts';
import { redraft, writeDraft } from '../../shared/offline-chef/recipe-writer.ts';
import { convertRecipe, scaleRecipe } from '../../shared/recipe/scale-recipe.ts';
import { CHEF_LISTS } from '../support/chef-lists.ts';
import { fakeApi } from '../support/fake-api.ts';

// The figures are the dish's: however the cook has it on screen (US units, other servings, the
// built-in chef's draft at another size), nutrition per serving is the same.

const kcal = async (shown: string, written?: string) => (await nutritionOf(shown, written))!.perServing.kcal.value;
const offBy = (one: number, other: number) => Math.abs(one - other) / other;

describe('nutrition of a recipe however it is shown', () => {
  it.each(CHEF_LISTS.map((list) => [list.join(', '), list] as const))('gives the same figures for the chef recipe of %s in metric and in US units', async (_, list) => {
    fakeApi();
    const { markdown: written, draft } = writeDraft(list, { units: 'metric', servings: 4 });
    const metric = await kcal(written);
    const converted = convertRecipe(written, 'us');
    const redrafted = redraft([...list], draft!, { units: 'metric', servings: 4 }, { servings: null, units: 'us' })?.markdown ?? converted;
    expect(offBy(await kcal(converted, written), metric)).toBeLessThan(0.02);
    expect(offBy(await kcal(redrafted, written), metric)).toBeLessThan(0.02);
    // Scaled and switched, it is still one serving of the same dish.
    const scaled = convertRecipe(scaleRecipe(written, 4, 6), 'us');
    const estimate = (await nutritionOf(scaled, written))!;
    expect(offBy(estimate.perServing.kcal.value, metric)).toBeLessThan(0.02);
    expect(estimate.servings).toBe(6);
  });

  it('says what it did not count as the lines shown read', async () => {
    fakeApi();
    const written = '# Bowl\n\nServes 2\n\n## Ingredients\n\n- 300 g rice\n- 2 tbsp gochujang\n- 500 ml stock\n\n## Method\n\n1. Cook.';
    const estimate = (await nutritionOf(convertRecipe(written, 'us'), written))!;
    expect(estimate.notCounted.map((line) => line.text)).toEqual(['2 tbsp gochujang']);
    // The rice as written (300 g), not as shown (1⅔ cups, 308 g).
    expect(estimate.counted[0]!.grams).toBe(300);
  });
});
