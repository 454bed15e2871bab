import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';

// A grain bowl for one is spooned into one bowl: nobody divides anything between bowls for one.

const PROOF = 'p'.repeat(43);
const BOWL = ['chicken', 'rice', 'spinach', 'lemon'];

function written(servings: number, kinds: readonly AdjustKind[] = []): string {
  let recipe = writeRecipe(BOWL, { servings });
  for (const kind of kinds) recipe = writeRecipe(BOWL, { servings, change: { kind, recipe, proof: PROOF } });
  return recipe;
}

describe('a grain bowl for one goes into one bowl', () => {
  it.each<[AdjustKind[]]>([[[]], [['quicker']], [['one-pot']]])('for 1, made %j: spoons the grains into a bowl', (kinds) => {
    const recipe = written(1, kinds);
    expect(recipe, recipe).toMatch(/Bowl/);
    expect(recipe).not.toMatch(/between bowls/);
    expect(recipe).toMatch(/Spoon the grains into a bowl/);
  });

  it('for 2, still divides them between the bowls', () => {
    expect(written(2)).toMatch(/Divide the grains between bowls/);
  });
});
