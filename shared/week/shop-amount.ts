// An amount to buy, written as a shopper buys it in the plan's units: always rounded up to a step
// a shop or a scale has, so the list never sends a cook home short (150 g, never 140 g for 143 g).

import type { Units } from '../api/recipe-preferences.ts';
import { fraction, ML_PER_CUP } from '../recipe/cook-measures.ts';
import { pluralOf } from '../recipe/quantity.ts';
import type { Amount } from './amounts.ts';

// Rounding up must not turn 150 g, added up and taken away in floating point, into 160 g: a
// millionth of a step over is no more to buy.
const SLACK = 1e-6;
const up = (value: number, step: number): number => Math.ceil(value / step - SLACK) * step;
const GRAMS_PER_OUNCE = 28.35;
const OUNCES_PER_POUND = 16;
const ML_PER_TSP = 5;
const ML_PER_TBSP = 15;

/** Grams rounded up to a scale's step: 1 g under 10 g, then 5, 10, 50 g, and 100 g from a kilo. */
function shopGrams(grams: number): number {
  const step = grams <= 10 ? 1 : grams <= 50 ? 5 : grams <= 250 ? 10 : grams <= 1000 ? 50 : 100;
  return up(grams, step);
}

/** Millilitres rounded up as a jug or a bottle measures: 10 ml to 250 ml, 50 ml to a litre, then 100 ml. */
const shopMl = (ml: number): number => up(ml, ml <= 250 ? 10 : ml <= 1000 ? 50 : 100);

/** A weight: grams and kilos, or ounces and pounds (grams under a quarter ounce, as a US scale shows both). */
function weight(grams: number, units: Units): string {
  if (units === 'us' && grams >= GRAMS_PER_OUNCE / 4) {
    const oz = grams / GRAMS_PER_OUNCE;
    if (oz > OUNCES_PER_POUND - 1) return `${fraction(up(oz / OUNCES_PER_POUND, 0.25))} lb`;
    return oz < 2 ? `${fraction(up(oz, 0.25))} oz` : `${up(oz, 1)} oz`;
  }
  const shop = shopGrams(grams);
  return shop >= 1000 ? `${shop / 1000} kg` : `${shop} g`;
}

// Up to 4 tablespoons, spoons: "4 tbsp basil" is what a cook reads, "60 ml" of it is not.
const MOST_TBSP = 4;

/** A volume: spoons up to 4 tablespoons in either units, then millilitres and litres, or cups. */
function volume(ml: number, units: Units): string {
  if (ml < ML_PER_TBSP - SLACK) return `${fraction(up(ml / ML_PER_TSP, 0.25))} tsp`;
  if (ml <= MOST_TBSP * ML_PER_TBSP + SLACK) return `${fraction(up(ml / ML_PER_TBSP, 0.5))} tbsp`;
  if (units === 'us') {
    const cups = ml / ML_PER_CUP;
    const shop = cups < 4 ? up(cups, 0.25) : up(cups, 0.5);
    return `${fraction(shop)} ${shop > 1 ? 'cups' : 'cup'}`;
  }
  const shop = shopMl(ml);
  return shop >= 1000 ? `${shop / 1000} ${shop === 1000 ? 'litre' : 'litres'}` : `${shop} ml`;
}

/**
 * An amount as the list writes it to buy, rounded up; a count in whole ones of its word.
 * @example shopAmount({ amount: 143, unit: "g" }, "metric") // "150 g"
 * @example shopAmount({ amount: 480, unit: "ml" }, "us") // "2 cups"
 * @example shopAmount({ amount: 2.5, unit: "clove" }, "metric") // "3 cloves"
 */
export function shopAmount({ amount, unit }: Amount, units: Units): string {
  if (unit === 'g') return weight(amount, units);
  if (unit === 'ml') return volume(amount, units);
  const count = Math.max(1, up(amount, 1));
  return unit === '' ? String(count) : `${count} ${count > 1 ? pluralOf(unit) : unit}`;
}

/** Amounts in several units that could not be added up, written side by side: "150 g + 2 cups". */
export const shopAmounts = (amounts: readonly Amount[], units: Units): string => amounts.map((one) => shopAmount(one, units)).join(' + ');
