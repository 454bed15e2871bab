import { describe, expect, it } from 'vitest';
import { ALLERGENS, ALLERGEN_NAMES } from '../../shared/api/recipe-preferences.ts';
import { parseRecipeRequest } from '../../shared/api/recipe-request.ts';

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];
/** A request's preferences as the API reads them, beside a valid list. */
const readPreferences = (body: object) => {
  const result = parseRecipeRequest({ ingredients: FOUR, ...body });
  if (result.ok) {
    const preferences: Partial<typeof result.value> = { ...result.value };
    delete preferences.ingredients;
    return { ok: true as const, value: preferences };
  }
  return { ok: false as const, field: /"(\w+)"/.exec(result.error.message)?.[1], message: result.error.message, code: result.error.code };
};

describe('the preferences of a request', () => {
  it.each([
    [{}, {}],
    [{ diet: [], allergies: [] }, {}],
    [{ diet: ['vegan', 'gluten-free'] }, { diet: ['vegan', 'gluten-free'] }],
    [{ diet: ['dairy-free', 'vegetarian', 'dairy-free'] }, { diet: ['vegetarian', 'dairy-free'] }],
    [{ allergies: ['tree-nuts', 'milk'] }, { allergies: ['milk', 'tree-nuts'] }],
    [{ allergies: ALLERGENS }, { allergies: ALLERGENS }],
    [{ servings: 1 }, { servings: 1 }],
    [{ servings: 12 }, { servings: 12 }],
    [{ maxMinutes: 15 }, { maxMinutes: 15 }],
    [{ maxMinutes: 90, servings: 4, diet: ['pescatarian'] }, { maxMinutes: 90, servings: 4, diet: ['pescatarian'] }],
    [{ units: 'metric' }, { units: 'metric' }],
    [{ units: 'us', servings: 2 }, { units: 'us', servings: 2 }],
  ])('accepts %j as %j', (body, expected) => {
    expect(readPreferences(body)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [{ diet: 'vegan' }, 'diet', '"diet" must be a list of: vegetarian, vegan, pescatarian, gluten-free, dairy-free.'],
    [{ diet: ['keto'] }, 'diet', undefined],
    [{ allergies: ['nuts'] }, 'allergies', undefined],
    [{ allergies: [1] }, 'allergies', undefined],
    [{ allergies: Array(15).fill('milk') }, 'allergies', undefined],
    [{ servings: 0 }, 'servings', '"servings" must be a whole number from 1 to 24.'],
    [{ servings: 25 }, 'servings', undefined],
    [{ servings: 2.5 }, 'servings', undefined],
    [{ servings: '4' }, 'servings', undefined],
    [{ maxMinutes: 20 }, 'maxMinutes', '"maxMinutes" must be one of 15, 30, 45, 60, 90.'],
    [{ maxMinutes: null }, 'maxMinutes', undefined],
    [{ units: 'imperial' }, 'units', '"units" must be one of: metric, us.'],
    [{ units: 'US' }, 'units', undefined],
    [{ units: ['us'] }, 'units', undefined],
    [{ units: null }, 'units', undefined],
  ])('refuses %j, naming %s', (body, field, message) => {
    const result = readPreferences(body);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe('invalid_field');
    expect(result.field).toBe(field);
    expect(result.message).toContain(`"${field}"`);
    if (message) expect(result.message).toBe(message);
  });

  it('knows the 14 major allergens by the names people use', () => {
    expect(Object.values(ALLERGEN_NAMES)).toEqual([
      'celery', 'cereals with gluten', 'crustaceans', 'eggs', 'fish', 'lupin', 'milk', 'molluscs', 'mustard',
      'tree nuts', 'peanuts', 'sesame', 'soy', 'sulphites',
    ]);
  });
});
