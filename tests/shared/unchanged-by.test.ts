import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../shared/offline-chef/recipe-writer.ts';
import { unchangedBy } from '../../shared/recipe/unchanged-by.ts';

const ALREADY = 'This recipe is already vegetarian: there is nothing to change.';
const recipe = (...lines: string[]) => `## Supper\n\nServes 2\n\n## Ingredients\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\n## Method\n\n1. Cook it.\n`;

describe('unchangedBy', () => {
  it.each([
    [recipe('200 g red lentils', '1 onion', '400 ml coconut milk'), ALREADY],
    [recipe('2 eggs', '30 g cheddar', '1 tbsp butter'), ALREADY],
    [recipe('300 g chicken thighs', '150 g rice'), null],
    [recipe('2 tbsp fish sauce', '200 g noodles'), null],
    [recipe('4 rashers bacon', '2 eggs'), null],
    [recipe('250 g beef mince', '1 onion'), null],
    // No list to read: the chef is asked.
    ['## Supper\n\nCook something good.', null],
  ])('reads %j as %j for Vegetarian', (markdown, said) => {
    expect(unchangedBy('vegetarian', markdown)).toBe(said);
  });

  it('never stops another kind of change', () => {
    for (const kind of ['quicker', 'spicier', 'milder', 'no-oven', 'one-pot', 'swap'] as const) expect(unchangedBy(kind, recipe('2 eggs'))).toBeNull();
  });

  it('agrees with the built-in chef, which makes its vegetarian version of any recipe with meat', () => {
    expect(unchangedBy('vegetarian', writeRecipe(['Red lentils', 'Onion', 'Tomatoes']))).toBe(ALREADY);
    expect(unchangedBy('vegetarian', writeRecipe(['Chicken thighs', 'Rice', 'Garlic']))).toBeNull();
    expect(unchangedBy('vegetarian', writeRecipe(['Prawns', 'Noodles', 'Ginger']))).toBeNull();
  });
});
