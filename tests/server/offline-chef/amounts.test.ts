import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../server/providers/offline-chef/amounts.ts';
import { readPantry } from '../../../server/providers/offline-chef/pantry-items.ts';

const item = (name: string) => {
  const [found] = readPantry([name]);
  if (!found) throw new Error(`no item for ${name}`);
  return found;
};

describe('formatAmount', () => {
  it.each([
    ['Chicken', 2, 1, '300 g'],
    ['Chicken', 4, 1, '600 g'],
    ['Vegetable stock', 4, 1, '1000 ml'],
    ['Pine nuts', 1, 1, '10 g'],
    ['Garlic', 2, 1, '2 cloves'],
    ['Garlic', 1, 1, '1 clove'],
    ['Eggs', 2, 1, '3'],
    ['Onion', 1, 1, '½'],
    ['Bell pepper', 3, 1, '1½'],
    ['Cumin', 2, 1, '1 tsp'],
    ['Cumin', 8, 1, '1¼ tbsp'],
    ['Olive oil', 2, 1, '2 tbsp'],
    ['Sage', 2, 1, '4 leaves'],
    ['Cayenne', 2, 1, '2 pinches'],
    ['Milk', 2, 0.25, '80 ml'],
    ['Salt', 4, 1, 'to taste'],
    ['Zorblax', 2, 1, 'as much as you like'],
  ])('measures %s for %i servings (scale %d) as %j', (name, servings, scale, amount) => {
    expect(formatAmount(item(name), servings, scale)).toBe(amount);
  });
});
