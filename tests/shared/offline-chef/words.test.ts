import { describe, expect, it } from 'vitest';
import { sizeFor } from '../../../shared/offline-chef/dishes/bake-tins.ts';
import { foodName } from '../../../shared/offline-chef/words.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';

describe('foodName', () => {
  it.each<[string, Units, string]>([
    ['Canned tomatoes', 'metric', 'Tinned tomatoes'],
    ['Tinned tomatoes', 'us', 'Canned tomatoes'],
    ['Ground beef', 'metric', 'Minced beef'],
    ['Beef mince', 'us', 'Ground beef'],
    ['Beef mince', 'metric', 'Beef mince'],
    ['Minced pork', 'us', 'Ground pork'],
    ['Chili flakes', 'metric', 'Chilli flakes'],
    ['Red chili', 'metric', 'Red chilli'],
    ['Chillies', 'us', 'Chilies'],
    ['Sweet chilli sauce', 'us', 'Sweet chili sauce'],
    ['Shrimp', 'metric', 'Prawns'],
    ['Prawns', 'us', 'Shrimp'],
    ['Green onions', 'metric', 'Spring onions'],
    ['Scallions', 'metric', 'Spring onions'],
    ['Ground turkey', 'metric', 'Minced turkey'],
    ['Cilantro', 'metric', 'Coriander'],
    // Ground coriander is a spice, not the leaves: "ground cilantro" is no food the chef knows.
    ['Ground coriander', 'us', 'Ground coriander'],
    ['Ground cumin', 'metric', 'Ground cumin'],
    ['Zorblax', 'us', 'Zorblax'],
  ])('names %j in a %s recipe %j', (name, units, said) => {
    expect(foodName(name, units)).toBe(said);
  });
});

describe('sizeFor', () => {
  const square = (cm: number) => cm * cm;
  const TINS = [15, 18, 20, 23];
  it.each<[number, number, number]>([
    // A 20 cm tin holds a bake for six; the tin for fewer or more keeps about its depth.
    [400, 1, 20],
    [400 * (4 / 6), 1, 18],
    [400 * (3 / 6), 1, 15],
    [400 * (8 / 6), 1, 23],
    [400 * 2, 2, 20],
    [400 * 4, 3, 23],
  ])('holds %d cm² in %i tin(s) of %i cm', (area, count, size) => {
    expect(sizeFor(area, TINS, square)).toMatchObject({ count, size });
  });

  it('says a bake for two would lie too thin in the smallest tin', () => {
    expect(sizeFor(400 * (2 / 6), TINS, square).fill).toBeLessThan(0.6);
  });
});
