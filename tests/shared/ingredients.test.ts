import { describe, expect, it } from 'vitest';
import { duplicateKey, normaliseIngredient, splitEntry } from '../../shared/ingredients/ingredients.ts';

describe('normaliseIngredient', () => {
  it.each([
    ['  tOMATO ', 'Tomato'],
    ['tomato', 'Tomato'],
    ['SPRING ONION', 'Spring onion'],
    ['\tbasil\n', 'Basil'],
    ['émincé de veau', 'Émincé de veau'],
    ['1 egg', '1 egg'],
    ['x', 'X'],
    ['😀 smiley', '😀 smiley'],
    ['green   BEANS', 'Green beans'],
    ['green\u00A0beans', 'Green beans'],
    ['e\u0301clair', 'Éclair'],
    ['milk\nflour', 'Milk\nflour'],
    ['ＲＡＴ ｐｏｉｓｏｎ', 'Rat poison'],
    ['½ lemon', '1/2 lemon'],
    ['ﬂour', 'Flour'],
  ])('turns %j into %j', (input, expected) => {
    expect(normaliseIngredient(input)).toBe(expected);
  });

  it.each(['', ' ', '   ', '\t\n'])('ignores the blank entry %j', (input) => {
    expect(normaliseIngredient(input)).toBeNull();
  });
});

describe('duplicateKey', () => {
  it.each([
    ['Tomato', 'tomato'],
    ['Hen’s egg', "hen's egg"],
    ["Hen's egg", "hen's egg"],
  ])('keys %j as %j', (name, key) => {
    expect(duplicateKey(name)).toBe(key);
  });
});

describe('splitEntry', () => {
  it.each([
    ['chicken', ['chicken']],
    ['chicken, rice, garlic', ['chicken', ' rice', ' garlic']],
    ['chicken;rice', ['chicken', 'rice']],
    ['chicken,, rice,', ['chicken', ' rice']],
    ['boneless, skinless chicken thighs', ['boneless, skinless chicken thighs']],
    ['boneless, skinless chicken, rice', ['boneless, skinless chicken', ' rice']],
    ['Skin-on, bone-in chicken, lemon', ['Skin-on, bone-in chicken', ' lemon']],
    ['  ', ['  ']],
  ])('reads %j as %j', (entry, parts) => {
    expect(splitEntry(entry)).toEqual(parts);
  });
});
