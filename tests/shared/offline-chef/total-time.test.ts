import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import { durationsIn } from '../../../shared/recipe/step-durations.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { CHEF_LISTS } from '../../support/chef-lists.ts';

// The total a recipe states is what its steps add up to, as a cook reads them: each step's
// minutes in turn, a "Meanwhile" step alongside the one before it. The waits a cook would not see
// otherwise (water coming to the boil, the chopping) are said in the steps, so they count too.

const PROOF = 'p'.repeat(43);
// How far the total may lie below what the steps say (a step's time read at its upper bound), and
// above it: it is written in fives, rounded up, and the oven heating, a pan warming and a pot's
// few minutes to come to a simmer are left to the cook's eye.
const UNDER_MINUTES = 5;
const SLACK_MINUTES = 10;

/** The minutes the steps of a recipe add up to, a "Meanwhile" or "While" step overlapping the one before. */
function stepMinutes(recipe: string): number {
  const steps = recipe.split('\n').filter((line) => /^\d+\. /.test(line));
  let total = 0;
  let last = 0;
  for (const step of steps) {
    // "keep the lid on for the first 20 minutes" is inside a time already counted.
    const minutes = durationsIn(step.replace(/for the first \d+ minutes/g, '')).reduce((sum, one) => sum + one.seconds, 0) / 60;
    const alongside = /^\d+\. (?:Meanwhile|While)\b/.test(step);
    const added = alongside ? Math.max(0, minutes - last) : minutes;
    total += added;
    last = alongside ? last + added : minutes;
  }
  return total;
}

function written(list: readonly string[], kinds: readonly AdjustKind[], servings: number, units: Units): string {
  let recipe = writeRecipe(list, { servings, units });
  for (const kind of kinds) recipe = writeRecipe(list, { servings, units, change: { kind, recipe, proof: PROOF } });
  return recipe;
}

const KINDS: readonly AdjustKind[][] = [[], ['quicker'], ['no-oven'], ['one-pot'], ['milder'], ['vegetarian'], ['spicier'], ['quicker', 'one-pot']];

describe('the total is what the steps add up to', () => {
  it.each(CHEF_LISTS.map((list) => [list]))('%j, after every change, for 1 to 12, in both units', (list) => {
    for (const kinds of KINDS) {
      for (const servings of [1, 2, 4, 12]) {
        for (const units of ['metric', 'us'] as const) {
          const recipe = written(list, kinds, servings, units);
          const total = Number(/\*\*Total time:\*\* (\d+) minutes/.exec(recipe)![1]);
          const steps = stepMinutes(recipe);
          const where = `${kinds.join()} for ${servings} (${units}): ${total} against ${steps}`;
          expect(total, where).toBeGreaterThanOrEqual(steps - UNDER_MINUTES);
          expect(total - steps, where).toBeLessThanOrEqual(SLACK_MINUTES);
        }
      }
    }
  }, 120_000);
});
