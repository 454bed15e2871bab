import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { REVIEW_LISTS } from '../../support/review-lists.ts';

// Eggs set around a pan of cooked potatoes make a thick cake (a Spanish tortilla): it cannot be
// folded, so it is turned out onto a plate and slid back in to cook its other side.

const stepsOf = (markdown: string): string => markdown.split('\n').filter((line) => /^\d+\. /.test(line)).join('\n');
const POTATO_OMELETTE = REVIEW_LISTS[35]!;

describe('a potato omelette is flipped like a tortilla, never folded', () => {
  it.each<[number | undefined, Units]>([
    [undefined, 'metric'],
    [undefined, 'us'],
    [1, 'metric'],
    [12, 'metric'],
  ])('for %s (%s): turned out onto a plate and slid back, set all through', (servings, units) => {
    const recipe = writeRecipe(POTATO_OMELETTE, { servings, units });
    const steps = stepsOf(recipe);
    expect(steps, recipe).toMatch(/potato/i);
    expect(steps).not.toMatch(/fold it in half/);
    expect(steps).toMatch(/turn it out onto the plate, then slide it back into the pan/);
    expect(steps).toMatch(units === 'us' ? /set all through \(160 °F in the middle\)/ : /set all through \(71 °C in the middle\)/);
  });

  it('an omelette of eggs and cheese is still folded', () => {
    expect(stepsOf(writeRecipe(['eggs', 'cheese', 'ham']))).toMatch(/fold it in half/);
  });
});
