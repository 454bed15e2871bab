import { describe, expect, it } from 'vitest';
import { redraft, writeDraft, writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { draftKeySchema, type DraftKey } from '../../../shared/api/draft-key.ts';
import { CHEF_LISTS } from '../../support/chef-lists.ts';
import { DISH_LISTS } from '../../support/offline-chef-lists.ts';

// "Servings to cook" and Units on a recipe of the built-in chef: the chef drafts the same version
// again from its draft's key, exactly as it would have written it for that many and in those units.

const LISTS = [...CHEF_LISTS, ...DISH_LISTS];
const PROOF = 'p'.repeat(43);
const changedVersion = (list: readonly string[], draft: DraftKey) => redraft(list, draft, {}, { servings: null, units: null })!.version;

describe('redraft', () => {
  it.each(LISTS.flatMap((list) => [1, 4, 12].map((servings) => [list, servings] as const)))('%j for %d: as the chef writes it for that many', (list, servings) => {
    const { draft } = writeDraft(list, { units: 'metric' });
    expect(redraft(list, draft!, {}, { servings, units: null })?.markdown).toBe(writeRecipe(list, { servings, units: 'metric' }));
  });

  it.each(LISTS.flatMap((list) => (['metric', 'us'] as Units[]).map((units) => [list, units] as const)))('%j in %s: in the other units, as the chef writes them', (list, units) => {
    const { draft } = writeDraft(list, { units, servings: 2 });
    const other: Units = units === 'us' ? 'metric' : 'us';
    expect(redraft(list, draft!, {}, { servings: 6, units: other })?.markdown).toBe(writeRecipe(list, { units: other, servings: 6 }));
  });

  it.each(CHEF_LISTS.flatMap((list) => (['quicker', 'vegetarian', 'one-pot'] as AdjustKind[]).map((kind) => [list, kind] as const)))(
    '%j after %s: the changed version, drafted again, as the chef writes the change for that many',
    (list, kind) => {
      const base = writeDraft(list);
      const changed = writeDraft(list, { change: { kind, recipe: base.markdown, proof: PROOF, draft: base.draft } });
      expect(redraft(list, changed.draft!, {}, { servings: changed.draft!.servings, units: null })?.markdown).toBe(changed.markdown);
      const again = redraft(list, changed.draft!, {}, { servings: 8, units: null })!;
      expect(again.markdown).toMatch(/\*\*Serves:\*\* 8\b/);
      // The way the change chose at the servings it was asked at holds at eight.
      expect([again.version.method, again.version.quick]).toEqual([changedVersion(list, changed.draft!).method, changedVersion(list, changed.draft!).quick]);
    },
  );

  it('draws no recipe for a dish the list no longer makes', () => {
    const { draft } = writeDraft(['Flour', 'Sugar', 'Butter', 'Eggs']);
    expect(redraft(['Chicken', 'Rice', 'Garlic', 'Onion'], draft!, {}, { servings: 2, units: null })).toBeNull();
    expect(redraft(['Flour'], draft!, {}, { servings: 2, units: null })).toBeNull();
  });

  it('sends a key the shared schema accepts, as the stream carries it', () => {
    for (const list of CHEF_LISTS) expect(draftKeySchema.safeParse(writeDraft(list).draft).success).toBe(true);
  });
});
