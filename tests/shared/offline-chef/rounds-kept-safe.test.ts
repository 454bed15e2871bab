import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { REVIEW_LISTS } from '../../support/review-lists.ts';

// Raw meat, fish or eggs cooked in rounds for twelve: what waits for a later round waits in the
// fridge, and a round that is done is kept hot (63 °C or above, in a low oven), served as it is
// done, or, browned for a pot, goes back in to cook on; never left under foil for longer than a
// cook would: read from the markdown as a cook reads it.

const PROOF = 'p'.repeat(43);
const KINDS: readonly (AdjustKind | undefined)[] = [undefined, 'quicker', 'spicier', 'milder', 'vegetarian', 'no-oven', 'one-pot'];
const LOW_OVEN: Readonly<Record<Units, RegExp>> = { metric: /low oven, \**120 °C\** \(100 °C fan\)/, us: /low oven, \**250 °F\**/ };
// The line a cook checks a raw animal food by: "The chicken is done at 74 °C", eggs "(71 °C)".
const RAW_ANIMAL = /\bdone at \d+ °[CF]|\((?:71 °C|160 °F)\)/;

const stepsOf = (markdown: string): string => markdown.split('\n').filter((line) => /^\d+\. /.test(line)).join('\n');

function written(list: readonly string[], kind: AdjustKind | undefined, units: Units): string {
  const recipe = writeRecipe(list, { servings: 12, units });
  return kind === undefined ? recipe : writeRecipe(list, { servings: 12, units, change: { kind, recipe, proof: PROOF } });
}

describe('raw meat, fish or eggs cooked in rounds wait in the fridge, and cooked rounds are kept hot or served as done', () => {
  // With a curry and a stew whose meat is browned in batches in the pot.
  const lists = [...REVIEW_LISTS, ['chicken', 'curry powder', 'onion', 'coconut milk', 'rice'], ['beef', 'carrots', 'onion', 'stock', 'potatoes']];
  it.each(lists.map((list) => [list]))('%j for 12, with every change, in both units', (list) => {
    for (const kind of KINDS) {
      for (const units of ['metric', 'us'] as const) {
        const steps = stepsOf(written(list, kind, units));
        const where = `${kind ?? 'as written'} (${units})`;
        const more = Number(/the same way, (\d+) minutes? more/.exec(steps)?.[1] ?? 0);
        if (more > 30) expect(steps, where).not.toMatch(/under foil/);
        if (more === 0 || !RAW_ANIMAL.test(steps)) continue;
        expect(steps, where).toMatch(/\bfridge\b/);
        expect(steps, where).toSatisfy((text: string) => LOW_OVEN[units].test(text) || /\bserve each (?:round|batch) as it is done\b|\bback into the pot\b|\binto (?:a large, wide casserole|a large pot) as it is done, and keep it hot over a low heat\b/i.test(text));
      }
    }
  });
});

describe('a frittata cooked in rounds under a hot grill or broiler', () => {
  it.each(['metric', 'us'] as const)('is served round by round, not held in an oven the grill may share (%s)', (units) => {
    // Chicken, mince and eggs for twelve: more pans than the hob takes at once.
    const steps = stepsOf(written(['chicken breasts', 'minced beef', 'eggs', 'onion'], undefined, units));
    expect(steps).toMatch(/under a hot (?:grill|broiler)/);
    expect(steps).toMatch(/Serve each round as it is done\./);
    expect(steps).not.toMatch(/low oven/);
  });
});
