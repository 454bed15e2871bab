import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { REVIEW_LISTS } from '../../support/review-lists.ts';

// A traybake for twelve uses the three shelves a home oven has, so it comes out in two rounds
// rather than three, and every round is seasoned, dressed and served as it comes out: nothing
// tells the cook to serve all the trays at once after serving each round as it is done.

const stepsOf = (markdown: string): string => markdown.split('\n').filter((line) => /^\d+\. /.test(line)).join('\n');
const totalOf = (recipe: string): number => Number(/\*\*Total time:\*\* (\d+) minutes/.exec(recipe)![1]);

describe('a traybake for twelve roasts on three shelves and serves each round as it comes out', () => {
  it.each<[number, Units]>([
    [2, 'metric'],
    [3, 'metric'],
    [4, 'us'],
    [17, 'metric'],
    [33, 'us'],
  ])('list %i @12 (%s): two rounds of up to three trays, each seasoned and served as it comes out', (list, units) => {
    const recipe = writeRecipe(REVIEW_LISTS[list]!, { servings: 12, units });
    const steps = stepsOf(recipe);
    expect(steps, recipe).toMatch(/An oven takes three (?:trays|sheet pans) at a time: roast three on three shelves/);
    expect(steps).toMatch(/Roast the second round the same way/);
    expect(steps).not.toMatch(/other two rounds/);
    expect(steps).toMatch(/Serve each round as it is done/);
    expect(steps).not.toMatch(/serve from the (?:trays|pans)\b/);
    expect(steps).toMatch(/As each round comes out, [^.]*serve it from its (?:trays|pans)/);
    expect(totalOf(recipe)).toBeLessThanOrEqual(100);
  });

  it('three trays for six roast at once, on three shelves', () => {
    const recipe = writeRecipe(REVIEW_LISTS[2]!, { servings: 6 });
    expect(stepsOf(recipe), recipe).toMatch(/Roast the three trays on three shelves, swapping them round halfway so all brown/);
  });
});
