import { describe, expect, it } from 'vitest';
import { allIngredients } from '../../../shared/ingredients/pantry-knowledge.ts';
import { AISLE_OF } from '../../../shared/week/aisle-data.ts';
import { aisleOf, type Aisle } from '../../../shared/week/aisles.ts';

// Foods in "other" on purpose: a chilled aisle of their own in some shops, drinks, tap water.
const OTHER_ON_PURPOSE = new Set(['tofu', 'tempeh', 'seitan', 'hummus', 'guacamole', 'white wine', 'red wine', 'beer', 'water']);

describe('aisleOf', () => {
  it('finds an aisle other than "other" for every food of the pantry table, but those put there on purpose', () => {
    const unplaced = allIngredients().filter((food) => aisleOf(food.name) === 'other' && !OTHER_ON_PURPOSE.has(food.name));
    expect(unplaced.map((food) => food.name)).toEqual([]);
  });

  it('reads every food of the pantry table by each of its names into the same aisle', () => {
    const split = allIngredients().filter((food) => food.synonyms.some((name) => aisleOf(name) !== aisleOf(food.name) && !/frozen|tinned|canned|dried/.test(name)));
    expect(split.map((food) => food.name)).toEqual([]);
  });

  it('names only foods of the pantry table among its exceptions', () => {
    const names = new Set(allIngredients().map((food) => food.name));
    expect(Object.keys(AISLE_OF).filter((name) => !names.has(name))).toEqual([]);
  });

  it.each<[string, Aisle]>([
    ['Cheddar', 'dairy and eggs'], ['eggs', 'dairy and eggs'], ['Butter', 'dairy and eggs'], ['Greek yogurt', 'dairy and eggs'],
    ['Chicken thighs', 'meat and fish'], ['salmon fillets', 'meat and fish'], ['Bacon', 'meat and fish'],
    ['Spinach', 'fruit and vegetables'], ['spring onions', 'fruit and vegetables'], ['Lemon', 'fruit and vegetables'], ['Basil', 'fruit and vegetables'],
    ['Sourdough', 'bakery'], ['Tortillas', 'bakery'],
    ['Chickpeas', 'tins and jars'], ['Chopped tomatoes', 'tins and jars'], ['Coconut milk', 'tins and jars'], ['Soy sauce', 'tins and jars'], ['Tinned tuna', 'tins and jars'],
    ['Rice', 'dry goods'], ['Spaghetti', 'dry goods'], ['Red lentils', 'dry goods'], ['Flour', 'dry goods'], ['Sugar', 'dry goods'],
    ['Ground cumin', 'spices'], ['Smoked paprika', 'spices'], ['Bay leaves', 'spices'], ['dried oregano', 'spices'],
    ['Frozen peas', 'frozen'], ['frozen spinach', 'frozen'], ['Edamame', 'frozen'],
    ['Tofu', 'other'], ['Kombucha', 'other'],
  ])('%s is in %s', (food, aisle) => {
    expect(aisleOf(food)).toBe(aisle);
  });
});
