import { describe, expect, it } from 'vitest';
import { ingredientName } from '../../shared/ingredient-name.ts';
import { checkIngredients, isKindOf, isStaple, shoppingList } from '../../shared/pantry-match.ts';
import { readRecipe } from '../../shared/recipe-parts.ts';
import { writeRecipe } from '../../server/providers/offline-chef/index.ts';

describe('isKindOf', () => {
  it.each([
    ['Tomatoes', 'Tomato', true],
    ['cherry tomatoes', 'Tomato', true],
    ['tomato', 'TOMATOES', true],
    ['peanut butter', 'peanut', false],
    ['peanut butter', 'Butter', false],
    ['peanuts', 'Peanut', true],
    ['coconut milk', 'Milk', false],
    ['whole milk', 'Milk', true],
    ['olive oil', 'Oil', true],
    ['red onion', 'Onion', true],
    ['onion', 'Red onion', false],
    ['garlic powder', 'Garlic', false],
    ['chicken stock', 'Chicken', false],
    ['chicken thighs', 'Chicken', true],
    ['spring onions', 'Scallions', true],
    ['berries', 'Berry', true],
    ['egg noodles', 'Eggs', false],
    ['crème fraîche', 'Creme fraiche', true],
    ['', 'Tomato', false],
  ])('%j is %j or a kind of it: %j', (ingredient, item, expected) => {
    expect(isKindOf(ingredient, item)).toBe(expected);
  });
});

describe('isStaple', () => {
  it.each([
    ['salt', true],
    ['Sea salt flakes', true],
    ['pepper', true],
    ['freshly ground black pepper', true],
    ['water', true],
    ['olive oil', true],
    ['extra virgin olive oil', true],
    ['vegetable oil', true],
    ['red pepper', false],
    ['sesame oil', false],
    ['butter', false],
    ['sugar', false],
  ])('%j: %j', (name, staple) => {
    expect(isStaple(name)).toBe(staple);
  });
});

describe('checkIngredients', () => {
  it('marks what is on the list, by the list item it is', () => {
    const lines = ['2 cherry tomatoes, halved', '1 tbsp peanut butter', '2 tbsp olive oil', '200 g pasta, cooked', 'Salt and pepper, to taste', '3 eggs, beaten'];
    expect(checkIngredients(lines, ['Tomato', 'Peanut', 'Eggs'])).toEqual([
      { line: '2 cherry tomatoes, halved', have: 'Tomato', staple: false },
      { line: '1 tbsp peanut butter', have: null, staple: false },
      { line: '2 tbsp olive oil', have: null, staple: true },
      { line: '200 g pasta, cooked', have: null, staple: false },
      { line: 'Salt and pepper, to taste', have: null, staple: true },
      { line: '3 eggs, beaten', have: 'Eggs', staple: false },
    ]);
  });

  it('counts a line of two things as had when either is, and a staple only when both are', () => {
    expect(checkIngredients(['Butter or olive oil', 'Salt and sugar'], ['Butter'])).toEqual([
      { line: 'Butter or olive oil', have: 'Butter', staple: false },
      { line: 'Salt and sugar', have: null, staple: false },
    ]);
  });
});

describe('shoppingList', () => {
  it('lists what is missing, without staples or preparation', () => {
    const lines = ['2 tbsp olive oil', '200 g pasta, cooked', '4 ripe tomatoes', 'Salt', '1 l water', '100 ml double cream'];
    expect(shoppingList(checkIngredients(lines, ['Tomatoes']))).toEqual(['200 g pasta', '100 ml double cream']);
  });

  it("marks the offline chef's recipe by the list it was written for, and buys only what it added", () => {
    const list = ['Chicken', 'Rice', 'Broccoli', 'Garlic'];
    const checked = checkIngredients(readRecipe(writeRecipe(list)).ingredients, list);
    expect(checked.filter((one) => one.have !== null).map((one) => one.have)).toEqual(list);
    expect(checked.filter((one) => one.have === null).every((one) => one.staple)).toBe(true);
    expect(shoppingList(checked)).toEqual([]);
  });

  it("lists what the offline chef's cake needs beyond the list", () => {
    const list = ['Flour', 'Sugar', 'Butter', 'Eggs'];
    const checked = checkIngredients(readRecipe(writeRecipe(list)).ingredients, list);
    const toBuy = shoppingList(checked).map(ingredientName);
    expect(toBuy).toContain('Baking powder');
    expect(toBuy.filter((name) => list.some((item) => isKindOf(name, item)) || isStaple(name))).toEqual([]);
  });
});
