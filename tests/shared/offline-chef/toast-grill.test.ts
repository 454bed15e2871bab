import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { stepsOf } from '../../support/step-minutes.ts';

describe('cheese toast melts under a grill heated first', () => {
  it.each([
    ['metric', 'grill'],
    ['us', 'broiler'],
  ] as const)('%s: the %s is heated to high, with its minutes, before the cheese goes under it', (units: Units, grill) => {
    const steps = stepsOf(writeRecipe(['bread', 'cheese', 'ham', 'butter'], { units }));
    const heated = steps.findIndex((step) => step.includes(`Heat the ${grill} to high; it takes about 5 minutes.`));
    const melted = steps.findIndex((step) => /until melted/.test(step));
    expect(heated).toBeGreaterThanOrEqual(0);
    expect(heated).toBeLessThan(melted);
    expect(steps[melted]).toMatch(new RegExp(`Once the ${grill} is hot, `));
  });
});
