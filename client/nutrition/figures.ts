import type { Amount } from '../../shared/nutrition/nutrition.ts';

/** What a panel shows for a figure it could not count: a dash, never a 0 that reads as none. */
export const NOT_COUNTED = '—';

// One formatter for every figure: toLocaleString makes a new one at each call, which for a week's
// table of 8 rows by 6 figures was a noticeable part of its render at 4x CPU.
const WHOLE = new Intl.NumberFormat('en');

/**
 * A figure as a label gives it: whole kcal and mg, grams to one decimal under 10; a trace is "under
 * 0.1 g", not 0. A figure no counted food gave, or a 0 of an estimate that is only partial, is "—".
 * @example figureOf({ value: 3.26, atLeast: true }, "g", false) // "at least 3.3 g"
 */
export function figureOf(amount: Amount, unit: 'kcal' | 'g' | 'mg', partial: boolean): string {
  if (amount.unknown || (partial && amount.value === 0)) return NOT_COUNTED;
  const value = unit === 'g' && amount.value < 10 ? Math.round(amount.value * 10) / 10 : Math.round(amount.value);
  const shown = value === 0 && amount.value > 0 ? `under ${unit === 'g' ? '0.1' : '1'}` : WHOLE.format(value);
  return `${amount.atLeast ? 'at least ' : ''}${shown} ${unit}`;
}

/** The share of a recipe's weight counted, as the panels say it: "64%". */
export const percent = (share: number) => `${Math.round(share * 100)}%`;
