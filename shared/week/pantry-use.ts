// What the visitor has, used up day by day: an amount typed on the list ("1 kg flour", "6 eggs")
// covers the week's lines of that food in day order until it runs out, so 250 g of cheese covers
// Monday's 100 g, Tuesday's 100 g and half of Wednesday's, and Thursday's is bought (grocy#2695,
// where stock was counted as enough for every day at once). Units differ freely: 1 kg covers
// 500 g; a count, a volume and a weight meet only through USDA's portions, which marks it "≈".

import { readEntry } from '../ingredients/read-entry.ts';
import type { FoodTable } from '../nutrition/food-table.ts';
import { quantityTyped } from '../offline-chef/typed-amount.ts';
import type { Quantity } from '../recipe/quantity.ts';
import { ingredientLine } from '../recipe/recipe-value.ts';
import { listAmount, type Amount } from './amounts.ts';
import { gramsPerUnit } from './portion-weights.ts';
import type { WeekLine } from './week-lines.ts';

/** What a line got from the visitor's list, in the line's own unit, and whether it took USDA's portions to say. */
export interface Covered {
  amount: number;
  approx: boolean;
  /** Whether what the visitor typed could not be held against it at all (different kinds, no weights). */
  unmet: boolean;
}

/** An item of the visitor's list with an amount, and what of it is left. */
interface Stock {
  left: Amount;
  /** Grams in one of its unit; worked out when first needed. */
  grams: () => number | null;
}

/** What an item of the visitor's list says is on hand; null when it says no amount. */
function typedQuantity(item: string): Quantity | null {
  const { amount, name } = readEntry(item);
  return amount === undefined ? null : quantityTyped(amount, name);
}

function stockOf(item: string, table: FoodTable | null): Stock | null {
  const quantity = typedQuantity(item);
  const left = quantity === null ? null : listAmount(quantity);
  if (left === null) return null;
  let grams: number | null | undefined;
  return { left, grams: () => (grams === undefined ? (grams = gramsPerUnit(ingredientLine(item), quantity, table)) : grams) };
}

/**
 * What each line of the week got from the visitor's typed amounts, in the lines' order (which is
 * the week's order): undefined for a line whose item has no amount typed, or that is no item.
 */
export function usePantry(lines: readonly WeekLine[], pantry: readonly string[], table: FoodTable | null): (Covered | undefined)[] {
  const stocks = new Map(pantry.map((item) => [item, stockOf(item, table)]));
  return lines.map((week) => {
    const stock = week.have === null ? null : (stocks.get(week.have) ?? null);
    if (stock === null || week.need === null || week.staple) return undefined;
    const { need, line } = week;
    if (stock.left.unit === need.unit) {
      const amount = Math.min(need.amount, stock.left.amount);
      stock.left.amount -= amount;
      return { amount, approx: false, unmet: false };
    }
    const [lineGrams, stockGrams] = [gramsPerUnit(line, week.quantity, table), stock.grams()];
    if (lineGrams === null || stockGrams === null) return { amount: 0, approx: false, unmet: true };
    const grams = Math.min(need.amount * lineGrams, stock.left.amount * stockGrams);
    stock.left.amount -= grams / stockGrams;
    return { amount: grams / lineGrams, approx: true, unmet: false };
  });
}
