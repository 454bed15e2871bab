import { readFileSync } from 'node:fs';
import { readFoodTable, type FoodTable } from '../../../shared/nutrition/food-table.ts';

/** Where the project keeps USDA's table (the page fetches it from /nutrition/). */
export const FOOD_TABLE_FILE = new URL('../../../client/public/nutrition/usda-sr28-foods.json', import.meta.url);

/** The table as the page reads it, from disk. */
export const FOOD_TABLE: FoodTable = readFoodTable(JSON.parse(readFileSync(FOOD_TABLE_FILE, 'utf8')));
