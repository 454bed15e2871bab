// What the visitor has of a food, from the amount typed with it ("200g minced beef", "6 eggs",
// "half an onion"), told in the food's own unit so the chef can hold it against what a recipe
// needs. Only what converts without a guess: a mass to grams, a volume to millilitres or spoons,
// a count to a count, and a count of a food the chef weighs ("2 chicken breasts") by what USDA
// says one piece weighs; a food with no one weight per piece says nothing at all.
import type { Ingredient } from '../ingredients/pantry-knowledge.ts';
import { gramsPerPiece } from '../ingredients/piece-grams.ts';
import { GRAMS_PER } from '../nutrition/measures.ts';
import { ML_PER_CUP } from '../recipe/cook-measures.ts';
import { readQuantity, type Quantity } from '../recipe/quantity.ts';
import { gramsPerTsp } from '../recipe/spoon-weights.ts';
import { GRAMS_PER_CUP } from './amounts.ts';

// Millilitres in each volume a cook's measures hold, as the chef writes them (a 240 ml cup).
const ML_IN: Readonly<Record<string, number>> = { ml: 1, l: 1000, tsp: 5, tbsp: 15, cup: ML_PER_CUP };
const ML_PER_TSP = 5;
// Counts typed in words; "a few" or "some" say no number, so they are not here.
const WORDS: Readonly<Record<string, number>> = {
  half: 0.5, 'half a': 0.5, 'half an': 0.5, a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, 'a couple': 2, 'a couple of': 2,
};
// A size after a count says which eggs, not how many: "2 large eggs" are 2.
const SIZE = /\s+(?:small|medium|large|big|extra large|whole)$/i;
// "a dozen eggs": the reader takes "dozen" for part of the food's name.
const DOZEN = /^dozen\s/i;

/**
 * The amount typed before a food's name as a quantity; null when it states no number ("some", "a few", "2 x 400g tins").
 * @example quantityTyped("half an", "onion") // { amount: 0.5, unit: "" }; quantityTyped("a", "dozen eggs") // { amount: 12, unit: "" }
 */
export function quantityTyped(amount: string, name: string): Quantity | null {
  const plain = amount.replace(SIZE, '').trim().toLowerCase();
  const dozens = DOZEN.test(name) ? 12 : 1;
  const word = WORDS[plain];
  if (word !== undefined) return { amount: word * dozens, unit: '' };
  const read = readQuantity(plain) ?? (/^an? /.test(plain) ? readQuantity(`1 ${plain.replace(/^an? /, '')}`) : null);
  if (read === null || read.rest !== '' || read.quantity.upTo !== undefined) return null;
  return { ...read.quantity, amount: read.quantity.amount * (read.quantity.unit === '' ? dozens : 1) };
}

/** A volume in millilitres; undefined for what is not one. */
const mlOf = ({ amount, unit }: Quantity): number | undefined => (ML_IN[unit] === undefined ? undefined : amount * ML_IN[unit]);

/**
 * A quantity in an entry's unit (grams, millilitres, spoons or a count); undefined when the two
 * are different kinds the chef has no measure between (a count of a food with no one weight against grams).
 * @example inUnitOf({ amount: 1, unit: "kg" }, potato) // 1000; inUnitOf({ amount: 2, unit: "" }, chicken, "chicken breasts") // 340
 */
export function inUnitOf(quantity: Quantity, entry: Ingredient, name = entry.name): number | undefined {
  const { amount, unit } = quantity;
  const ml = mlOf(quantity);
  const perTsp = gramsPerTsp(entry.name);
  const perCup = GRAMS_PER_CUP[entry.name];
  switch (entry.unit) {
    case 'g':
      if (GRAMS_PER[unit] !== undefined) return amount * GRAMS_PER[unit];
      if (unit === '') return amount * (gramsPerPiece(name) ?? Number.NaN);
      if (ml === undefined) return undefined;
      if (unit === 'cup' && perCup !== undefined) return amount * perCup;
      return perTsp === undefined ? undefined : (ml / ML_PER_TSP) * perTsp;
    case 'ml':
      return ml;
    case 'tsp':
    case 'tbsp': {
      const tsp = ml !== undefined ? ml / ML_PER_TSP : GRAMS_PER[unit] !== undefined && perTsp !== undefined ? (amount * GRAMS_PER[unit]) / perTsp : undefined;
      return tsp === undefined ? undefined : tsp / (entry.unit === 'tbsp' ? 3 : 1);
    }
    default:
      // A count of the food's own unit ("2 cloves garlic"); a bare count only where the name says
      // what is counted ("3 garlic cloves", "6 eggs").
      if (unit === entry.unit) return amount;
      return unit === '' && (entry.unit === '' || name.toLowerCase().includes(entry.unit)) ? amount : undefined;
  }
}

/**
 * What the visitor has of a food, in its entry's unit, from the amount typed before its name;
 * undefined when nothing was typed or it cannot be told in that unit without a guess.
 * @example onHand("200g", "minced beef", groundBeef) // 200; onHand("half an", "onion", onion) // 0.5; onHand("2", "chicken breasts", chicken) // 340
 */
export function onHand(amount: string | undefined, name: string, entry: Ingredient | undefined): number | undefined {
  if (amount === undefined || entry === undefined) return undefined;
  const quantity = quantityTyped(amount, name);
  const had = quantity === null ? undefined : inUnitOf(quantity, entry, name);
  return had !== undefined && had > 0 && Number.isFinite(had) ? had : undefined;
}
