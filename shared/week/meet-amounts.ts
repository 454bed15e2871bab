// A food's amounts in several units made one where they can be: mass with mass and volume with
// volume are already one (the list adds in grams and millilitres); anything else meets in grams
// through USDA's portions for the lines' own words, and says so ("≈").

import type { FoodTable } from '../nutrition/food-table.ts';
import type { Amount } from './amounts.ts';
import { gramsPerUnit } from './portion-weights.ts';
import type { WeekLine } from './week-lines.ts';

/** Amounts made one where they meet, and whether that took USDA's portions. */
export interface Met {
  amounts: Amount[];
  approx: boolean;
  /** Whether some could not meet (no table yet, or a line USDA cannot weigh). */
  unmet: boolean;
}

/**
 * `amounts` of one food (one per unit), met in grams where more than one unit is left (or where
 * `inGrams` asks, once the visitor's typed weight met them), each unit weighed as the first of
 * `lines` in it that USDA can weigh.
 * @example meetAmounts([{ amount: 150, unit: "g" }, { amount: 2, unit: "" }], onionLines, table) // { amounts: [{ amount: 370, unit: "g" }], approx: true }
 */
export function meetAmounts(amounts: readonly Amount[], lines: readonly WeekLine[], table: FoodTable | null, inGrams = false): Met {
  if (amounts.length < (inGrams ? 1 : 2) || (amounts.length === 1 && amounts[0]!.unit === 'g')) return { amounts: [...amounts], approx: false, unmet: false };
  let grams = 0;
  let approx = false;
  const apart: Amount[] = [];
  for (const one of amounts) {
    let per: number | null = one.unit === 'g' ? 1 : null;
    for (const week of lines) {
      if (per !== null) break;
      if (week.need?.unit === one.unit) per = gramsPerUnit(week.line, week.quantity, table);
    }
    if (per === null) apart.push(one);
    else {
      grams += one.amount * per;
      approx ||= one.unit !== 'g';
    }
  }
  const met = grams > 0 ? [{ amount: grams, unit: 'g' }] : [];
  return { amounts: [...met, ...apart], approx, unmet: apart.length > 0 };
}
