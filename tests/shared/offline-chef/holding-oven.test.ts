import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { REVIEW_LISTS } from '../../support/review-lists.ts';

// Cooked rounds kept hot in a low oven for twelve: an oven nobody switched on keeps nothing at
// 63 °C, so the first step heats it; and a version for a cook without an oven never uses one.
// Read from the markdown as a cook reads it.

const PROOF = 'p'.repeat(43);
const KINDS: readonly (AdjustKind | undefined)[] = [undefined, 'quicker', 'spicier', 'milder', 'vegetarian', 'one-pot'];
const HOLD: Readonly<Record<Units, RegExp>> = { metric: /low oven, \**120 °C\** \(100 °C fan\)/, us: /low oven, \**250 °F\**/ };
const HEATED: Readonly<Record<Units, RegExp>> = { metric: /^1\. Heat the oven to \**120 °C\** \(100 °C fan\)/, us: /^1\. Heat the oven to \**250 °F\**/ };

const stepsOf = (markdown: string): string[] => markdown.split('\n').filter((line) => /^\d+\. /.test(line));

function written(list: readonly string[], kind: AdjustKind | 'no-oven' | undefined, units: Units): string {
  const recipe = writeRecipe(list, { servings: 12, units });
  return kind === undefined ? recipe : writeRecipe(list, { servings: 12, units, change: { kind, recipe, proof: PROOF } });
}

describe('cooked rounds kept hot in a low oven', () => {
  it.each(REVIEW_LISTS.map((list) => [list]))('%j for 12: the first step heats that oven, with every change, in both units', (list) => {
    for (const kind of KINDS) {
      for (const units of ['metric', 'us'] as const) {
        const steps = stepsOf(written(list, kind, units));
        if (!steps.some((step) => HOLD[units].test(step))) continue;
        expect(steps[0], `${kind ?? 'as written'} (${units})`).toMatch(HEATED[units]);
        expect(steps.filter((step) => /Heat the oven/.test(step)), `${kind ?? 'as written'} (${units})`).toHaveLength(1);
      }
    }
  });

  it.each(['metric', 'us'] as const)('heats it for the chicken stir-fry for twelve, and not for four (%s)', (units) => {
    expect(stepsOf(written(REVIEW_LISTS[0]!, undefined, units))[0]).toMatch(HEATED[units]);
    const forFour = writeRecipe(REVIEW_LISTS[0]!, { servings: 4, units });
    expect(forFour).not.toMatch(/\boven\b/);
  });
});

describe('without an oven, cooked rounds', () => {
  it.each(REVIEW_LISTS.map((list) => [list]))('%j for 12: are never kept in an oven, in both units', (list) => {
    for (const units of ['metric', 'us'] as const) {
      const recipe = written(list, 'no-oven', units);
      const steps = stepsOf(recipe).join('\n');
      expect(steps, units).not.toMatch(/\boven\b/i);
      // "Already needs no oven" is said only of a recipe that needs none.
      if (/already needs no oven/.test(recipe)) expect(stepsOf(written(list, undefined, units)).join('\n'), units).not.toMatch(/\boven\b/i);
    }
  });

  it('of the chicken stir-fry for twelve wait hot in a pot on a low heat, and the title stays the dish it is', () => {
    const recipe = written(REVIEW_LISTS[0]!, 'no-oven', 'metric');
    expect(recipe).toMatch(/Tip each cooked round into a large, wide casserole as it is done, and keep it hot over a low heat\./);
    expect(recipe).not.toMatch(/already needs no oven/);
    expect(recipe.split('\n')[0]).toBe(writeRecipe(REVIEW_LISTS[0]!, { servings: 12, units: 'metric' }).split('\n')[0]);
  });
});
