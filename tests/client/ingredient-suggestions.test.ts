import { describe, expect, it } from 'vitest';
import { MAX_SUGGESTIONS, suggestIngredients } from '../../client/lib/ingredient-suggestions.ts';
import { checkIngredient } from '../../shared/ingredients/ingredient-check.ts';
import { allIngredients } from '../../shared/ingredients/pantry-knowledge.ts';

describe('suggestIngredients', () => {
  it.each([
    ['onio', [], ['Onion', 'Red onion', 'Green onion']],
    ['  ONIO ', [], ['Onion', 'Red onion', 'Green onion']],
    ['egg', [], ['Egg', 'Eggplant', 'Egg noodles']],
    ['crème f', [], ['Creme fraiche']],
    ['scal', [], ['Scallops', 'Scallion']],
    ['prawn', [], ['Prawn']],
    ['onio', ['Onion'], ['Red onion', 'Green onion']],
    ['tomat', ['tomatoes'], ['Tomato paste', 'Tomato salsa', 'Tomato sauce', 'Tomato ketchup', 'Tomato passata', 'Grape tomato']],
    ['', [], []],
    ['   ', [], []],
    ['zzz', [], []],
    ['<script>', [], []],
  ])('suggests for %j with %j listed: %j', (typed, listed, expected) => {
    expect(suggestIngredients(typed, listed)).toEqual(expected);
  });

  it.each([
    ['pollo', ['Chicken']],
    ['Zwiebel', ['Onion']],
    ['arroz', ['Rice']],
  ])('offers for %j, a food in another language, that food alone: %j', (typed, expected) => {
    expect(suggestIngredients(typed, [])).toEqual(expected);
  });

  it.each([
    ['brocoli', 'Broccoli'],
    ['chiken', 'Chicken'],
    ['spagetti', 'Spaghetti'],
  ])('offers for the slip %j the food it means first: %j', (typed, first) => {
    expect(suggestIngredients(typed, [])[0]).toBe(first);
  });

  it('offers names that start with the text before a slip it may be', () => {
    expect(suggestIngredients('scal', [])).toEqual(['Scallops', 'Scallion']);
  });

  it('offers no food already listed in another language', () => {
    expect(suggestIngredients('chicken', ['pollo'])).not.toContain('Chicken');
    expect(suggestIngredients('pollo', ['Chicken'])).toEqual([]);
  });

  it('puts names that start with the text before names with a later word that does', () => {
    const names = suggestIngredients('rice', []);
    expect(names.slice(0, 3)).toEqual(['Rice', 'Rice sticks', 'Rice vinegar']);
    expect(names.slice(3).every((name) => name.toLowerCase().includes(' rice'))).toBe(true);
  });

  it(`offers a handful at most (${MAX_SUGGESTIONS})`, () => {
    expect(suggestIngredients('c', [])).toHaveLength(MAX_SUGGESTIONS);
  });

  it('offers only names the shared check accepts, so a picked suggestion is never refused', () => {
    const names = allIngredients().flatMap((entry) => [entry.name, ...entry.synonyms]);
    const refused = names.filter((name) => !checkIngredient(name).ok);
    expect(refused).toEqual([]);
  });
});
