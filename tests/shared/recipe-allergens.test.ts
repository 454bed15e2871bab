import { describe, expect, it } from 'vitest';
import { recipeAllergens } from '../../shared/recipe/recipe-allergens.ts';
import { recipeOf } from '../../shared/recipe/recipe-value.ts';

const CURRY = (intro: string, line: string, step: string) =>
  `# Chickpea Curry\n\n${intro}\n\n## Ingredients\n- 400 g chickpeas\n- ${line}\n\n## Method\n1. ${step}\n\n## Tip\nLeftovers keep for two days.`;

describe('recipeAllergens', () => {
  it.each([
    ['an introduction that names one it does not use', CURRY('A dairy-free take on butter chicken.', '400 ml coconut milk', 'Simmer the chickpeas in the coconut milk.'), []],
    ['a line saying what it leaves out', CURRY('Left out: Butter, Eggs and Milk', '400 ml coconut milk', 'Simmer.'), []],
    ['a step that uses it without it being listed', CURRY('Warming.', '400 ml coconut milk', 'Simmer, then stir in 2 tbsp butter.'), ['milk']],
    ['an ingredient line', CURRY('Warming.', '150 g Greek yogurt', 'Simmer.'), ['milk']],
    ['a step that says what goes in instead', CURRY('Warming.', '400 ml coconut milk', 'Stir in the coconut milk instead of cream.'), []],
  ])('with %s: %j', (_, markdown, allergens) => {
    expect(recipeAllergens(recipeOf(markdown), ['milk', 'eggs']).map((found) => found.allergen)).toEqual(allergens);
  });

  it('reads a recipe whose list and steps it cannot find whole, so nothing goes unwarned', () => {
    expect(recipeAllergens(recipeOf('Pancakes: whisk 2 eggs into the milk and fry in butter.'), ['milk', 'eggs']).map((found) => found.allergen)).toEqual(['milk', 'eggs']);
  });
});
