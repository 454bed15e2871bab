import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { statedServings } from '../../../shared/recipe/recipe-numbers.ts';

// The heading's servings never claim more than the food there is makes: where what the visitor
// typed is well short of the servings asked, the recipe says how many it serves, and that it is
// fewer than asked; with enough, or nearly, it serves what was asked.

describe('a recipe serves what the food typed makes', () => {
  it.each<[string[], Units, number]>([
    // 500 g of chops, 1 kg of potatoes and 2 apples: about three and a half servings' worth.
    [['500g pork chops', '1kg potatoes', '2 apples'], 'metric', 3],
    [['500g pork chops', '1kg potatoes', '2 apples'], 'us', 3],
    // Six eggs make three servings of frittata, and its filling goes with them.
    [['2 chicken breasts', '200g minced beef', '6 eggs', 'onion'], 'metric', 3],
    [['6 eggs', 'mushrooms', 'spinach', 'onion'], 'us', 3],
  ])('%j for 12 (%s) serves %i, and says it is fewer than asked', (list, units, made) => {
    const recipe = writeRecipe(list, { servings: 12, units });
    expect(statedServings(recipe)).toBe(made);
    expect(recipe).toMatch(new RegExp(`_What you have makes about ${made} servings, not the 12 asked for`));
  });

  it.each<[string[], number]>([
    [['pork chops', 'potatoes', 'apples'], 12],
    // 1.5 kg of chops for twelve is nearly the 1.8 kg they take: still twelve, with the chops all used.
    [['1.5kg pork chops', 'potatoes', 'apples'], 12],
    [['500g pork chops', '1kg potatoes', '2 apples'], 2],
  ])('%j for %i, with food enough or nearly, serves what was asked', (list, servings) => {
    const recipe = writeRecipe(list, { servings });
    expect(statedServings(recipe)).toBe(servings);
    expect(recipe).not.toMatch(/_What you have makes/);
  });
});
