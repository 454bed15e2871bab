import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agree, amountIn, pluralOf, readQuantity, readQuantityAt, roundCount, scaleQuantity, singularOf, writeQuantity, type Quantity,
} from '../../shared/recipe/quantity.ts';

describe('readQuantity', () => {
  it.each([
    ['250 ml buttermilk', { amount: 250, unit: 'ml' }, 'buttermilk'],
    ['1 ½ cups flour', { amount: 1.5, unit: 'cup' }, 'flour'],
    ['1½ cups flour', { amount: 1.5, unit: 'cup' }, 'flour'],
    ['1 1/2 cups flour', { amount: 1.5, unit: 'cup' }, 'flour'],
    ['1-1/2 cups flour', { amount: 1.5, unit: 'cup' }, 'flour'],
    ['1/2 tsp salt', { amount: 0.5, unit: 'tsp' }, 'salt'],
    ['⅓ cup sugar', { amount: 1 / 3, unit: 'cup' }, 'sugar'],
    ['2-3 tbsp oil', { amount: 2, upTo: 3, unit: 'tbsp' }, 'oil'],
    ['2–3 Tbsp oil', { amount: 2, upTo: 3, unit: 'tbsp' }, 'oil'],
    ['2 to 3 eggs', { amount: 2, upTo: 3, unit: '' }, 'eggs'],
    ['1.5kg potatoes', { amount: 1.5, unit: 'kg' }, 'potatoes'],
    ['1,5 kg potatoes', { amount: 1.5, unit: 'kg' }, 'potatoes'],
    ['1,000 g flour', { amount: 1000, unit: 'g' }, 'flour'],
    ['500g minced beef', { amount: 500, unit: 'g' }, 'minced beef'],
    ['2 tablespoons honey', { amount: 2, unit: 'tbsp' }, 'honey'],
    ['3 teaspoons cumin', { amount: 3, unit: 'tsp' }, 'cumin'],
    ['4 Tbsp. butter', { amount: 4, unit: 'tbsp' }, 'butter'],
    ['2 grams saffron', { amount: 2, unit: 'g' }, 'saffron'],
    ['1 litre stock', { amount: 1, unit: 'l' }, 'stock'],
    ['300 millilitres milk', { amount: 300, unit: 'ml' }, 'milk'],
    ['2 lbs chicken', { amount: 2, unit: 'lb' }, 'chicken'],
    ['8 ounces cream cheese', { amount: 8, unit: 'oz' }, 'cream cheese'],
    ['½ cup plus 1 tbsp milk', { amount: 0.5625, unit: 'cup' }, 'milk'],
    ['1 cup + 2 tablespoons flour', { amount: 1.125, unit: 'cup' }, 'flour'],
    ['2 tbsp plus 1 tsp oil', { amount: 2 + 1 / 3, unit: 'tbsp' }, 'oil'],
    ['2 tbsp plus 1 cup oil', { amount: 2, unit: 'tbsp' }, 'plus 1 cup oil'],
    ['2 pinches chilli flakes', { amount: 2, unit: 'pinch' }, 'chilli flakes'],
    ['2 cloves garlic', { amount: 2, unit: 'clove' }, 'garlic'],
    ['1 can (400 g) tomatoes', { amount: 1, unit: 'can' }, '(400 g) tomatoes'],
    ['3 eggs', { amount: 3, unit: '' }, 'eggs'],
    ['2 large eggs, beaten', { amount: 2, unit: '' }, 'large eggs, beaten'],
    ['½ lemon', { amount: 0.5, unit: '' }, 'lemon'],
  ] as const)('reads %j', (text, quantity, rest) => {
    expect(readQuantity(text)).toEqual({ quantity, rest });
  });

  it.each(['Salt to taste', 'a pinch of salt', 'Pinch of salt', 'Olive oil, for frying', '', '8-inch tortillas', '50% dark chocolate', '350°F', 'x2 eggs', '123456 g'])(
    'finds no amount at the start of %j',
    (text) => {
      expect(readQuantity(text)).toBeNull();
    },
  );

  it('reads an amount in the middle of a step, where it ends', () => {
    expect(readQuantityAt('add the remaining 2 tbsp oil', 18)).toEqual({ quantity: { amount: 2, unit: 'tbsp' }, end: 24 });
  });
});

