import { describe, expect, it } from 'vitest';
import { daysTheBudgetAllows, planCost } from '../../server/plan/plan-budget.ts';

describe('what a plan costs today’s budget', () => {
  it.each<[number, boolean, number]>([
    [1, false, 2],
    [5, false, 6],
    [7, false, 8],
    [1, true, 1],
    [5, true, 5],
  ])('%i days, the chef planning: %s, costs %i', (days, byChef, cost) => {
    expect(planCost(days, byChef)).toBe(cost);
  });

  it.each<[number | undefined, number, boolean, number | undefined]>([
    [undefined, 7, false, undefined],
    [6, 5, false, undefined],
    [100, 7, false, undefined],
    [5, 5, false, 4],
    [4, 7, false, 3],
    [2, 2, false, 1],
    [1, 1, false, 0],
    [0, 1, false, 0],
    [5, 5, true, undefined],
    [4, 5, true, 4],
    [0, 3, true, 0],
  ])('with %s left, %i days (chef: %s) could have %s', (left, days, byChef, allowed) => {
    expect(daysTheBudgetAllows(left, days, byChef)).toBe(allowed);
  });
});
