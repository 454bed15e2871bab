import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { CHEF_LISTS } from '../../support/chef-lists.ts';
import { stepMinutes, stepsOf } from '../../support/step-minutes.ts';
import { EVERYDAY_LISTS, ODD_LISTS } from '../../support/review-lists.ts';

// The total a recipe states is what its steps add up to, as a cook reads them (tests/support/
// step-minutes.ts): every wait the total counts (the oven heating, the water coming to the boil, a
// pot coming to a simmer, the chopping) is said in the steps, and what is done while something
// else cooks is said to be.

const PROOF = 'p'.repeat(43);
// The total is written in fives, rounded up: it may lie that far above the steps, and as far
// below (a range read at its upper bound, a toss the total does not count).
const WITHIN_MINUTES = 5;

function written(list: readonly string[], kinds: readonly AdjustKind[], servings: number | undefined, units: Units): string {
  let recipe = writeRecipe(list, { servings, units });
  for (const kind of kinds) recipe = writeRecipe(list, { servings, units, change: { kind, recipe, proof: PROOF } });
  return recipe;
}

const totalOf = (recipe: string): number => Number(/\*\*Total time:\*\* (\d+) minutes/.exec(recipe)![1]);

const KINDS: readonly AdjustKind[][] = [[], ['quicker'], ['spicier'], ['milder'], ['vegetarian'], ['no-oven'], ['one-pot'], ['quicker', 'one-pot']];
const LISTS = [...EVERYDAY_LISTS, ...ODD_LISTS, ...CHEF_LISTS];

describe('the total is what the steps add up to, within 5 minutes', () => {
  it.each(LISTS.map((list) => [list]))('%j, after every change, for 1, the dish’s own and 12, in both units', (list) => {
    for (const kinds of KINDS) {
      for (const servings of [1, undefined, 12]) {
        for (const units of ['metric', 'us'] as const) {
          const recipe = written(list, kinds, servings, units);
          if (!recipe.includes('**Total time:**')) continue;
          const total = totalOf(recipe);
          const steps = stepMinutes(recipe);
          expect(Math.abs(total - steps), `${kinds.join() || 'as written'} for ${servings ?? 'its own'} (${units}): ${total} against ${steps}`).toBeLessThanOrEqual(WITHIN_MINUTES);
        }
      }
    }
  }, 120_000);
});

describe('what cooks by itself leaves the cook free', () => {
  it.each([
    [['Chicken thighs', 'Rice', 'Garlic', 'Spinach', 'Lemon'], 'rice'],
    [['chicken thighs', 'rice', 'broccoli', 'garlic', 'soy sauce'], 'rice'],
    [['Prawns', 'Noodles', 'Ginger'], 'noodles'],
  ])('%j: the pan is done while the %s cooks, and the total is the %s’s time, not the two added up', (list, base) => {
    const recipe = writeRecipe(list);
    const steps = stepsOf(recipe);
    expect(steps[0]).toMatch(/^Bring a large pan of (?:salted )?water to the boil, about 10 minutes\. Meanwhile, /);
    const cooks = steps.findIndex((step) => new RegExp(`^Once the water is boiling, (?:simmer|cook) the ${base} in it for \\d+ minutes`).test(step));
    expect(cooks).toBeGreaterThan(0);
    expect(steps[cooks + 1]).toMatch(new RegExp(`^While the ${base} cooks?, heat `));
    // The water's 10 minutes and the base's own, and the last toss at most: the pan fits inside.
    const baseMinutes = Number(new RegExp(`the ${base} in it for (\\d+) minutes`).exec(steps[cooks]!)![1]);
    expect(totalOf(recipe)).toBeLessThanOrEqual(Math.ceil((10 + baseMinutes + 2) / 5) * 5);
  });

  it('cooks the pasta while its tomato sauce bubbles', () => {
    const steps = stepsOf(writeRecipe(['beef mince', 'onion', 'tinned tomatoes', 'spaghetti', 'garlic', 'parmesan']));
    const sauce = steps.findIndex((step) => /let it bubble gently for \d+ minutes/.test(step));
    expect(steps[sauce + 1]).toMatch(/^Meanwhile, cook the spaghetti in the boiling water/);
  });

  it('says when to wait for the oven, and how long it takes', () => {
    const steps = stepsOf(writeRecipe(['pork chops', 'potatoes', 'apples', 'onion']));
    expect(steps[0]).toMatch(/^Heat the oven to \*\*220 °C\*\* \(200 °C fan\); it takes about 10 minutes\. Meanwhile, pat the pork chops dry/);
    expect(steps.find((step) => /\broast for\b/.test(step))).toMatch(/^Once the oven is hot, toss /);
  });
});