describe('writeQuantity', () => {
  it.each<[Quantity, string]>([
    // Spoons: teaspoons by quarters (and ⅛), tablespoons by halves from 3 teaspoons; never a spoon a quarter over.
    [{ amount: 0.1, unit: 'tsp' }, '⅛ tsp'],
    [{ amount: 0.05, unit: 'tsp' }, '1 pinch'],
    [{ amount: 0.375, unit: 'tsp' }, '¼ tsp'],
    [{ amount: 0.6, unit: 'tsp' }, '½ tsp'],
    [{ amount: 1.3, unit: 'tsp' }, '1¼ tsp'],
    [{ amount: 2.9, unit: 'tsp' }, '1 tbsp'],
    [{ amount: 4.5, unit: 'tsp' }, '1½ tbsp'],
    [{ amount: 0.75, unit: 'tbsp' }, '2¼ tsp'],
    [{ amount: 2.4, unit: 'tbsp' }, '2½ tbsp'],
    [{ amount: 12, unit: 'tbsp' }, '12 tbsp'],
    // Cups: quarters and thirds under 2, halves after; less than a quarter cup is spooned.
    [{ amount: 0.333, unit: 'cup' }, '⅓ cup'],
    [{ amount: 0.25, unit: 'cup' }, '¼ cup'],
    [{ amount: 0.5, unit: 'cup' }, '½ cup'],
    [{ amount: 0.7, unit: 'cup' }, '⅔ cup'],
    [{ amount: 0.8, unit: 'cup' }, '¾ cup'],
    [{ amount: 1.12, unit: 'cup' }, '1 cup plus 2 tbsp'],
    [{ amount: 1.5, unit: 'cup' }, '1½ cups'],
    [{ amount: 3.2, unit: 'cup' }, '3¼ cups'],
    [{ amount: 0.125, unit: 'cup' }, '2 tbsp'],
    // Grams and millilitres as a scale or a jug shows them (10s, then a baker's 25s); whole grams, halves and tenths, and spoons below.
    [{ amount: 187.5, unit: 'g' }, '190 g'],
    [{ amount: 333, unit: 'g' }, '325 g'],
    [{ amount: 375, unit: 'g' }, '375 g'],
    [{ amount: 270, unit: 'ml' }, '275 ml'],
    [{ amount: 3.5, unit: 'g' }, '4 g'],
    [{ amount: 0.2, unit: 'g' }, '0.2 g'],
    [{ amount: 0.1, unit: 'g' }, '1 pinch'],
    [{ amount: 1.3, unit: 'g' }, '1.5 g'],
    [{ amount: 0.1, unit: 'oz' }, '3 g'],
    [{ amount: 0.7, unit: 'oz' }, '¾ oz'],
    [{ amount: 1.25, unit: 'kg' }, '1.3 kg'],
    [{ amount: 0.45, unit: 'kg' }, '450 g'],
    [{ amount: 237, unit: 'ml' }, '240 ml'],
    [{ amount: 5, unit: 'ml' }, '1 tsp'],
    [{ amount: 0.25, unit: 'l' }, '250 ml'],
    [{ amount: 1.5, unit: 'l' }, '1.5 litres'],
    [{ amount: 6, unit: 'oz' }, '6 oz'],
    [{ amount: 24, unit: 'oz' }, '1½ lb'],
    [{ amount: 0.75, unit: 'lb' }, '12 oz'],
    // Counts by halves, never none; a pinch is whole.
    [{ amount: 3, unit: '' }, '3'],
    [{ amount: 0.1, unit: '' }, '½'],
    [{ amount: 1.4, unit: '' }, '1½'],
    [{ amount: 0.3, unit: 'pinch' }, '1 pinch'],
    [{ amount: 2, unit: 'pinch' }, '2 pinches'],
    [{ amount: 1, unit: 'clove' }, '1 clove'],
    [{ amount: 6, unit: 'clove' }, '6 cloves'],
    [{ amount: 2, unit: 'bunch' }, '2 bunches'],
    // Ranges: both ends, one unit when they share it, one amount when they round alike.
    [{ amount: 2, upTo: 3, unit: 'clove' }, '2-3 cloves'],
    [{ amount: 0.75, upTo: 1, unit: 'cup' }, '¾-1 cup'],
    [{ amount: 1, upTo: 1.5, unit: 'cup' }, '1-1½ cups'],
    [{ amount: 2, upTo: 3, unit: 'tsp' }, '2-3 tsp'],
    [{ amount: 4, upTo: 6, unit: 'tbsp' }, '4-6 tbsp'],
    [{ amount: 800, upTo: 1200, unit: 'g' }, '800 g-1.2 kg'],
    [{ amount: 100, upTo: 102, unit: 'g' }, '100 g'],
  ])('writes %j as %j', (quantity, written) => {
    expect(writeQuantity(quantity)).toBe(written);
  });

  it('never writes nothing, a zero, a slash or a long decimal', () => {
    const units = ['g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'oz', 'lb', 'pinch', '', 'clove', 'can'];
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5000, noNaN: true }), fc.constantFrom(...units), (amount, unit) => {
        const written = writeQuantity({ amount, unit });
        expect(written).toMatch(/^[\d½¼¾⅓⅔]/);
        expect(written).not.toMatch(/(?:^|\s)0(?:\s|$)|\/|\.\d\d|\d 0/);
      }),
    );
  });
});

