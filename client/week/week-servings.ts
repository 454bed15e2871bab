import { MAX_SERVINGS, MIN_SERVINGS } from '../../shared/api/recipe-preferences.ts';
import { DEFAULT_PLAN_DAYS, MAX_PLAN_DAYS, MIN_PLAN_DAYS } from '../../shared/week/plan-days.ts';

// What "Days to plan" and "Servings" say, read as numbers once the week has loaded.

// A whole number in range from what is typed; `fallback` while it is not one.
const numberIn = (text: string, min: number, max: number, fallback: number) => {
  const value = Math.round(Number(text));
  return text.trim() === '' || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(min, value));
};

/** "Days to plan" as typed, as days: "9" -> 7, "" -> 5. */
export const daysIn = (text: string): number => numberIn(text, MIN_PLAN_DAYS, MAX_PLAN_DAYS, DEFAULT_PLAN_DAYS);

/** "Servings" as typed, as servings: "40" -> 12, "" -> `fallback`. */
export const servingsIn = (text: string, fallback: number): number => numberIn(text, MIN_SERVINGS, MAX_SERVINGS, fallback);
