import { describe, expect, it } from 'vitest';
import { describePreferences } from '../../client/lib/describe-preferences.ts';
import type { RecipePreferences } from '../../shared/api/recipe-request.ts';

describe('describePreferences', () => {
  it.each<[RecipePreferences, string]>([
    [{}, ''],
    [{ diet: ['vegan'] }, 'Your preferences: vegan.'],
    [{ allergies: ['tree-nuts'] }, 'Your preferences: no tree nuts.'],
    [{ allergies: ['gluten', 'milk', 'eggs'] }, 'Your preferences: no cereals with gluten, milk or eggs.'],
    [{ diet: ['vegetarian', 'gluten-free'], servings: 4, maxMinutes: 30 }, 'Your preferences: vegetarian, gluten-free, serves 4, 30 minutes at most.'],
    [{ units: 'metric' }, 'Your preferences: metric units.'],
    [{ servings: 2, units: 'us' }, 'Your preferences: serves 2, US customary units.'],
  ])('says %j as %j', (preferences, text) => {
    expect(describePreferences(preferences)).toBe(text);
  });
});
