// A recipe line's amount as the week's list adds it: in grams, millilitres or a count of its own
// word, whatever units the line was written in, so lines from any day and any host add up.

import { GRAMS_PER } from '../nutrition/measures.ts';
import { ML_PER_CUP } from '../recipe/cook-measures.ts';
import type { Quantity } from '../recipe/quantity.ts';

/** An amount in one of the list's units: "g", "ml", or a counted word ("" for a plain count, "clove", "can"). */
export interface Amount {
  amount: number;
  unit: string;
}

// Millilitres in each of a cook's volume measures, with the 240 ml cup the chef writes in US units,
// so two "1 cup" lines add up to 2 cups again when written back.
const ML_IN: Readonly<Record<string, number>> = { ml: 1, l: 1000, tsp: 5, tbsp: 15, cup: ML_PER_CUP };
// Counted words that are one thing to a shopper.
const SAME_COUNT: Readonly<Record<string, string>> = { tin: 'can' };
// Too little to buy by: a line in these is listed, never added.
const TINY: ReadonlySet<string> = new Set(['pinch', 'dash', 'drop', 'splash']);

/** The list's unit a recipe's unit goes into, with how many of it one makes; null for a pinch or a dash. */
export function listUnit(unit: string): { unit: string; per: number } | null {
  if (TINY.has(unit)) return null;
  if (GRAMS_PER[unit] !== undefined) return { unit: 'g', per: GRAMS_PER[unit] };
  if (ML_IN[unit] !== undefined) return { unit: 'ml', per: ML_IN[unit] };
  return { unit: SAME_COUNT[unit] ?? unit, per: 1 };
}

/**
 * A line's quantity as the list adds it. A range counts its upper end: the list is for buying,
 * and a cook who buys for "2-3 tbsp" and finds the dish wants 3 has to go back to the shop, where
 * one who buys for 3 and uses 2 has a spoonful over. Null for what is no amount to buy by.
 * @example listAmount({ amount: 2, upTo: 3, unit: "tbsp" }) // { amount: 45, unit: "ml" }
 * @example listAmount({ amount: 1, unit: "kg" }) // { amount: 1000, unit: "g" }
 */
export function listAmount(quantity: Quantity): Amount | null {
  const into = listUnit(quantity.unit);
  const amount = quantity.upTo ?? quantity.amount;
  if (into === null || !(amount > 0) || !Number.isFinite(amount)) return null;
  return { amount: amount * into.per, unit: into.unit };
}

/** Amounts added unit by unit, in the order each unit first came. */
export function addAmounts(amounts: readonly Amount[]): Amount[] {
  const sums = new Map<string, number>();
  for (const { amount, unit } of amounts) sums.set(unit, (sums.get(unit) ?? 0) + amount);
  return [...sums].map(([unit, amount]) => ({ amount, unit }));
}

/** What is left of `whole` once `part` is taken, unit by unit, leaving out what nothing is left of. */
export function lessAmounts(whole: readonly Amount[], part: readonly Amount[]): Amount[] {
  const taken = new Map(addAmounts(part).map((one) => [one.unit, one.amount]));
  // A remainder under a millionth of its amount is rounding, not something to buy.
  return whole.map(({ amount, unit }) => ({ amount: amount - (taken.get(unit) ?? 0), unit })).filter((one, at) => one.amount > whole[at]!.amount * 1e-6);
}
