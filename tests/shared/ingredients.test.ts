import { describe, expect, it } from 'vitest';
import { INPUT_CHARS, readsInLinearTime } from '../support/linear-time.ts';
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

  it.each([
    ['eggs\nmilk\r\nflour', ['eggs', 'milk', 'flour']],
    ['A bag of rice, half an onion and 2 eggs', ['A bag of rice', 'half an onion', '2 eggs']],
    ['Salt AND pepper', ['Salt', 'pepper']],
    ['- eggs\n- milk\n* flour\n• sugar', ['eggs', 'milk', 'flour', 'sugar']],
    ['1. eggs\n2) milk\n10. flour', ['eggs', 'milk', 'flour']],
    ['Half and half, mac and cheese and fish and chips', ['Half and half', 'mac and cheese', 'fish and chips']],
    ['Sweet and sour sauce and rice', ['Sweet and sour sauce', 'rice']],
    ['Brandy, candy and sandwich bread', ['Brandy', 'candy', 'sandwich bread']],
    ['Half-and-half', ['Half-and-half']],
  ])('reads %j, split at new lines and " and " too, as %j', (entry, parts) => {
    expect(splitEntry(entry).map((part) => part.trim())).toEqual(parts);
  });

  it('splits a pasted list of 25 foods into 25 whole names', () => {
    const foods = Array.from({ length: 25 }, (_, index) => `Food number ${index + 1}`);
    expect(splitEntry(foods.join('\n')).map((part) => part.trim())).toEqual(foods);
  });
});

describe('splitEntry, read in linear time', () => {
  it.each([' ', ' and', 'and ', ', ', '\n- ', 'a', 'a ,'])('splits a long paste of %j in proportion to its length', async (piece) => {
    const run = piece.repeat(INPUT_CHARS / piece.length);
    expect(await readsInLinearTime(splitEntry, run, (text) => `Rice${text}x and y`)).toBe(true);
  });
});

describe('duplicateKey merges one food written singular and plural', () => {
  it.each([
    ['Onion', 'Onions'],
    ['Tomato', 'Tomatoes'],
    ['Peach', 'Peaches'],
    ['Cherry', 'Cherries'],
    ['Olive', 'Olives'],
    ['Red onion', 'Red onions'],
    ['Egg', 'Eggs'],
  ])('keys %j and %j alike', (one, other) => {
    expect(duplicateKey(one)).toBe(duplicateKey(other));
  });

  it.each([
    ['Onion', 'Red onion'],
    ['Pea', 'Peach'],
    ['Hummus', 'Humm'],
    ['Couscous', 'Cousco'],
  ])('keeps %j and %j apart', (one, other) => {
    expect(duplicateKey(one)).not.toBe(duplicateKey(other));
  });
});
