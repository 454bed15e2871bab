// The changes a cook makes to a week plan, as pure functions of the plan: cook a day double,
// remove a day, put another dish in a day, write a day, change the servings. A day is named by its
// weekday (a plan names each at most once), so an edit never moves another day: every day not
// named stays exactly as it was, with its recipe.
//
// "Cook double" and its leftovers, decided here:
// - The day after a double day (the next day of the plan, if it comes within the dish's safe
//   days: 2, 1 for rice) becomes "Leftovers from <day>". Its own dish is not thrown away: it is
//   kept inside the leftovers day (`displaced`), recipe and all, and comes back as it was when
//   "Cook double" is turned off or the double day is removed. It is not pushed to a later day,
//   which would change every day after it.
// - A last day, or a day whose next day is past the safe days, is not offered "Cook double":
//   there is no day of the plan to eat the second half on, and cooking twice for nobody is waste.
// - Removing a leftovers day turns its double day back to single: nobody is left to eat it.
// - A change that would leave leftovers past their safe day (another idea with rice two days
//   before its leftovers) turns the double off, so no plan ever holds an unsafe leftover.

import { MAX_SERVINGS, MIN_SERVINGS } from '../api/recipe-preferences.ts';
import { leftoverDays } from './leftovers.ts';
import { WEEKDAYS, type CookingDay, type PlanDay, type PlannedDish, type WeekPlan, type Weekday, type WrittenDay } from './week-plan.ts';

// Days from one weekday to a later one: Monday to Wednesday is 2.
const daysBetween = (from: Weekday, to: Weekday) => WEEKDAYS.indexOf(to) - WEEKDAYS.indexOf(from);

const safeFor = (cook: CookingDay, later: Weekday) => {
  const gap = daysBetween(cook.day, later);
  return gap >= 1 && gap <= leftoverDays({ dish: cook.dish, uses: cook.uses });
};

/** Holds every leftovers day to its rule: just after a double day of its own, within its safe days. */
function settle(days: readonly PlanDay[]): PlanDay[] {
  const kept: PlanDay[] = [];
  for (const day of days) {
    if (day.kind === 'cook') kept.push(day);
    else {
      const before = kept.at(-1);
      if (before?.kind === 'cook' && before.double && before.day === day.from && safeFor(before, day.day)) kept.push(day);
      else if (day.displaced) kept.push(day.displaced);
    }
  }
  return kept.map((day, index) => {
    const next = kept[index + 1];
    const eaten = next?.kind === 'leftovers' && next.from === day.day;
    return day.kind === 'cook' && day.double && !eaten ? { ...day, double: false } : day;
  });
}

const withDays = (plan: WeekPlan, days: readonly PlanDay[]): WeekPlan => ({ ...plan, days: settle(days) });

/** The place of `day` in the plan, -1 when the plan has no such day. */
export const dayIndex = (plan: WeekPlan, day: Weekday): number => plan.days.findIndex((each) => each.day === day);

/** Whether "Cook double" can be turned on or off for `day`: on only with a next day within the dish's safe days. */
export function canCookDouble(plan: WeekPlan, day: Weekday): boolean {
  const index = dayIndex(plan, day);
  const cook = plan.days[index];
  if (cook?.kind !== 'cook') return false;
  if (cook.double) return true;
  const next = plan.days[index + 1];
  return next?.kind === 'cook' && !next.double && safeFor(cook, next.day);
}

/**
 * "Cook double" pressed on `day`: on, it makes twice the servings and the next day eats them;
 * off, the next day has its own dish back. A day it is not offered for leaves the plan as it is.
 * @example toggleCookDouble(monToWed, 'Monday').days.map(dayHeading) // ["Monday: Curry", "Tuesday: Leftovers from Monday", "Wednesday: Soup"]
 */
export function toggleCookDouble(plan: WeekPlan, day: Weekday): WeekPlan {
  if (!canCookDouble(plan, day)) return plan;
  const index = dayIndex(plan, day);
  const cook = plan.days[index] as CookingDay;
  const days = [...plan.days];
  if (cook.double) {
    days[index] = { ...cook, double: false };
    return withDays(plan, days);
  }
  const next = days[index + 1] as CookingDay;
  days[index] = { ...cook, double: true };
  days[index + 1] = { kind: 'leftovers', day: next.day, from: cook.day, displaced: next };
  return withDays(plan, days);
}

/** The plan without `day`; the days after it keep their weekdays and dishes. */
export function removeDay(plan: WeekPlan, day: Weekday): WeekPlan {
  const index = dayIndex(plan, day);
  if (index < 0) return plan;
  return withDays(plan, plan.days.filter((_, at) => at !== index));
}

/** `day` with another dish, to be written again ("Another idea for <day>"); a leftovers day is not cooked, so stays. */
export function replaceDay(plan: WeekPlan, day: Weekday, dish: PlannedDish): WeekPlan {
  const index = dayIndex(plan, day);
  const cook = plan.days[index];
  if (cook?.kind !== 'cook') return plan;
  const days = [...plan.days];
  days[index] = { kind: 'cook', day, dish: dish.dish, uses: [...dish.uses], double: cook.double };
  return withDays(plan, days);
}

/** `day` with its recipe written, when it still has the dish the recipe was written for. */
export function withWritten(plan: WeekPlan, day: Weekday, dish: string, written: WrittenDay): WeekPlan {
  const index = dayIndex(plan, day);
  const cook = plan.days[index];
  if (cook?.kind !== 'cook' || cook.dish !== dish) return plan;
  const days = [...plan.days];
  days[index] = { ...cook, written };
  return { ...plan, days };
}

/** The plan for `servings` a day (held to the Servings preference's range); recipes written stay as written. */
export function withServings(plan: WeekPlan, servings: number): WeekPlan {
  const held = Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, Math.round(servings)));
  return Number.isFinite(servings) && held !== plan.servings ? { ...plan, servings: held } : plan;
}

/** The servings a day is for: the plan's, twice over on a day cooked double. */
export const servingsOfDay = (plan: WeekPlan, day: PlanDay): number => plan.servings * (day.kind === 'cook' && day.double ? 2 : 1);

/** The day that cooked what a leftovers day eats; undefined for a cooking day, or one whose cook is gone. */
export const cookOf = (plan: WeekPlan, day: PlanDay): CookingDay | undefined =>
  day.kind === 'leftovers' ? plan.days.find((each): each is CookingDay => each.kind === 'cook' && each.day === day.from) : undefined;
