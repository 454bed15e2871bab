import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { statedServings } from '../../../shared/recipe/recipe-numbers.ts';
import { REVIEW_LISTS } from '../../support/review-lists.ts';

// Where the food typed makes fewer servings than asked, a cook reads the recipe for what it makes:
// the chopping and the total are for the food there is; each note says how much more would suit
// the servings asked, for every food short of them; and the same food serves the same whatever was asked.

const FRITTATA = ['2 chicken breasts', '200g minced beef', '6 eggs', 'onion'];
const CHOPS = ['500g pork chops', '1kg potatoes', '2 apples'];
const prepOf = (recipe: string): number => Number(/about (\d+) minutes' work/.exec(recipe)?.[1]);
const totalOf = (recipe: string): number => Number(/\*\*Total time:\*\* (\d+) minutes/.exec(recipe)?.[1]);
const grams = (text: string): number => (/kg/.test(text) ? 1000 : 1) * Number(/([\d.]+) k?g/.exec(text)?.[1]);

describe('the prep and the total follow the servings made, not those asked', () => {
  it.each<[string[], number]>([
    [FRITTATA, 3],
    [CHOPS, 3],
  ])('%j for 12 takes no longer than for the %i it makes', (list, made) => {
    for (const units of ['metric', 'us'] as const) {
      const asked = writeRecipe(list, { servings: 12, units });
      const own = writeRecipe(list, { servings: made, units });
      expect(statedServings(asked), units).toBe(made);
      expect(prepOf(asked), units).toBeLessThanOrEqual(prepOf(own) + 2);
      expect(totalOf(asked), units).toBeLessThanOrEqual(totalOf(own) + 5);
    }
  });
});

describe('every food short of the servings asked gets a note for those servings', () => {
  it.each<[string[], string, number]>([
    // 12 servings' 24 eggs bind about 2.4 kg of meat, 1.1 kg of mince and 1.3 kg of chicken; 200 g and 300 g are typed.
    [FRITTATA, 'Minced beef', 850],
    [FRITTATA, 'Chicken breasts', 900],
  ])('%j for 12: %s about %i g more or over', (list, food, least) => {
    const recipe = writeRecipe(list, { servings: 12, units: 'metric' });
    const note = new RegExp(`_${food}: about ([\\d.]+ k?g) more would suit 12 servings\\._`).exec(recipe);
    expect(note?.[1]).toBeDefined();
    expect(grams(note![1]!)).toBeGreaterThanOrEqual(least);
  });

  it.each(REVIEW_LISTS.map((list) => [list]))('%j: with fewer servings than asked, each food all used has its note', (list) => {
    for (const servings of [4, 12]) {
      for (const units of ['metric', 'us'] as Units[]) {
        const recipe = writeRecipe(list, { servings, units });
        if (!/_What you have makes about/.test(recipe)) continue;
        for (const [, food] of recipe.matchAll(/^- (.+?) — .*\(all you have\)$/gm)) expect(recipe, `${food} ${servings} ${units}`).toMatch(new RegExp(`_${food}: about .+ more would suit ${servings} servings\\._`));
      }
    }
  });
});

describe('the same food serves the same, whatever was asked', () => {
  it.each([[CHOPS]])('%j serves the same for 4 and for 12', (list) => {
    for (const units of ['metric', 'us'] as const) expect(statedServings(writeRecipe(list, { servings: 4, units })), units).toBe(statedServings(writeRecipe(list, { servings: 12, units })));
  });
});
