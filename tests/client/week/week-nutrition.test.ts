import { describe, expect, it } from 'vitest';
import type { Amount, NutritionEstimate } from '../../../shared/nutrition/nutrition.ts';
import { weekNutrition } from '../../../client/week/week-nutrition.ts';
import { CURRY, OMELETTE, PASTA, WEEK, cooking, planOf } from '../../support/week-plans.ts';

const amount = (value: number, more: Partial<Amount> = {}): Amount => ({ value, atLeast: false, ...more });
/** An estimate whose every figure is `kcal`'s share, with `partial` and a line left out when asked. */
const estimate = (kcal: number, more: Partial<Amount> = {}, partial = false): NutritionEstimate => ({
  servings: 2,
  perServing: { kcal: amount(kcal, more), protein: amount(kcal / 20), fat: amount(kcal / 40), satfat: amount(1), carb: amount(kcal / 10), sugars: amount(2), fibre: amount(3), sodium: amount(400) },
  counted: [],
  notCounted: partial ? [{ line: 3, text: '2 tbsp gochujang', reason: 'unmatched' }] : [],
  weighedShare: partial ? 0.5 : 1,
  partial,
});

describe("the week's nutrition per serving", () => {
  it.each([
    ['every day counted: leftovers eat the cooking day\'s dish', new Map([[CURRY, estimate(600)], [PASTA, estimate(500)], [OMELETTE, estimate(300)]]), ['counted', 'counted', 'counted', 'counted'], (600 + 600 + 500 + 300) / 4, false],
    ['a day still being worked out is left out of the average', new Map([[CURRY, estimate(600)], [PASTA, estimate(500)]]), ['counted', 'counted', 'counted', 'working'], (600 + 600 + 500) / 3, false],
    ['a day with no estimate possible is said, and left out', new Map([[CURRY, estimate(600)], [PASTA, null], [OMELETTE, estimate(300)]]), ['counted', 'counted', 'not estimated', 'counted'], (600 + 600 + 300) / 3, false],
    ['a day with a figure no food valued makes the average at least', new Map([[CURRY, estimate(600)], [PASTA, estimate(500, { atLeast: true })], [OMELETTE, estimate(300)]]), ['counted', 'counted', 'counted', 'counted'], 500, true],
  ] as const)('%s', (_, estimates, statuses, kcal, atLeast) => {
    const { days, average } = weekNutrition(WEEK, estimates);
    expect(days.map((day) => day.status)).toEqual(statuses);
    expect(average?.perServing.kcal.value).toBeCloseTo(kcal);
    expect(average?.perServing.kcal.atLeast).toBe(atLeast);
  });

  it('names a day not written yet, and has no average before any day is counted', () => {
    const { days, average } = weekNutrition(planOf([cooking('Monday', 'Tomato Pasta')]), new Map());
    expect(days).toEqual([{ day: 'Monday', heading: 'Monday: Tomato Pasta', leftovers: false, status: 'not written' }]);
    expect(average).toBeNull();
  });

  it('is partial when a day it averages is partial', () => {
    const { average } = weekNutrition(WEEK, new Map([[CURRY, estimate(600)], [PASTA, estimate(500, {}, true)], [OMELETTE, estimate(300)]]));
    expect(average?.partial).toBe(true);
    expect(average?.days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday']);
  });

  it('counts a figure no counted food gave as unknown only when no day gave it, and as at least when some did', () => {
    const unknownSodium = (kcal: number) => ({ ...estimate(kcal), perServing: { ...estimate(kcal).perServing, sodium: amount(0, { unknown: true }) } });
    const none = weekNutrition(WEEK, new Map([[CURRY, unknownSodium(600)], [PASTA, unknownSodium(500)], [OMELETTE, unknownSodium(300)]]));
    expect(none.average?.perServing.sodium.unknown).toBe(true);
    const some = weekNutrition(WEEK, new Map([[CURRY, unknownSodium(600)], [PASTA, estimate(500)], [OMELETTE, estimate(300)]]));
    expect(some.average?.perServing.sodium).toEqual({ value: 200, atLeast: true });
  });
});
