import { describe, expect, it } from 'vitest';
import { cups, metric, oven, ounces, spoons, squareTin, volume } from '../../shared/recipe/cook-measures.ts';
import { readQuantity } from '../../shared/recipe/quantity.ts';

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
    [300, '11 oz'],
    [450, '1 lb'],
    [600, '1¼ lb'],
  ])('weighs %d g as %j in US units', (grams, written) => {
    expect(ounces(grams)).toBe(written);
  });

  // Even ounces from 8 wrote 250 g of prawns as 8 oz, 9% less; a US recipe then fed a cook less than the metric one.
  it('weighs every amount from 8 oz to a pound within 6% of it in ounces', () => {
    const GRAMS_PER: Readonly<Record<string, number>> = { oz: 28.35, lb: 453.6 };
    const worst = Array.from({ length: 454 - 227 }, (_, at) => 227 + at)
      .map((grams) => {
        const read = readQuantity(ounces(grams))!.quantity;
        return { grams, written: ounces(grams), off: Math.abs(read.amount * GRAMS_PER[read.unit]! - grams) / grams };
      })
      .reduce((most, one) => (one.off > most.off ? one : most));
    expect(worst.off, `${worst.grams} g written ${worst.written}`).toBeLessThanOrEqual(0.06);
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
    [140, 'us', '½ cup plus 1 tbsp'],
    [280, 'us', '1¼ cups'],
    [210, 'us', '¾ cup plus 2 tbsp'],
    [70, 'us', '4½ tbsp'],
    // Tablespoons alone where no cup measure holds it and they measure nearer.
    [90, 'us', '6 tbsp'],
    [105, 'us', '7 tbsp'],
    [75, 'us', '⅓ cup'],
    [100, 'us', '⅓ cup plus 1 tbsp'],
  ] as const)('pours %d ml in %s units as %j', (ml, units, written) => {
    expect(volume(ml, units)).toBe(written);
  });

  const ML_PER: Readonly<Record<string, number>> = { tsp: 5, tbsp: 15, cup: 240 };
  const everyMl = Array.from({ length: 971 }, (_, at) => 30 + at);
  // Under 2½ tbsp a half tablespoon is more than a fifth: there the least it can be off is a quarter tablespoon.
  const QUARTER_TBSP_ML = 3.75;
  it('pours every amount from 30 ml to a litre in cups or spoons within a tenth of it', () => {
    const worst = everyMl
      .map((ml) => {
        const read = readQuantity(volume(ml, 'us'));
        const shown = read === null ? Number.NaN : read.quantity.amount * (ML_PER[read.quantity.unit] ?? Number.NaN);
        return { ml, written: volume(ml, 'us'), off: Math.abs(shown - ml) / Math.max(ml, QUARTER_TBSP_ML * 10) };
      })
      .reduce((most, one) => (one.off > most.off || Number.isNaN(one.off) ? one : most));
    expect(worst.off, `${worst.ml} ml written ${worst.written}`).toBeLessThanOrEqual(0.1);
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
