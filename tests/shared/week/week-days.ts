import type { Units } from '../../../shared/api/recipe-preferences.ts';
import type { FoodTable } from '../../../shared/nutrition/food-table.ts';
import { ingredientLine } from '../../../shared/recipe/recipe-value.ts';
import type { WeekList } from '../../../shared/week/week-list.ts';
import { weekShoppingList } from '../../../shared/week/shopping-list.ts';
import { WEEKDAYS } from '../../../shared/week/week-plan.ts';
import { FOOD_TABLE } from '../nutrition/food-table-file.ts';

/** Days of ingredient lines as written, Monday first: [["100 g cheddar"], ["2 onions"]]. */
export type DaysWritten = readonly (readonly string[])[];

/** The week's list for days of lines as written, one day after another from Monday. */
export function listFor(days: DaysWritten, pantry: readonly string[] = [], units: Units = 'metric', table: FoodTable | null = FOOD_TABLE): WeekList {
  return weekShoppingList({
    days: days.map((lines, at) => ({ day: WEEKDAYS[at]!, ingredients: lines.map(ingredientLine) })),
    pantry,
    table,
    units,
  });
}

/** The texts of the lines to buy, aisle by aisle. */
export const boughtTexts = (list: WeekList): string[] => list.aisles.flatMap((aisle) => aisle.lines.map((line) => line.text));
