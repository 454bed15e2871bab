// The week's nutrition, per serving: each day's figures from the same estimate as a recipe's panel
// (client/nutrition/), and their daily average. What is left out is said, never guessed: a day not
// written or not estimated is named and kept out of the average, a figure a counted food had no
// value for makes the average "at least", and a day that is partial makes the average partial.

import { NUTRIENT_KEYS, type Nutrients } from '../../shared/nutrition/food-table.ts';
import type { Amount, NutritionEstimate } from '../../shared/nutrition/nutrition.ts';
import { dayHeading, type PlanDay, type WeekPlan, type Weekday } from '../../shared/week/week-plan.ts';

/** One day's figures: counted, still being worked out, not written yet, or not possible to estimate. */
export type DayNutrition = { day: Weekday; heading: string; leftovers: boolean } & (
  | { status: 'counted'; estimate: NutritionEstimate }
  | { status: 'working' }
  | { status: 'not written' }
  | { status: 'not estimated' }
);

/** The week's daily average per serving, over the days that could be counted. */
export interface WeekAverage {
  perServing: Record<keyof Nutrients, Amount>;
  /** The days it averages. */
  days: Weekday[];
  /** A day it averages is partial: the real figures are higher. */
  partial: boolean;
}

/** The days' figures, in plan order, and their average (null until a day is counted). */
export interface WeekNutrition {
  days: DayNutrition[];
  average: WeekAverage | null;
}

/** The cooking day whose dish a day eats: itself, or for leftovers the day that cooked double. */
function cookedOn(day: PlanDay, plan: WeekPlan) {
  const from = day.kind === 'cook' ? day.day : day.from;
  return plan.days.find((other) => other.kind === 'cook' && other.day === from);
}

/** A day's figures, from the estimates worked out so far (keyed by the recipe's markdown; null: none possible). */
function dayNutrition(day: PlanDay, plan: WeekPlan, estimates: ReadonlyMap<string, NutritionEstimate | null>): DayNutrition {
  const base = { day: day.day, heading: dayHeading(day), leftovers: day.kind === 'leftovers' };
  const cooked = cookedOn(day, plan);
  const written = cooked?.kind === 'cook' ? cooked.written : undefined;
  if (!written) return { ...base, status: 'not written' };
  if (!estimates.has(written.markdown)) return { ...base, status: 'working' };
  const estimate = estimates.get(written.markdown);
  return estimate ? { ...base, status: 'counted', estimate } : { ...base, status: 'not estimated' };
}

/** The mean of the counted days' figures, each nutrient "at least" or unknown as its days are. */
function averageOf(counted: { day: Weekday; estimate: NutritionEstimate }[]): WeekAverage | null {
  if (counted.length === 0) return null;
  const perServing = Object.fromEntries(
    NUTRIENT_KEYS.map((key) => {
      const amounts = counted.map(({ estimate }) => estimate.perServing[key]);
      const known = amounts.filter((amount) => !amount.unknown);
      if (known.length === 0) return [key, { value: 0, atLeast: false, unknown: true }];
      // A day with no value for it counts as none: the mean is then a lower bound.
      const atLeast = known.length < amounts.length || known.some((amount) => amount.atLeast);
      return [key, { value: known.reduce((sum, amount) => sum + amount.value, 0) / amounts.length, atLeast }];
    }),
  ) as Record<keyof Nutrients, Amount>;
  return { perServing, days: counted.map(({ day }) => day), partial: counted.some(({ estimate }) => estimate.partial) };
}

/**
 * The week's nutrition per serving: each day of the plan (a leftovers day eats its cooking day's
 * dish), and the daily average of the days counted.
 */
export function weekNutrition(plan: WeekPlan, estimates: ReadonlyMap<string, NutritionEstimate | null>): WeekNutrition {
  const days = plan.days.map((day) => dayNutrition(day, plan, estimates));
  const counted = days.flatMap((day) => (day.status === 'counted' ? [{ day: day.day, estimate: day.estimate }] : []));
  return { days, average: averageOf(counted) };
}

/** The written recipes of a plan, once each: what the estimates are worked out for. */
export function writtenRecipes(plan: WeekPlan): string[] {
  return [...new Set(plan.days.flatMap((day) => (day.kind === 'cook' && day.written ? [day.written.markdown] : [])))];
}
