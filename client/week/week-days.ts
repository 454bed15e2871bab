// The plan's cooked days as the shopping list reads them: each day's recipe as written, read once
// by the recipe reader, its lines scaled when the plan's servings are not those it was written for.
// What to read is picked on the page (dayRecipes, cheap); the reading itself (dayLinesOf, a few ms a
// recipe, too long for 14 recipes in one task on a slow phone) is done where the list is worked out.

import { ingredientLine } from '../../shared/recipe/recipe-value.ts';
import { scaleIngredient } from '../../shared/recipe/scale-recipe.ts';
import type { DayLines } from '../../shared/week/shopping-list.ts';
import { servingsOfDay } from '../../shared/week/plan-edits.ts';
import type { WeekPlan, Weekday } from '../../shared/week/week-plan.ts';
import { readOnce } from '../recipe/read-once.ts';

/** A cooked day's recipe as written, and the factor the plan's servings make of it. */
export interface DayRecipe {
  day: Weekday;
  markdown: string;
  factor: number;
}

/**
 * Each written cooking day's recipe, in plan order, with the factor to the servings the plan makes
 * it for (a leftovers day cooks nothing: its food is on its cooking day's lines, made double).
 */
export function dayRecipes(plan: WeekPlan): DayRecipe[] {
  return plan.days.flatMap((day) => (day.kind === 'cook' && day.written ? [{ day: day.day, markdown: day.written.markdown, factor: servingsOfDay(plan, day) / day.written.servings }] : []));
}

/** The days' ingredient lines: each recipe read once, its lines scaled by its factor. */
export function dayLinesOf(days: readonly DayRecipe[]): DayLines[] {
  return days.map(({ day, markdown, factor }) => {
    const { ingredients } = readOnce(markdown);
    return { day, ingredients: factor === 1 ? ingredients : ingredients.map((line) => ingredientLine(scaleIngredient(line.text, factor))) };
  });
}

/**
 * What the list depends on, as one string: it changes exactly when a day's recipe, its servings or
 * the pantry does, so the list is worked out again then, and only then.
 */
export function listInputKey(plan: WeekPlan, units: string): string {
  const days = dayRecipes(plan).map(({ day, markdown, factor }) => `${day}\u0001${factor}\u0001${markdown}`);
  return [units, plan.pantry.join('\u0001'), ...days].join('\u0000');
}
