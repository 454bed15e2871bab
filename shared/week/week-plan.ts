// A week planned from the pantry, as data: what the planner (a host, or the built-in chef) proposes,
// and the days the page keeps. A day names its dish and the pantry foods it should use; its recipe
// is written afterwards, one day at a time, and kept as text with the servings it was written for.
// The shopping list, the week's nutrition and the week file are all worked out from these values.

import type { RecipePreferences } from '../api/recipe-request.ts';

/** The days a plan names, in order: a plan starts on Monday. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** One day of the week, as the page names it. */
export type Weekday = (typeof WEEKDAYS)[number];

export { DEFAULT_PLAN_DAYS, MAX_PLAN_DAYS, MIN_PLAN_DAYS } from './plan-days.ts';

/** One dish the planner proposes: its name, and which foods of the pantry it uses. */
export interface PlannedDish {
  /** The dish's name, as a heading shows it: "Chicken and Spinach Curry". */
  dish: string;
  /** Foods of the visitor's list the dish uses, as the visitor typed them (without amounts). */
  uses: string[];
}

/** What the planner answers: one dish per day, in day order, no two the same. */
export interface WeekOutline {
  dishes: PlannedDish[];
  /** The days asked for, present only when fewer dishes fit the list than that (see fewerDishesNote). */
  asked?: number;
}

/** What the visitor is told when fewer dishes fit the list than days asked: "The chef found 3 dishes for this list". */
export function fewerDishesNote(found: number): string {
  return `The chef found ${found} ${found === 1 ? 'dish' : 'dishes'} for this list`;
}

/** A day's recipe once written. */
export interface WrittenDay {
  /** The recipe's markdown, as written (the text every feature reads). */
  markdown: string;
  /** The servings it was written for. */
  servings: number;
  /** Who wrote it, as "Recipes by …" names it. */
  by: string;
  /** The service's proof of the text, when the server wrote it (needed to change it or share it). */
  proof?: string;
}

/** A day on which something is cooked. */
export interface CookingDay {
  kind: 'cook';
  day: Weekday;
  dish: string;
  uses: string[];
  /** "Cook double": twice the servings, eaten again on a later day. */
  double: boolean;
  /** The recipe, once written. */
  written?: WrittenDay;
}

/** A day that eats what an earlier day cooked double: nothing is cooked. */
export interface LeftoversDay {
  kind: 'leftovers';
  day: Weekday;
  /** The day that cooked it. */
  from: Weekday;
  /** The dish this day had before "Cook double" made it leftovers: turning it off brings it back. */
  displaced?: CookingDay;
}

/** One day of a plan. */
export type PlanDay = CookingDay | LeftoversDay;

/** A plan as the page keeps it. */
export interface WeekPlan {
  /** Its id: a change of plan makes a new id, so a late answer for an older plan is dropped. */
  id: string;
  /** Servings each cooked day is written for (twice that on a "Cook double" day). */
  servings: number;
  /** The visitor's list the plan was made from, as typed (amounts included: "1 kg flour"). */
  pantry: string[];
  /** The preferences it was made with (diet, allergies, time, units). */
  preferences: RecipePreferences;
  /** Who planned it, as "Recipes by …" names it. */
  by: string;
  days: PlanDay[];
}

/** The heading of a day in "Your week": "Monday: Chicken and Spinach Curry", "Wednesday: Leftovers from Monday". */
export function dayHeading(day: PlanDay): string {
  return day.kind === 'cook' ? `${day.day}: ${day.dish}` : `${day.day}: Leftovers from ${day.from}`;
}

/** The short name of a day, as a shopping line's "why" names it: "Mon". */
export function shortDay(day: Weekday): string {
  return day.slice(0, 3);
}
