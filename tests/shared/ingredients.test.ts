import { describe, expect, it } from 'vitest';
import { normaliseIngredient } from '../../shared/ingredients.ts';

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
  ])('turns %j into %j', (input, expected) => {
    expect(normaliseIngredient(input)).toBe(expected);
  });

  it.each(['', ' ', '   ', '\t\n'])('ignores the blank entry %j', (input) => {
    expect(normaliseIngredient(input)).toBeNull();
  });
});
