import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import { describe, expect, it } from 'vitest';
import { readPantry } from '../../../shared/offline-chef/pantry-items.ts';
import { everyVersionInBothUnits } from '../../support/chef-versions.ts';
import { REVIEW_LISTS } from '../../support/review-lists.ts';

// Words the other side's cook would correct: a British recipe is cooked on the hob in a traybake
// with spring onions; an American one on the stovetop on a sheet pan with bok choy.
const FOREIGN_WORDS = {
  metric: /\b(stovetop|sheet-pan|scallions?|green onions?|bok choy|to a boil|large pot of)\b/i,
  us: /\b(pak choi|trays?|traybakes?|spring onions?|hob|to the boil|large pan of)\b/i,
} as const;

describe('the words of a recipe follow its units', () => {
  it.each(REVIEW_LISTS.map((list) => [list.join(', '), list] as const))('%s: no word the cook would correct', (_, list) => {
    const said = everyVersionInBothUnits(list).flatMap(({ kind, recipe, units }) => {
      const word = FOREIGN_WORDS[units].exec(recipe);
      return word === null ? [] : [`${units} ${kind}: "${word[0]}"`];
    });
    expect(said).toEqual([]);
  });
});

describe('the words of a recipe for twelve follow its units', () => {
  // Twelve servings fill more pans than a hob takes at once, and the recipe says so in its cook's words.
  it.each(REVIEW_LISTS.map((list) => [list.join(', '), list] as const))('%s: no word the cook would correct', (_, list) => {
    const said = (['metric', 'us'] as const).flatMap((units) => {
      const word = FOREIGN_WORDS[units].exec(writeRecipe(list, { servings: 12, units }));
      return word === null ? [] : [`${units}: "${word[0]}"`];
    });
    expect(said).toEqual([]);
  });
});

describe('a label spelled as the food is', () => {
  it.each([
    ['potatos', 'potatoes'],
    ['tomatoe', 'tomato'],
    ['Tomatos', 'Tomatoes'],
    ['tomatoes', 'tomatoes'],
    ['Potatoes', 'Potatoes'],
    ['cherry tomatos', 'cherry tomatoes'],
    ['chillies', 'chillies'],
    ['chicken pieces', 'chicken pieces'],
  ])('labels %j as %j', (typed, label) => {
    expect(readPantry([typed])[0]!.label).toBe(label);
  });
});
