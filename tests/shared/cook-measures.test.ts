import { describe, expect, it } from 'vitest';
import { cups, metric, oven, ounces, spoons, squareTin, volume } from '../../shared/recipe/cook-measures.ts';

describe('measures a cook can use', () => {
  it.each([
    [237, 'ml', false, '240 ml'],
    [12, 'g', false, '10 g'],
    [333, 'g', false, '350 g'],
    [480, 'g', false, '500 g'],
    [333, 'g', true, '325 g'],
    [112.5, 'g', true, '125 g'],
    [1000, 'ml', false, '1 litre'],
    [1450, 'ml', false, '1.5 litres'],
    [1200, 'g', false, '1.2 kg'],
  ] as const)('weighs or pours %d %s (a baker: %s) as %j', (value, unit, coarse, written) => {
    expect(metric(value, unit, coarse)).toBe(written);
  });

  it.each([
    [0.33, '⅓ cup'],
    [0.7, '⅔ cup'],
    [1.04, '1 cup'],
    [1.5, '1½ cups'],
    [4.17, '4 cups'],
    [4.3, '4½ cups'],
    [2.8, '2¾ cups'],
    [2.25, '2¼ cups'],
    [2.3, '2⅓ cups'],
    [3.95, '4 cups'],
  ])('measures %d cups as %j', (count, written) => {
    expect(cups(count)).toBe(written);
  });

  it.each([
    [40, '1½ oz'],
    [100, '4 oz'],
    [300, '10 oz'],
    [450, '1 lb'],
    [600, '1¼ lb'],
  ])('weighs %d g as %j in US units', (grams, written) => {
    expect(ounces(grams)).toBe(written);
  });

  it.each([
    [0.5, '½ tsp'],
    [1.5, '1½ tsp'],
    [4, '1½ tbsp'],
    [5, '1½ tbsp'],
    [12, '4 tbsp'],
  ])('spoons out %d tsp as %j', (teaspoons, written) => {
    expect(spoons(teaspoons)).toBe(written);
  });

  it.each([
    [250, 'metric', '250 ml'],
    [250, 'us', '1 cup'],
    [30, 'us', '2 tbsp'],
    [120, 'us', '½ cup'],
  ] as const)('pours %d ml in %s units as %j', (ml, units, written) => {
    expect(volume(ml, units)).toBe(written);
  });

  it.each([
    [180, '**180 °C** (160 °C fan)', '**350 °F**'],
    [190, '**190 °C** (170 °C fan)', '**375 °F**'],
    [200, '**200 °C** (180 °C fan)', '**400 °F**'],
    [220, '**220 °C** (200 °C fan)', '**425 °F**'],
  ])('sets the oven to %d °C as %j, or %j in US units', (celsius, metricOven, usOven) => {
    expect(oven(celsius, 'metric')).toBe(metricOven);
    expect(oven(celsius, 'us')).toBe(usOven);
  });

  it('names a square tin the way each cook would', () => {
    expect(squareTin(20, 'metric')).toBe('a 20 cm square tin');
    expect(squareTin(20, 'us')).toBe('an 8-inch square pan');
    expect(squareTin(23, 'us')).toBe('a 9-inch square pan');
  });
});
