import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { REVIEW_LISTS } from '../../support/review-lists.ts';

// Minced garlic turns bitter and black in a few minutes of dry heat: it goes into the pan for its
// last minute or so, or just before something wet that protects it, and never into a hot oven.

const PROOF = 'p'.repeat(43);
const stepsOf = (markdown: string): string[] => markdown.split('\n').filter((line) => /^\d+\. /.test(line)).map((line) => line.replace(/^\d+\. /, ''));
const PRAWN_PASTA = REVIEW_LISTS[36]!;
const COURGETTE_PASTA = REVIEW_LISTS[10]!;
const STEAK_TRAYBAKE = REVIEW_LISTS[16]!;

function written(list: readonly string[], servings?: number, units: Units = 'metric', kinds: readonly AdjustKind[] = []): string {
  let recipe = writeRecipe(list, { servings, units });
  for (const kind of kinds) recipe = writeRecipe(list, { servings, units, change: { kind, recipe, proof: PROOF } });
  return recipe;
}
const garlicStep = (steps: readonly string[]): number => steps.findIndex((step) => /\badd (?:the )?(?:[\w ]+ and )?garlic\b/i.test(step));

describe('a pasta with no sauce to protect the garlic fries it in the pasta’s last minutes', () => {
  it.each<[string, readonly string[], Units]>([
    ['prawns', PRAWN_PASTA, 'metric'],
    ['prawns', PRAWN_PASTA, 'us'],
    ['courgette', COURGETTE_PASTA, 'metric'],
    ['courgette', COURGETTE_PASTA, 'us'],
  ])('%s pasta (%s): the garlic goes in once the pasta is in the water, for a minute, not before it', (_, list, units) => {
    const steps = stepsOf(written(list, undefined, units));
    const pastaIn = steps.findIndex((step) => /\bcook the (?:spaghetti|pasta) in the boiling water\b/i.test(step));
    expect(pastaIn, steps.join('\n')).toBeGreaterThan(-1);
    expect(garlicStep(steps), steps.join('\n')).toBeGreaterThanOrEqual(pastaIn);
    expect(steps[garlicStep(steps)]).toMatch(/garlic(?: to the frying pan)? and cook for 1 minute/);
  });

  it('the prawns go in first and the garlic joins them for their last minute', () => {
    const step = stepsOf(written(PRAWN_PASTA)).find((one) => /before the spaghetti is done/.test(one)) ?? '';
    expect(step).toMatch(/add the prawns and cook for 2 minutes, then add the chilli and garlic and cook for 1 minute more/);
  });

  it('the courgette and tomatoes are done before the garlic goes in beside them', () => {
    const steps = stepsOf(written(COURGETTE_PASTA));
    const vegStep = steps.findIndex((step) => /add the courgette/i.test(step));
    expect(vegStep).toBeGreaterThan(-1);
    expect(vegStep).toBeLessThan(garlicStep(steps));
  });

  it('for twelve, cooked in rounds, each round fries its garlic last, after its prawns', () => {
    const steps = stepsOf(written(PRAWN_PASTA, 12));
    const prawns = steps.findIndex((step) => /\badd the prawns\b/i.test(step));
    expect(prawns).toBeGreaterThan(-1);
    expect(garlicStep(steps)).toBeGreaterThanOrEqual(prawns);
  });
});

describe('a traybake roasts its garlic cloves whole in their skins, never minced in a hot oven', () => {
  it.each<[number | undefined, Units, AdjustKind[]]>([
    [undefined, 'metric', []],
    [12, 'metric', []],
    [undefined, 'us', []],
    [undefined, 'metric', ['quicker']],
  ])('steak traybake for %s (%s) made %j: no minced garlic, the cloves crushed in their skins', (servings, units, kinds) => {
    const recipe = written(STEAK_TRAYBAKE, servings, units, kinds);
    const steps = stepsOf(recipe).join('\n');
    expect(steps, recipe).toMatch(/roast/);
    expect(steps).not.toMatch(/mince the garlic/);
    expect(steps).not.toMatch(/garlic (?:small|[^.]*small and thin)/);
    expect(steps).toMatch(/lightly crush the garlic cloves in their skins/);
  });
});
