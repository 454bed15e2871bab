import { readFoodTable, type FoodTable } from '../../shared/nutrition/food-table.ts';
import { estimateNutrition, type NutritionEstimate } from '../../shared/nutrition/nutrition.ts';
import { readOnce } from '../recipe/read-once.ts';

/** Where the page fetches USDA's table (client/public/nutrition/README.md says what it is). */
export const FOOD_TABLE_URL = '/nutrition/usda-sr28-foods.json';

let table: Promise<FoodTable> | undefined;

/** The food table, fetched once (the service worker keeps it after); a failed fetch is tried again next time. */
function foodTable(): Promise<FoodTable> {
  table ??= fetch(FOOD_TABLE_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`The food table answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then(readFoodTable);
  table.catch(() => (table = undefined));
  return table;
}

// The estimate of each recipe text the panel has shown, for the recipe file to carry.
const estimated = new Map<string, NutritionEstimate | null>();
const KEPT = 8;

/** Nutrition per serving of the recipe as shown, read from its value; null when it cannot be estimated (no servings, no lines). */
export async function nutritionOf(markdown: string): Promise<NutritionEstimate | null> {
  const known = estimated.get(markdown);
  if (known !== undefined) return known;
  const estimate = estimateNutrition(readOnce(markdown), await foodTable());
  estimated.set(markdown, estimate);
  if (estimated.size > KEPT) estimated.delete(estimated.keys().next().value!);
  return estimate;
}
