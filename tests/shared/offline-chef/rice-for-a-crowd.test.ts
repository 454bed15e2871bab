import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import { REVIEW_LISTS } from '../../support/review-lists.ts';

// Rice cooked in the water it drinks, for twelve: 900 g of rice and its water are over 3 litres,
// more than a saucepan holds; the water is twice the rice as the list measures it; and the salt
// grows with the rice, a pinch only for a small pan.

const PROOF = 'p'.repeat(43);
const QUICKER: AdjustKind = 'quicker';
const rice = (list: readonly string[], servings: number, units: 'metric' | 'us'): string => {
  const first = writeRecipe(list, { servings, units });
  const recipe = writeRecipe(list, { servings, units, change: { kind: QUICKER, recipe: first, proof: PROOF } });
  return recipe.split('\n').find((line) => /^\d+\. .*\bPut the rice in\b/.test(line)) ?? recipe;
};

describe('rice in its measured water, for twelve', () => {
  it.each([[REVIEW_LISTS[0]!], [REVIEW_LISTS[20]!]])('%j, Quicker: a large pot, twice the rice in water, and salt by the spoon', (list) => {
    const metric = rice(list, 12, 'metric');
    expect(metric).toMatch(/Put the rice in a large pot or casserole with/);
    expect(metric).toMatch(/and 1½ tsp salt/);
    const us = rice(list, 12, 'us');
    expect(us).toMatch(/Put the rice in a large pot or Dutch oven with 10 cups water/);
  });
  it.each([[REVIEW_LISTS[0]!]])('%j, Quicker, for 4: a saucepan and a pinch of salt', (list) => {
    expect(rice(list, 4, 'metric')).toMatch(/Put the rice in a saucepan with .* and a pinch of salt/);
  });
});
