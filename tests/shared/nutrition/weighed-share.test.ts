import { describe, expect, it } from 'vitest';
import { lineWeight } from '../../../shared/nutrition/line-weight.ts';
import { estimateNutrition } from '../../../shared/nutrition/nutrition.ts';
import { writeRecipe } from '../../support/chef-drafts.ts';
import { CHANGE_KINDS, type AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { recipeOf } from '../../../shared/recipe/recipe-value.ts';
import { FOOD_TABLE } from './food-table-file.ts';
import { SEEDED_LISTS } from './seeded-lists.ts';

// How much of the built-in chef's recipes the estimate counts: the grams of matched, weighed lines
// over those plus the grams of lines no USDA food was found for (weighed without one, as
// estimateNutrition does), summed over the 80 seeded lists.

const ADJUSTS = CHANGE_KINDS.filter((kind): kind is AdjustKind => kind !== 'swap');

/** Counted and weighable grams of one recipe, and its unmatched lines. */
function weighed(markdown: string) {
  const recipe = recipeOf(markdown);
  const estimate = estimateNutrition(recipe, FOOD_TABLE)!;
  const counted = estimate.counted.reduce((total, line) => total + line.grams, 0);
  const unmatched = estimate.notCounted.filter((line) => line.reason === 'unmatched');
  const missed = unmatched.reduce((total, line) => total + (lineWeight(recipe.ingredients[line.line]!, null, FOOD_TABLE).grams ?? 0), 0);
  return { counted, weighable: counted + missed, unmatched: unmatched.map((line) => line.text), share: estimate.weighedShare };
}

function shareOf(recipes: readonly string[]) {
  const each = recipes.map(weighed);
  const counted = each.reduce((total, one) => total + one.counted, 0);
  const weighable = each.reduce((total, one) => total + one.weighable, 0);
  return { share: counted / weighable, each, unmatched: [...new Set(each.flatMap((one) => one.unmatched))] };
}

const recipesIn = (units: Units) => SEEDED_LISTS.map((list) => writeRecipe(list, { units }));

describe("the share of the built-in chef's recipes counted", () => {
  it('is at least 90% of their weight over the 80 seeded lists, in both units', () => {
    expect(SEEDED_LISTS).toHaveLength(80);
    const metric = shareOf(recipesIn('metric'));
    const us = shareOf(recipesIn('us'));
    const both = shareOf([...recipesIn('metric'), ...recipesIn('us')]);
    const lowest = Math.min(...both.each.map((one) => one.share));
    console.info(
      `weighed share over the 80 seeded lists: ${(both.share * 100).toFixed(1)}% (metric ${(metric.share * 100).toFixed(1)}%, US ${(us.share * 100).toFixed(1)}%); ` +
        `lowest recipe ${(lowest * 100).toFixed(0)}%; ${both.each.filter((one) => one.share < 0.7).length} of ${both.each.length} partial; unmatched: ${both.unmatched.join('; ')}`,
    );
    expect(both.share).toBeGreaterThanOrEqual(0.9);
  });

  it('stays at least 90% once the recipes are changed', () => {
    const changed = SEEDED_LISTS.flatMap((list) => {
      const recipe = writeRecipe(list);
      return ADJUSTS.map((kind) => writeRecipe(list, { change: { kind, recipe, proof: 'p'.repeat(43) } }));
    });
    const { share } = shareOf(changed);
    console.info(`weighed share over the seeded lists' changed versions (${ADJUSTS.join(', ')}): ${(share * 100).toFixed(1)}%`);
    expect(share).toBeGreaterThanOrEqual(0.9);
  });
});
