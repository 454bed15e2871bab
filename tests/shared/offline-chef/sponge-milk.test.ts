import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';

// A creamed sponge takes a splash of milk to loosen it, about 3 tbsp to 175 g of flour and 3 eggs:
// 140 ml curdled the creamed butter and eggs and gave a slack batter that sank.

const PROOF = 'p'.repeat(43);
const SPONGE = ['flour', 'sugar', 'butter', 'eggs', 'milk'];

/** The millilitres of an ingredient line such as "- Milk — 45 ml", or undefined if it has none. */
function ml(markdown: string, food: string): number | undefined {
  const line = markdown.split('\n').find((l) => l.startsWith(`- ${food} — `));
  const match = line?.match(/— (\d+) ml/);
  return match ? Number(match[1]) : undefined;
}

function written(list: readonly string[], kind?: AdjustKind, servings?: number): string {
  const recipe = writeRecipe(list, { servings, units: 'metric' });
  return kind ? writeRecipe(list, { servings, units: 'metric', change: { kind, recipe, proof: PROOF } }) : recipe;
}

describe('a creamed sponge takes a splash of milk', () => {
  it.each<[AdjustKind | undefined, number | undefined, number, number]>([
    [undefined, undefined, 30, 60],
    [undefined, 12, 60, 120],
    ['quicker', undefined, 30, 60],
    ['no-oven', undefined, 30, 60],
    ['no-oven', 12, 60, 120],
  ])('in the %s version for %s', (kind, servings, least, most) => {
    const milk = ml(written(SPONGE, kind, servings), 'Milk');
    expect(milk).toBeGreaterThanOrEqual(least);
    expect(milk).toBeLessThanOrEqual(most);
  });

  it('keeps the milk that binds a cake without eggs, and a smoothie its milk', () => {
    expect(ml(written(['flour', 'sugar', 'butter', 'milk']), 'Milk')).toBeGreaterThanOrEqual(100);
    expect(ml(written(['banana', 'milk', 'honey']), 'Milk')).toBeGreaterThanOrEqual(200);
  });
});
