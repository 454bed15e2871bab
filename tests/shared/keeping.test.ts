import { describe, expect, it } from 'vitest';
import { isPerishable, keepsDays } from '../../shared/ingredients/keeping.ts';
import { allIngredients, findIngredient } from '../../shared/ingredients/pantry-knowledge.ts';

// How long foods keep as a cook stores them, the short end of USDA FoodKeeper's and FSIS's ranges.

describe('keepsDays', () => {
  it.each<[string, number, boolean]>([
    ['chicken thighs', 2, true],
    ['beef mince', 2, true],
    ['salmon', 2, true],
    ['prawns', 2, true],
    ['sausages', 2, true],
    ['pork chops', 3, true],
    ['bacon', 7, true],
    ['spinach', 4, true],
    ['raspberries', 2, true],
    ['milk', 7, true],
    ['mozzarella', 5, true],
    ['cheddar', 21, false],
    ['eggs', 21, false],
    ['potatoes', 30, false],
    ['carrots', 21, false],
    ['onion', 30, false],
    ['canned tuna', 365, false],
    ['rice', 365, false],
    ['frozen peas', 90, false],
  ])('%s keeps %i days (perishable: %s)', (name, days, perishable) => {
    const food = findIngredient(name)!;
    expect(keepsDays(food)).toBe(days);
    expect(isPerishable(food)).toBe(perishable);
  });

  it('knows how long every food of the pantry table keeps', () => {
    expect(allIngredients().filter((food) => !(keepsDays(food) > 0))).toEqual([]);
  });

  it('never counts a food it does not know as perishable', () => {
    expect(isPerishable(undefined)).toBe(false);
  });
});
