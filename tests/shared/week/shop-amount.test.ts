import { describe, expect, it } from 'vitest';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { shopAmount } from '../../../shared/week/shop-amount.ts';

// Amounts to buy are rounded up to what a shop or a scale has, never down.
describe('shopAmount', () => {
  it.each<[number, string, Units, string]>([
    [143, 'g', 'metric', '150 g'],
    [150, 'g', 'metric', '150 g'],
    [150.0000001, 'g', 'metric', '150 g'],
    [7.2, 'g', 'metric', '8 g'],
    [42, 'g', 'metric', '45 g'],
    [251, 'g', 'metric', '300 g'],
    [1000, 'g', 'metric', '1 kg'],
    [1040, 'g', 'metric', '1.1 kg'],
    [2500, 'g', 'metric', '2.5 kg'],
    [113.4, 'g', 'us', '4 oz'],
    [300, 'g', 'us', '11 oz'],
    [454, 'g', 'us', '1¼ lb'],
    [453.6, 'g', 'us', '1 lb'],
    [20, 'g', 'us', '¾ oz'],
    [3, 'g', 'us', '3 g'],
    [5, 'ml', 'metric', '1 tsp'],
    [7.5, 'ml', 'metric', '1½ tsp'],
    [15, 'ml', 'metric', '1 tbsp'],
    [45, 'ml', 'metric', '3 tbsp'],
    [60, 'ml', 'metric', '4 tbsp'],
    [61, 'ml', 'metric', '70 ml'],
    [241, 'ml', 'metric', '250 ml'],
    [1000, 'ml', 'metric', '1 litre'],
    [1250, 'ml', 'metric', '1.3 litres'],
    [45, 'ml', 'us', '3 tbsp'],
    [240, 'ml', 'us', '1 cup'],
    [250, 'ml', 'us', '1¼ cups'],
    [1100, 'ml', 'us', '5 cups'],
    [2.5, '', 'metric', '3'],
    [1, '', 'metric', '1'],
    [0.5, '', 'metric', '1'],
    [5, 'clove', 'metric', '5 cloves'],
    [1, 'can', 'us', '1 can'],
    [2, 'bunch', 'metric', '2 bunches'],
  ])('%s %s in %s units is %s', (amount, unit, units, written) => {
    expect(shopAmount({ amount, unit }, units)).toBe(written);
  });
});
