import { readFoodTable, type FoodTable } from '../../shared/nutrition/food-table.ts';
import { estimateNutrition, type NutritionEstimate, type NutritionRecipe } from '../../shared/nutrition/nutrition.ts';

/** Where USDA's table is fetched from (client/public/nutrition/README.md says what it is). */
const FOOD_TABLE_URL = '/nutrition/usda-sr28-foods.json';

/** What the estimate reads of a recipe: its lines, servings and steps' text, a plain value that crosses to a worker. */
export type NutritionInput = NutritionRecipe;

let table: Promise<FoodTable> | undefined;

/** The food table, fetched once (the service worker keeps it after); a failed fetch is tried again next time. */
export function foodTable(): Promise<FoodTable> {
  table ??= fetch(FOOD_TABLE_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`The food table answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then(readFoodTable);
  table.catch(() => (table = undefined));
  return table;
}

/** Nutrition per serving of `recipe`, once the table is here; null when it cannot be estimated. */
export async function estimateFromTable(recipe: NutritionInput): Promise<NutritionEstimate | null> {
  return estimateNutrition(recipe, await foodTable());
}
