import { describe, expect, it } from 'vitest';
import { onHand } from '../../../shared/offline-chef/typed-amount.ts';
import { readEntry } from '../../../shared/ingredients/read-entry.ts';

// What a visitor typed they have, in the food's own unit; nothing where that takes a guess.
describe('onHand', () => {
  it.each<[string, number | undefined]>([
    ['200g minced beef', 200],
    ['1kg potatoes', 1000],
    ['1.5kg flour', 1500],
    ['8 oz ground beef', 226.8],
    ['1 1/2 lb pork chops', 680.4],
    ['6 eggs', 6],
    ['2 large eggs', 2],
    ['a dozen eggs', 12],
    ['half an onion', 0.5],
    ['two onions', 2],
    ['a couple of onions', 2],
    ['2 cloves garlic', 2],
    ['3 garlic cloves', 3],
    ['1 cup milk', 240],
    ['500 ml milk', 500],
    ['1 cup flour', 125],
    // A count against a food weighed in grams: by USDA's weight of a piece, where there is one.
    ['2 chicken breasts', 340],
    ['2 steaks', undefined],
    ['1 tin chickpeas', undefined],
    ['a handful of spinach', undefined],
    // No number, or more than one.
    ['a few onions', undefined],
    ['some eggs', undefined],
    ['2 x 400g tins tomatoes', undefined],
    ['200g milk', undefined],
    ['onion', undefined],
  ])('%s -> %s', (typed, expected) => {
    const { amount, name, food } = readEntry(typed);
    const had = onHand(amount, name, food);
    if (expected === undefined) expect(had).toBeUndefined();
    else expect(had).toBeCloseTo(expected, 1);
  });
});
