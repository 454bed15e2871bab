import { describe, expect, it } from 'vitest';
import { writeAgain, writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { CHEF_LISTS } from '../../support/chef-lists.ts';
import { DISH_LISTS } from '../../support/offline-chef-lists.ts';

// "Servings to cook" and Units on a recipe of the server's chef: the chef drafts the same version
// again from its data, exactly as it would have written it for that many and in those units.

const LISTS = [...CHEF_LISTS, ...DISH_LISTS];
const PROOF = 'p'.repeat(43);

describe('writeAgain', () => {
  it.each(LISTS.flatMap((list) => [1, 4, 12].map((servings) => [list, servings] as const)))('%j for %d: as the chef writes it for that many', (list, servings) => {
    const written = writeRecipe(list, { units: 'metric' });
    expect(writeAgain(list, written, {}, { servings, units: null })).toBe(writeRecipe(list, { servings, units: 'metric' }));
  });

  it.each(LISTS.flatMap((list) => (['metric', 'us'] as Units[]).map((units) => [list, units] as const)))('%j in %s: in the other units, as the chef writes them', (list, units) => {
    const written = writeRecipe(list, { units, servings: 2 });
    const other: Units = units === 'us' ? 'metric' : 'us';
    expect(writeAgain(list, written, {}, { servings: 6, units: other })).toBe(writeRecipe(list, { units: other, servings: 6 }));
  });

  it.each(CHEF_LISTS.flatMap((list) => (['quicker', 'vegetarian', 'one-pot'] as (AdjustKind | 'vegetarian')[]).map((kind) => [list, kind] as const)))(
    '%j after %s: the changed version, drafted again',
    (list, kind) => {
      const base = writeRecipe(list);
      const changed = writeRecipe(list, { change: { kind, recipe: base, proof: PROOF } });
      const again = writeAgain(list, changed, {}, { servings: 8, units: null });
      // A version the chef cannot find as it wrote it (one a change added a note to) is scaled as text instead.
      if (again === null) expect(changed).toMatch(/^_.*_$/m);
      else expect(again).toMatch(/\*\*Serves:\*\* 8\b/);
    },
  );

  it('finds no recipe it did not write, nor one whose list it was not asked for', () => {
    const cake = writeRecipe(['Flour', 'Sugar', 'Butter', 'Eggs']);
    expect(writeAgain(['Flour', 'Sugar', 'Butter', 'Eggs'], cake.replace('Beat the eggs', 'Whisk the eggs'), {}, { servings: 2, units: null })).toBeNull();
    expect(writeAgain(['Chicken', 'Rice'], cake, {}, { servings: 2, units: null })).toBeNull();
    expect(writeAgain(['Flour'], '## Soup\n\nJust soup.', {}, { servings: 2, units: null })).toBeNull();
  });
});
