import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { REVIEW_LISTS } from '../../support/review-lists.ts';

// A cake cooked under a lid in a frying pan, for a cook with no oven: the pan is sized to the
// batter, and a thinner batter is cooked through sooner. A cake for one lies about 6 mm deep in
// its small pan, done in about 10 minutes; at the 6-serving cake's 35 it burns.

const CAKE = REVIEW_LISTS[13]!;
const PROOF = 'p'.repeat(43);

function onTheHob(servings: number, units: Units): string {
  const recipe = writeRecipe(CAKE, { servings, units });
  return writeRecipe(CAKE, { servings, units, change: { kind: 'no-oven', recipe, proof: PROOF } });
}
const cookMinutes = (recipe: string): number => Number(/cook over the lowest heat for (\d+) minutes/.exec(recipe)?.[1]);
const lidMinutes = (recipe: string): number => Number(/keep the lid on for the first (\d+) minutes/.exec(recipe)?.[1]);
const totalOf = (recipe: string): number => Number(/\*\*Total time:\*\* (\d+) minutes/.exec(recipe)?.[1]);

describe('a cake cooked in a frying pan', () => {
  it.each(['metric', 'us'] as const)('for one, cooks for about 10 minutes, lid on for most of them, and is ready in about half an hour (%s)', (units) => {
    const recipe = onTheHob(1, units);
    expect(cookMinutes(recipe)).toBeGreaterThanOrEqual(8);
    expect(cookMinutes(recipe)).toBeLessThanOrEqual(14);
    expect(lidMinutes(recipe)).toBeGreaterThanOrEqual(6);
    expect(lidMinutes(recipe)).toBeLessThan(cookMinutes(recipe));
    expect(totalOf(recipe)).toBeLessThanOrEqual(35);
  });

  it.each(['metric', 'us'] as const)('takes longer as the batter is deeper, never longer than the whole cake (%s)', (units) => {
    const minutes = [1, 2, 6, 12].map((servings) => cookMinutes(onTheHob(servings, units)));
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    // Six servings are the cake as it is made, and twelve are two of them, each as deep.
    expect(minutes.slice(2)).toEqual([35, 35]);
    const totals = [1, 2, 6].map((servings) => totalOf(onTheHob(servings, units)));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });
});
