import { describe, expect, it } from 'vitest';
import { unchangedByChange, writeRecipe } from '../../support/chef-drafts.ts';

const PROOF = 'p'.repeat(43);
const BOLOGNESE = ['beef mince', 'onion', 'tinned tomatoes', 'spaghetti', 'garlic', 'parmesan'];
const POTATO_SOUP = ['potatoes', 'leeks', 'butter', 'milk', 'stock'];
const vegetarianOf = (list: readonly string[]) => writeRecipe(list, { change: { kind: 'vegetarian', recipe: writeRecipe(list), proof: PROOF } });
const ingredientsOf = (recipe: string) => recipe.slice(recipe.indexOf('### Ingredients'), recipe.indexOf('### Steps'));

describe('a vegetarian version has no cheese made with animal rennet', () => {
  it.each([
    ['the vegetarian change', () => vegetarianOf(BOLOGNESE)],
    ['a vegetarian diet', () => writeRecipe(BOLOGNESE, { diet: ['vegetarian'] })],
    ['a vegetarian diet, pecorino typed', () => writeRecipe(['chickpeas', 'pasta', 'garlic', 'pecorino'], { diet: ['vegetarian'] })],
  ])('%s: vegetarian hard cheese in place of parmesan', (_, write) => {
    const recipe = write();
    // Only the note that says why may name it.
    expect(recipe.replace(/^_.*_$/gm, '')).not.toMatch(/parmesan|pecorino/i);
    expect(ingredientsOf(recipe)).toMatch(/^- Vegetarian hard cheese — \d+ g$/m);
  });

  it('says why the parmesan was swapped', () => {
    expect(vegetarianOf(BOLOGNESE)).toMatch(/^_Parmesan is made with animal rennet, so I used vegetarian hard cheese instead\._$/m);
  });

  it('does not call a recipe with parmesan already vegetarian', () => {
    const list = ['chickpeas', 'pasta', 'garlic', 'parmesan'];
    expect(unchangedByChange(list, { change: { kind: 'vegetarian', recipe: writeRecipe(list), proof: PROOF } })).toBeNull();
  });
});

describe('a vegetarian version names its stock', () => {
  it.each([
    ['the vegetarian change', () => vegetarianOf(POTATO_SOUP)],
    ['a vegetarian diet', () => writeRecipe(POTATO_SOUP, { diet: ['vegetarian'] })],
  ])('%s: plain stock is written vegetable stock', (_, write) => {
    const recipe = write();
    expect(ingredientsOf(recipe)).toMatch(/^- Vegetable stock — 1 litre$/m);
    expect(ingredientsOf(recipe)).not.toMatch(/^- Stock\b/m);
  });

  it('does not call a soup of unnamed stock already vegetarian, but one of vegetable stock is', () => {
    const asked = (list: string[]) => unchangedByChange(list, { change: { kind: 'vegetarian', recipe: writeRecipe(list), proof: PROOF } });
    expect(asked(POTATO_SOUP)).toBeNull();
    expect(asked(['potatoes', 'leeks', 'butter', 'milk', 'vegetable stock'])).toBe('This recipe was already vegetarian.');
  });
});