describe('scaleQuantity', () => {
  it.each<[Quantity, number, Quantity]>([
    [{ amount: 2, unit: 'tbsp' }, 1.5, { amount: 3, unit: 'tbsp' }],
    [{ amount: 2, upTo: 3, unit: 'clove' }, 2, { amount: 4, upTo: 6, unit: 'clove' }],
    [{ amount: 250, unit: 'g' }, 0.25, { amount: 62.5, unit: 'g' }],
  ])('scales %j by %d, both ends of a range', (quantity, factor, scaled) => {
    expect(scaleQuantity(quantity, factor)).toEqual(scaled);
  });
});

describe('roundCount', () => {
  it.each<[Quantity, string, Quantity]>([
    [{ amount: 0.5, unit: '' }, 'eggs', { amount: 1, unit: '' }],
    [{ amount: 0.1, unit: '' }, 'egg', { amount: 1, unit: '' }],
    [{ amount: 1.5, unit: '' }, 'eggs', { amount: 2, unit: '' }],
    [{ amount: 2.4, unit: '' }, 'large eggs', { amount: 2, unit: '' }],
    [{ amount: 0.25, unit: '' }, 'lemon', { amount: 0.5, unit: '' }],
    [{ amount: 1.4, unit: '' }, 'Red onions', { amount: 1.5, unit: '' }],
    [{ amount: 0.75, unit: '' }, 'tomatoes', { amount: 1, unit: '' }],
    [{ amount: 0.5, unit: 'can' }, 'can', { amount: 1, unit: 'can' }],
    [{ amount: 2.5, unit: 'clove' }, 'clove', { amount: 3, unit: 'clove' }],
    [{ amount: 0.25, unit: 'bunch' }, 'bunch', { amount: 0.5, unit: 'bunch' }],
    [{ amount: 0.5, upTo: 0.75, unit: '' }, 'eggs', { amount: 1, unit: '' }],
    [{ amount: 1.5, upTo: 2.25, unit: '' }, 'eggs', { amount: 2, unit: '' }],
    [{ amount: 3, upTo: 4.5, unit: '' }, 'eggs', { amount: 3, upTo: 5, unit: '' }],
    [{ amount: 62.5, unit: 'g' }, 'flour', { amount: 62.5, unit: 'g' }],
  ])('counts %j of %j as a cook does', (quantity, thing, rounded) => {
    expect(roundCount(quantity, thing)).toEqual(rounded);
  });
});

describe('counted words', () => {
  it.each([
    ['lemon', 'lemons'], ['bunch', 'bunches'], ['peach', 'peaches'], ['radish', 'radishes'], ['cherry', 'cherries'],
    ['tomato', 'tomatoes'], ['potato', 'potatoes'], ['avocado', 'avocados'], ['leaf', 'leaves'], ['loaf', 'loaves'], ['egg', 'eggs'],
  ])('says one %j and many %j', (one, many) => {
    expect(pluralOf(one)).toBe(many);
    expect(singularOf(many)).toBe(one);
  });

  it.each(['garlic', 'rice', 'fish', 'hummus', 'asparagus', 'couscous', 'molasses', 'jalapeño', 'crème'])('leaves %j as it is', (word) => {
    expect(pluralOf(word)).toBe(word);
    expect(singularOf(word)).toBe(word);
  });

  it.each([
    ['Lemon', 1, 3, 'Lemons'],
    ['eggs', 2, 1, 'egg'],
    ['onion', 0.5, 1.5, 'onions'],
    ['onions', 2, 0.5, 'onion'],
    ['cookies', 12, 1, 'cookie'],
    ['eggs', 2, 6, 'eggs'],
    ['garlic', 2, 1, 'garlic'],
    ['eggs', 1, 3, 'eggs'],
    ['EGGS', 2, 1, 'EGGS'],
  ] as const)('makes %j for %d agree with %d', (word, was, now, agreed) => {
    expect(agree(word, was, now)).toBe(agreed);
  });
});

describe('amountIn', () => {
  it.each([
    [{ amount: 1, unit: 'tbsp' }, 'tsp', 3],
    [{ amount: 50, unit: 'ml' }, 'tbsp', 50 / 15],
    [{ amount: 1, unit: 'kg' }, 'g', 1000],
    [{ amount: 2, unit: 'clove' }, 'clove', 2],
    [{ amount: 2, unit: 'clove' }, 'g', null],
    [{ amount: 100, unit: 'g' }, 'ml', null],
  ])('gives %j in %s as %s', (quantity, unit, amount) => {
    const found = amountIn(quantity, unit);
    if (amount === null) expect(found).toBeNull();
    else expect(found).toBeCloseTo(amount, 9);
  });
});
