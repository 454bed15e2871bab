// Where a week's amounts of one food meet across mass, volume and count: only through USDA's
// portion weights for the food the line names (the same table and engine as nutrition), so a
// line that meets another this way is marked "≈". With no table, nothing meets.

import type { FoodTable } from '../nutrition/food-table.ts';
import { lineWeight } from '../nutrition/line-weight.ts';
import { matchFood } from '../nutrition/match-food.ts';
import type { Quantity } from '../recipe/quantity.ts';
import type { IngredientLine } from '../recipe/recipe-value.ts';
import { listUnit } from './amounts.ts';

/**
 * Grams in one of the list's units of a line's food ("ml", a counted word), as USDA's portions
 * weigh the line, whose amount the list read as `quantity`; null with no table, or when the line
 * cannot be weighed.
 * @example gramsPerUnit(ingredientLine("2 onions"), { amount: 2, unit: "" }, table) // 110: one medium onion
 */
export function gramsPerUnit(line: IngredientLine, quantity: Quantity | null, table: FoodTable | null): number | null {
  const into = quantity === null ? null : listUnit(quantity.unit);
  if (table === null || quantity === null || into === null) return null;
  if (into.unit === 'g') return 1;
  const weight = lineWeight(line, matchFood(line, table), table);
  // lineWeight weighs a range at its middle.
  const middle = quantity.upTo === undefined ? quantity.amount : (quantity.amount + quantity.upTo) / 2;
  const per = weight.grams === null ? Number.NaN : weight.grams / (middle * into.per);
  return per > 0 && Number.isFinite(per) ? per : null;
}
