import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../shared/offline-chef/recipe-writer.ts';
import { readRecipe } from '../../shared/recipe/recipe-parts.ts';
import { stepIngredients } from '../../shared/recipe/step-ingredients.ts';
import { DISH_LISTS } from '../support/offline-chef-lists.ts';

const LIST = [
  '1 onion, chopped',
  '2 cloves garlic, crushed',
  '200 g rice',
  '2 spring onions, sliced',
  '300 g chicken thighs',
  '500 ml chicken stock',
  '2 tbsp peanut butter',
  '2 tbsp olive oil',
  '400 ml coconut milk',
  'Salt and pepper',
  '200 g cherry tomatoes, halved',
  'A handful of basil leaves',
  '2 eggs, beaten',
  '200 g gnocchi',
];

describe('stepIngredients', () => {
  it.each([
    ['Fry the onion and garlic until soft.', ['1 onion, chopped', '2 cloves garlic, crushed']],
    ['Cook the rice for 12 minutes.', ['200 g rice']],
    ['Scatter over the spring onions.', ['2 spring onions, sliced']],
    ['Scatter over the scallions.', ['2 spring onions, sliced']],
    ['Brown the chicken, then pour in the chicken stock.', ['300 g chicken thighs', '500 ml chicken stock']],
    ['Pour in the chicken stock.', ['500 ml chicken stock']],
    ['Add the chicken.', ['300 g chicken thighs']],
    ['Stir in the peanut butter.', ['2 tbsp peanut butter']],
    ['Heat the oil in a wide pan.', ['2 tbsp olive oil']],
    ['Pour in the coconut milk.', ['400 ml coconut milk']],
    ['Season with salt.', ['Salt and pepper']],
    ['Halve the tomatoes.', ['200 g cherry tomatoes, halved']],
    ['Tear the basil over the top.', ['A handful of basil leaves']],
    ['Whisk the egg with a fork.', ['2 eggs, beaten']],
    ['Boil the gnocchi until they float.', ['200 g gnocchi']],
  ])('takes %j to use %j', (step, used) => {
    expect(stepIngredients(step, LIST)).toEqual(used);
  });

  it.each([
    ['Preheat the oven to 200°C.'],
    ['Melt the butter in a pan.'],
    ['Add a splash of milk.'],
    ['Serve at once.'],
    [''],
  ])('finds no line used by %j', (step) => {
    expect(stepIngredients(step, LIST)).toEqual([]);
  });

  it('gives the lines in the order of the list, not of the step, each once', () => {
    expect(stepIngredients('Add the garlic, then the onion, then more garlic.', LIST)).toEqual(['1 onion, chopped', '2 cloves garlic, crushed']);
  });

  it('takes a food said both alone and within a longer name as used by both', () => {
    expect(stepIngredients('Fry the onion, then add the spring onions.', LIST)).toEqual(['1 onion, chopped', '2 spring onions, sliced']);
  });

  it('takes a kind of the food for it when no line is that very food', () => {
    expect(stepIngredients('Fry the onions.', ['2 red onions', '200 g rice'])).toEqual(['2 red onions']);
  });

  it('uses nothing from an empty list', () => {
    expect(stepIngredients('Fry the onion.', [])).toEqual([]);
  });
});

describe("the offline chef's steps", () => {
  it.each(DISH_LISTS.map((list) => [list]))('each use exactly the lines whose food they name, for %j', (list) => {
    const parts = readRecipe(writeRecipe(list));
    for (const step of parts.steps) {
      // The offline chef writes "Olive oil — 2 tbsp", and names a food in its steps as in its list or by its last word ("the oil").
      const named = parts.ingredients.filter((line) => new RegExp(`\\b${line.split(' — ')[0]!.split(' ').at(-1)}\\b`, 'i').test(step));
      expect(stepIngredients(step, parts.ingredients), step).toEqual(named);
    }
  });
});
