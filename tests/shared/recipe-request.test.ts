import { describe, expect, it } from 'vitest';
import { parseRecipeRequest } from '../../shared/recipe-request.ts';

const list = (n: number) => Array.from({ length: n }, (_, i) => `item ${i}`);

describe('parseRecipeRequest', () => {
  it.each([
    [{ ingredients: [' eggs', 'MILK', 'flour', 'sugar'] }, ['Eggs', 'Milk', 'Flour', 'Sugar']],
    [{ ingredients: list(4), prompt: 'ignored' }, ['Item 0', 'Item 1', 'Item 2', 'Item 3']],
    [{ ingredients: list(30) }, list(30).map((item) => `I${item.slice(1)}`)],
  ])('accepts %j', (body, expected) => {
    expect(parseRecipeRequest(body)).toEqual({ ok: true, value: { ingredients: expected } });
  });

  it.each([
    [null, 'invalid_body'],
    ['Tomato', 'invalid_body'],
    [list(4), 'invalid_body'],
    [{}, 'invalid_body'],
    [{ ingredients: 'a, b, c, d' }, 'invalid_body'],
    [{ ingredients: [1, 2, 3, 4] }, 'invalid_body'],
    [{ ingredients: list(3) }, 'too_few_ingredients'],
    [{ ingredients: list(31) }, 'too_many_ingredients'],
    [{ ingredients: [...list(3), ' '] }, 'empty_ingredient'],
    [{ ingredients: [...list(3), 'a'.repeat(61)] }, 'ingredient_too_long'],
  ])('refuses %j with %s', (body, code) => {
    const result = parseRecipeRequest(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });

  it('counts characters, not UTF-16 units, against the length limit', () => {
    expect(parseRecipeRequest({ ingredients: [...list(3), '🍅'.repeat(60)] }).ok).toBe(true);
  });
});
