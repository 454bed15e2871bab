import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { REVIEW_LISTS } from '../../support/review-lists.ts';

// A steak beside a traybake is seared whole, rested whole, and only then sliced: strips cut first
// have nothing to rest, and the rest is what lets a whole cut at 63 °C be served safely.

const PROOF = 'p'.repeat(43);
const stepsOf = (markdown: string): string[] => markdown.split('\n').filter((line) => /^\d+\. /.test(line)).map((line) => line.replace(/^\d+\. /, ''));
const STEAK_TRAYBAKE = REVIEW_LISTS[16]!;
const BEEF_TRAYBAKE = REVIEW_LISTS[33]!;

function written(list: readonly string[], servings?: number, units: Units = 'metric', kinds: readonly AdjustKind[] = []): string {
  let recipe = writeRecipe(list, { servings, units });
  for (const kind of kinds) recipe = writeRecipe(list, { servings, units, change: { kind, recipe, proof: PROOF } });
  return recipe;
}

describe('a traybake sears its steak whole, rests it, then slices it', () => {
  it.each<[string, readonly string[], number | undefined, Units, AdjustKind[]]>([
    ['beef steak', STEAK_TRAYBAKE, undefined, 'metric', []],
    ['beef steak', STEAK_TRAYBAKE, undefined, 'us', []],
    ['beef steak', STEAK_TRAYBAKE, 12, 'metric', []],
    ['beef steak', STEAK_TRAYBAKE, undefined, 'metric', ['quicker']],
    ['beef', BEEF_TRAYBAKE, undefined, 'metric', []],
    ['beef', BEEF_TRAYBAKE, 12, 'us', []],
  ])('%s (list %j for %s, %s, made %j): never sliced before it rests', (beef, list, servings, units, kinds) => {
    const recipe = written(list, servings, units, kinds);
    const steps = stepsOf(recipe).join('\n');
    expect(steps, recipe).not.toMatch(new RegExp(`thinly slice the ${beef}\\b`, 'i'));
    expect(steps).not.toMatch(new RegExp(`cut the [^.]*${beef}[^.]* small`, 'i'));
    expect(steps).toMatch(new RegExp(`pat the ${beef} dry`));
    // Seared on both sides, rested whole, then sliced for the trays.
    expect(steps).toMatch(/sear (?:each batch )?for 8 minutes, until browned on both sides/);
    expect(steps).toMatch(/rest (?:it|them) whole for 3 minutes, then slice thinly across the grain/);
    expect(steps).toMatch(new RegExp(`topped with the sliced ${beef}\\b`));
  });
});
