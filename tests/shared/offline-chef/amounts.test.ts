import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../shared/offline-chef/amounts.ts';
import { readPantry } from '../../../shared/offline-chef/pantry-items.ts';

const item = (name: string) => {
  const [found] = readPantry([name]);
  if (!found) throw new Error(`no item for ${name}`);
  return found;
};

describe('formatAmount', () => {
  it.each([
    ['Chicken', 2, 1, '300 g', '11 oz'],
    ['Chicken', 4, 1, '600 g', '1¼ lb'],
    ['Vegetable stock', 4, 1, '1 litre', '4 cups'],
    ['Vegetable stock', 6, 1, '1.5 litres', '6 cups'],
    ['Milk', 2, 0.25, '80 ml', '⅓ cup'],
    ['Milk', 1, 0.15, '20 ml', '1½ tbsp'],
    ['Rice', 2, 1, '150 g', '¾ cup'],
    ['Flour', 4, 1, '120 g', '1 cup'],
    ['Pine nuts', 1, 1, '10 g', '1 tbsp'],
    ['Parmesan', 2, 1, '40 g', '1½ oz'],
    // A few grams are never half an ounce (14 g): ounces by quarters, grams below a quarter.
    ['Parmesan', 1, 1, '20 g', '¾ oz'],
    ['Parmesan', 1, 0.25, '5 g', '5 g'],
    ['Garlic', 2, 1, '2 cloves', '2 cloves'],
    ['Garlic', 1, 1, '1 clove', '1 clove'],
    ['Eggs', 2, 1, '3', '3'],
    ['Onion', 1, 1, '½', '½'],
    ['Bell pepper', 3, 1, '1½', '1½'],
    ['Cumin', 2, 1, '1 tsp', '1 tsp'],
    ['Cumin', 8, 1, '1½ tbsp', '1½ tbsp'],
    ['Olive oil', 2, 1, '2 tbsp', '2 tbsp'],
    ['Olive oil', 6, 1, '90 ml', '⅓ cup plus 1 tbsp'],
    ['Breadcrumbs', 4, 1, '80 g', '¾ cup'],
    ['Sage', 2, 1, '4 leaves', '4 leaves'],
    ['Cayenne', 2, 1, '2 pinches', '2 pinches'],
    ['Salt', 4, 1, 'to taste', 'to taste'],
    ['Zorblax', 2, 1, '100 g', '4 oz'],
  ])('measures %s for %i servings (scale %d) as %j, or %j in US units', (name, servings, scale, metric, us) => {
    expect(formatAmount(item(name), servings, scale, { units: 'metric' })).toBe(metric);
    expect(formatAmount(item(name), servings, scale, { units: 'us' })).toBe(us);
  });

  it.each([
    ['Sugar', 9, '125 g', '½ cup plus 1 tbsp'],
    ['Butter', 9, '125 g', '½ cup plus 1 tbsp'],
    ['Honey', 9, '200 g', '½ cup plus 1 tbsp'],
    ['Cocoa', 6, '40 g', '⅓ cup plus 1 tbsp'],
    ['Flour', 180, '175 g', '1½ cups'],
    ['Sugar', 2, '2 tbsp', '2 tbsp'],
    ['Sugar', 3, '40 g', '3 tbsp'],
    ['Baking powder', 1.5, '1½ tsp', '1½ tsp'],
  ])('weighs %s for a bake (%d of its own measure) as %j, or %j in US units', (name, total, metric, us) => {
    // One serving at a scale of `total`: the amount is `total` of the knowledge base's unit.
    const one = item(name);
    const scale = total / (one.entry?.perServing ?? 1);
    expect(formatAmount(one, 1, scale, { units: 'metric', baking: true })).toBe(metric);
    expect(formatAmount(one, 1, scale, { units: 'us', baking: true })).toBe(us);
  });
});
