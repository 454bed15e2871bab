import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';

describe('sausages come two to a serving', () => {
  it.each([
    [4, 8],
    [2, 4],
  ])('%i servings: %i sausages', (servings, count) => {
    expect(writeRecipe(['sausages', 'potatoes', 'onions', 'gravy'], { servings })).toMatch(new RegExp(`^- Sausages — ${count}$`, 'm'));
  });
});
