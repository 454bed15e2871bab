import { describe, expect, it } from 'vitest';
import { checkIngredient } from '../../shared/ingredients/ingredient-check.ts';
import { findIngredient } from '../../shared/ingredients/pantry-knowledge.ts';
import { SUBSTITUTES } from '../../shared/ingredients/substitutes-data.ts';
import { canReplace, substitutesFor } from '../../shared/ingredients/substitutes.ts';

const labels = (line: string, list: readonly string[] = []) => substitutesFor(line, list).map((option) => option.label);

describe('substitutesFor', () => {
  it.each<[string, string[]]>([
    ['250 ml buttermilk', ['250 ml milk + 1 tbsp lemon juice', '190 ml yogurt + 60 ml milk', '250 ml milk + 1 tbsp white wine vinegar']],
    ['1 cup buttermilk', ['1 cup milk + 1 tbsp lemon juice', '¾ cup yogurt + ¼ cup milk', '1 cup milk + 1 tbsp white wine vinegar']],
    ['Buttermilk — 250 ml', ['250 ml milk + 1 tbsp lemon juice', '190 ml yogurt + 60 ml milk', '250 ml milk + 1 tbsp white wine vinegar']],
    ['3 eggs, beaten', ['3 tbsp ground flaxseed + 9 tbsp water', '1½ bananas', '180 ml yogurt']],
    ['1 egg', ['1 tbsp ground flaxseed + 3 tbsp water', '½ banana', '60 ml yogurt']],
    ['3 tbsp melted butter', ['2½ tbsp olive oil', '2½ tbsp vegetable oil', '3 tbsp margarine', '3 tbsp coconut oil']],
    ['2 cloves garlic', ['½ tsp garlic powder', '1 shallot']],
    ['1 tbsp lemon juice', ['1 tbsp lime juice', '1½ tsp white wine vinegar', '1 tbsp orange juice']],
    ['200 g self-raising flour', ['200 g flour + 1½ tsp baking powder']],
    ['Milk', ['oat milk', 'soy milk', 'almond milk', 'water + cream']],
  ])('gives %s with the amounts that replace it, rounded as a cook measures', (line, expected) => {
    expect(labels(line)).toEqual(expected);
  });

  it('puts the substitutes on the visitor’s list first, marked, the table’s order otherwise', () => {
    expect(substitutesFor('3 eggs', ['Yogurt', 'Rice']).map(({ name, onList }) => [name, onList])).toEqual([
      ['Yogurt', true],
      ['Ground flaxseed and water', false],
      ['Banana', false],
    ]);
  });

  it.each([
    ['Soy sauce — 2 tbsp', ['Soy sauce', 'Rice'], 'Tamari'],
    ['2 tbsp soy sauce', ['soy', 'Rice'], 'Tamari'],
    ['250 ml buttermilk', ['Buttermilk'], 'Milk and lemon juice'],
  ])('never marks a substitute as on the list because the line’s own food is: %s with %j', (line, list, substitute) => {
    expect(substitutesFor(line, list).find((option) => option.name === substitute)).toMatchObject({ onList: false });
  });

  it('marks a substitute the list holds beside the line’s own food', () => {
    expect(substitutesFor('2 tbsp soy sauce', ['Soy sauce', 'Fish sauce']).map(({ name, onList }) => [name, onList])[0]).toEqual(['Fish sauce', true]);
  });

  it.each(['Eggs', 'egg', '2 large eggs', 'EGGS'])('finds the same substitutes for %s', (line) => {
    expect(substitutesFor(line, []).map((option) => option.name)).toEqual(['Ground flaxseed and water', 'Banana', 'Yogurt']);
  });

  it.each(['Salt to taste', 'A pinch of saffron', 'Unobtainium', '', '2 tbsp'])('has nothing for %j', (line) => {
    expect(substitutesFor(line, ['Milk'])).toEqual([]);
  });
});

describe('canReplace', () => {
  it.each<[string, string, boolean]>([
    ['Water', 'Milk', true],
    ['Milk', 'Water', false],
    ['Buttermilk', 'Milk and lemon juice', true],
    ['Buttermilk', 'Chocolate', false],
    ['Butter', 'Olive oil', true],
    ['Olive oil', 'Butter', true],
    ['Egg', 'Bleach', false],
  ])('%s replaced by %s, by the table: %s', (from, to, expected) => {
    expect(canReplace(from, to)).toBe(expected);
  });
});

describe('the table', () => {
  const parts = Object.values(SUBSTITUTES).flatMap((substitutes) => substitutes.flat());

  it('is keyed by foods the product knows', () => {
    expect(Object.keys(SUBSTITUTES).filter((key) => findIngredient(key) === undefined)).toEqual([]);
  });

  it('names only foods a visitor could put on a list, so a swap always passes the API’s rules', () => {
    const names = Object.values(SUBSTITUTES).flatMap((substitutes) => substitutes.map((substitute) => substitute.map((part) => part.food).join(' and ')));
    expect(names.filter((name) => !checkIngredient(name).ok)).toEqual([]);
  });

  it('never offers a food for itself', () => {
    const selfish = Object.entries(SUBSTITUTES).filter(([key, substitutes]) => substitutes.some((substitute) => substitute.length === 1 && substitute[0]!.food === key));
    expect(selfish).toEqual([]);
  });

  it('has positive amounts throughout', () => {
    expect(parts.filter((part) => ('ratio' in part ? part.ratio : part.amount) <= 0)).toEqual([]);
  });
});
