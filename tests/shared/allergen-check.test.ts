import { describe, expect, it } from 'vitest';
import { breaksPreferences, findAllergens } from '../../shared/ingredients/allergen-check.ts';
import { ALLERGEN_WORDS } from '../../shared/ingredients/allergen-words.ts';
import { ALLERGENS, type Allergen } from '../../shared/api/recipe-preferences.ts';
import type { RecipePreferences } from '../../shared/api/recipe-request.ts';

const found = (text: string, allergies: readonly Allergen[] = ALLERGENS) =>
  Object.fromEntries(findAllergens(text, allergies).map(({ allergen, words }) => [allergen, words]));

describe('findAllergens', () => {
  it.each([
    ['Melt the butter and stir in the cream.', { milk: ['butter', 'cream'] }],
    ['Top with grated Parmesan and a spoon of crème fraîche.', { milk: ['parmesan', 'creme fraiche'] }],
    ['Whisk 2 eggs with the mayonnaise.', { eggs: ['egg', 'mayonnaise'] }],
    ['Scatter over toasted walnuts and almonds.', { 'tree-nuts': ['walnut', 'almond'] }],
    ['Stir in 2 tbsp peanut butter.', { peanuts: ['peanut butter'] }],
    ['Add the prawns and the mussels.', { crustaceans: ['prawn'], molluscs: ['mussel'] }],
    ['Drizzle with sesame oil and soy sauce.', { gluten: ['soy sauce'], sesame: ['sesame oil'], soy: ['soy sauce'] }],
    ['Serve with a glass of white wine.', { sulphites: ['wine'] }],
    ['Add the celery and a spoon of Dijon mustard.', { celery: ['celery'], mustard: ['dijon', 'mustard'] }],
    ['Cook the spaghetti until al dente.', { gluten: ['spaghetti'] }],
    ['Toast the pine nuts.', { 'tree-nuts': ['pine nut'] }],
    ['Use lupin flour.', { lupin: ['lupin flour'] }],
    ['Flake the salmon.', { fish: ['salmon'] }],
  ])('finds what %j names', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    ['Roast the peanuts.', 'tree-nuts', 'a peanut is not a tree nut'],
    ['Pour in the coconut milk.', 'milk', 'coconut milk is not dairy'],
    ['Add a splash of oat milk.', 'milk', 'plant milks are not dairy'],
    ['Grate in a little nutmeg and add the butternut squash.', 'tree-nuts', 'nutmeg and butternut are not nuts'],
    ['Slice the eggplant.', 'eggs', 'an eggplant is not an egg'],
    ['Cook the gluten-free pasta.', 'gluten', 'gluten-free pasta says so'],
    ['Use dairy-free cheese.', 'milk', 'dairy-free cheese says so'],
    ['Add the rice noodles and rice flour.', 'gluten', 'rice is free of gluten'],
    ['Season with rice vinegar.', 'sulphites', 'rice vinegar is not wine vinegar'],
    ['Drizzle with the olive oil.', 'milk', 'nothing to find'],
  ])('does not flag %j under %s: %s', (text, allergen) => {
    expect(findAllergens(text, [allergen as Allergen])).toEqual([]);
  });

  it.each([
    ['Left out: Butter, Eggs and Milk', ['milk', 'eggs']],
    ['_Left out: eggs (you asked)._', ['eggs']],
    ['- Leaves out the milk and the butter', ['milk']],
    ['A cake made without eggs, milk or butter.', ['eggs', 'milk']],
    ['Use olive oil instead of butter.', ['milk']],
    ['An egg-free, dairy-free batter.', ['eggs', 'milk']],
    ['No eggs needed: the flax does the work.', ['eggs']],
    ['Skip the parmesan for a lighter dish.', ['milk']],
  ])('does not flag %j, which says it leaves them out', (text, allergies) => {
    expect(findAllergens(text, allergies as Allergen[])).toEqual([]);
  });

  it.each([
    ['Left out: Butter.\n\n- 2 eggs\n- 100 ml milk', { eggs: ['egg'], milk: ['milk'] }],
    ['Whisk the eggs without the milk.', { eggs: ['egg'] }],
    ['There is no need to rest it; add 2 eggs.', { eggs: ['egg'] }],
    ['Serve with cheese, not without it.', { milk: ['cheese'] }],
  ])('still flags what %j does use', (text, expected) => {
    expect(found(text, ['eggs', 'milk'])).toEqual(expected);
  });

  it('matches whole words in any case, singular or plural, across lines', () => {
    expect(found('## ALMONDS\n\n- anchovies\n- Cheese', ['tree-nuts', 'fish', 'milk'])).toEqual({
      'tree-nuts': ['almond'],
      fish: ['anchovy'],
      milk: ['cheese'],
    });
    expect(found('Buttered toast', ['milk'])).toEqual({});
  });

  it('looks only for the allergens asked for, in the order asked', () => {
    expect(findAllergens('butter, eggs and walnuts', ['tree-nuts', 'milk']).map((one) => one.allergen)).toEqual(['tree-nuts', 'milk']);
  });

  it('has words for every one of the 14 allergens', () => {
    for (const allergen of ALLERGENS) expect(ALLERGEN_WORDS[allergen].length).toBeGreaterThan(0);
  });
});

describe('breaksPreferences', () => {
  it.each<[string, RecipePreferences, boolean]>([
    ['Butter', { diet: ['vegan'] }, true],
    ['Butter', { diet: ['dairy-free'] }, true],
    ['Butter', { allergies: ['milk'] }, true],
    ['Butter', { diet: ['vegetarian'] }, false],
    ['Honey', { diet: ['vegan'] }, true],
    ['Honey', { diet: ['vegetarian'] }, false],
    ['Soy sauce', { diet: ['gluten-free'] }, true],
    ['Soy sauce', { allergies: ['soy'] }, true],
    ['Chicken stock', { diet: ['vegetarian'] }, true],
    ['Chicken stock', { diet: ['pescatarian'] }, true],
    ['Anchovies', { diet: ['pescatarian'] }, false],
    ['Anchovies', { diet: ['vegetarian'] }, true],
    ['Olive oil', { diet: ['vegan', 'gluten-free'], allergies: ALLERGENS }, false],
    ['Salt', {}, false],
  ])('%s with %j: %s', (name, preferences, expected) => {
    expect(breaksPreferences(name, preferences)).toBe(expected);
  });
});
