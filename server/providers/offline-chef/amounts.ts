import type { PantryItem } from './pantry-items.ts';

const FRACTIONS: Readonly<Record<number, string>> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** 1.5 -> "1½", 0.25 -> "¼", 3 -> "3". */
function fraction(value: number): string {
  const whole = Math.floor(value);
  const part = FRACTIONS[value - whole] ?? '';
  return whole === 0 ? part || '0' : `${whole}${part}`;
}

const roundTo = (value: number, step: number): number => Math.max(step, Math.round(value / step) * step);

/** Grams and millilitres rounded the way a cook would measure them. */
function metric(value: number): number {
  if (value < 20) return roundTo(value, 5);
  return value < 250 ? roundTo(value, 10) : roundTo(value, 25);
}

const plural = (unit: string): string =>
  unit === 'leaf' ? 'leaves' : unit === 'pinch' ? 'pinches' : `${unit}s`;

/**
 * How much of an item the recipe needs, for a number of servings.
 * @example formatAmount(chicken, 2) // "300 g"; formatAmount(salt, 2) // "to taste"
 */
export function formatAmount(item: PantryItem, servings: number, scale = 1): string {
  const entry = item.entry;
  if (!entry) return 'as much as you like';
  if (entry.perServing === 0) return 'to taste';
  let total = entry.perServing * servings * scale;
  let unit = entry.unit;
  if (unit === 'tsp' && total >= 3) {
    total /= 3;
    unit = 'tbsp';
  }
  if (unit === 'g' || unit === 'ml') return `${metric(total)} ${unit}`;
  if (unit === 'tbsp' || unit === 'tsp') return `${fraction(roundTo(total, 0.25))} ${unit}`;
  const count = roundTo(total, 0.5);
  if (unit === '') return fraction(count);
  return `${fraction(count)} ${count > 1 ? plural(unit) : unit}`;
}
