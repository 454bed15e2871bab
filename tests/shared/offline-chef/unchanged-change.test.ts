import { describe, expect, it } from 'vitest';
import { unchangedByChange, writeRecipe } from '../../support/chef-drafts.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { CHEF_LISTS } from '../../support/chef-lists.ts';
import { DISH_LISTS } from '../../support/offline-chef-lists.ts';

// The page asks the chef beforehand whether a change would change anything, and makes no version
// (nor any request) when it would not: what it is told must be exactly what the chef then writes.

const KINDS: readonly (AdjustKind | 'vegetarian')[] = ['quicker', 'spicier', 'milder', 'no-oven', 'one-pot', 'vegetarian'];
const PROOF = 'p'.repeat(43);
// The chef's own short italic notes under the introduction.
const withoutNotes = (markdown: string) => markdown.replace(/^_[^\n]*_\n\n/gm, '');

const cases = [...CHEF_LISTS, ...DISH_LISTS].flatMap((list) => (['metric', 'us'] as Units[]).flatMap((units) => KINDS.map((kind) => [list, units, kind] as const)));

describe('a change the built-in chef would leave as it was', () => {
  it.each(cases)('%j in %s, %s: told beforehand exactly when the version written changes nothing', (list, units, kind) => {
    const recipe = writeRecipe(list, { units });
    const change = { kind, recipe, proof: PROOF };
    const why = unchangedByChange(list, { units, change });
    const written = writeRecipe(list, { units, change });
    if (why === null) expect(withoutNotes(written)).not.toBe(withoutNotes(recipe));
    else {
      expect(written).toContain(`_${why}_`);
      expect(withoutNotes(written)).toBe(withoutNotes(recipe));
    }
  });

  it.each([
    [['Banana', 'Strawberries', 'Oats', 'Milk'], 'quicker', 'This is about as quick as this dish gets.'],
    [['Banana', 'Strawberries', 'Oats', 'Milk'], 'milder', 'There was no chilli or other heat in this recipe to take out.'],
    [['Red lentils', 'Onion', 'Tomatoes', 'Cumin'], 'vegetarian', 'This recipe was already vegetarian.'],
  ] as const)('%j, %s: "%s"', (list, kind, why) => {
    const recipe = writeRecipe(list);
    expect(unchangedByChange(list, { change: { kind, recipe, proof: PROOF } })).toBe(why);
  });

  it('says nothing of a request that asks for no change', () => {
    expect(unchangedByChange(['Eggs', 'Milk'], {})).toBeNull();
  });
});
