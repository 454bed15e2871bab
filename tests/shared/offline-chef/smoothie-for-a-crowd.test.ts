import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import { REVIEW_LISTS } from '../../support/review-lists.ts';

// Oats, milk, banana and honey for twelve: twelve bananas are peeled in about five minutes, and
// nearly 3 litres is twice what a home blender holds, so it is blended in batches.

const SMOOTHIE = REVIEW_LISTS[18]!;
const prepOf = (recipe: string): number => Number(/about (\d+) minutes?' work/.exec(recipe)?.[1]);
const totalOf = (recipe: string): number => Number(/\*\*Total time:\*\* (\d+) minutes/.exec(recipe)?.[1]);
const stepsOf = (markdown: string): string => markdown.split('\n').filter((line) => /^\d+\. /.test(line)).join('\n');

describe('a smoothie for a crowd', () => {
  it.each(['metric', 'us'] as const)('peels twelve bananas in about five minutes, and is poured in about a quarter of an hour (%s)', (units) => {
    const recipe = writeRecipe(SMOOTHIE, { servings: 12, units });
    expect(prepOf(recipe)).toBeGreaterThanOrEqual(3);
    expect(prepOf(recipe)).toBeLessThanOrEqual(6);
    expect(totalOf(recipe)).toBeLessThanOrEqual(20);
    expect(totalOf(recipe)).toBeGreaterThanOrEqual(totalOf(writeRecipe(SMOOTHIE, { units })));
  });

  it.each(['metric', 'us'] as const)('blends twelve in batches a home blender holds, and two in one (%s)', (units) => {
    const steps = stepsOf(writeRecipe(SMOOTHIE, { servings: 12, units }));
    expect(steps).toMatch(/blend it in (?:three|four) batches/);
    expect(steps).toMatch(/the same way/);
    expect(stepsOf(writeRecipe(SMOOTHIE, { units }))).not.toMatch(/batch/);
  });
});
