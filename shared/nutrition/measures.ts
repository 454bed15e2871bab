// What a cook's measures hold, in one place for reading USDA's portions and a recipe's lines alike.
// US customary cup as the brief and USDA use it: 1 cup = 236.6 ml = 16 tbsp = 48 tsp.

/** Millilitres in one US cup. */
const CUP_ML = 236.6;

/** Millilitres in one of each volume measure, by its canonical name (as shared/recipe/quantity.ts names them, and USDA's extras). */
export const ML_PER: Readonly<Record<string, number>> = {
  ml: 1,
  l: 1000,
  tsp: CUP_ML / 48,
  tbsp: CUP_ML / 16,
  cup: CUP_ML,
  'fl oz': CUP_ML / 8,
  pint: CUP_ML * 2,
  quart: CUP_ML * 4,
  jigger: CUP_ML * 0.1875,
};

/** Grams in one of each mass measure. */
export const GRAMS_PER: Readonly<Record<string, number>> = { g: 1, kg: 1000, oz: 28.35, lb: 453.6 };

/** The sizes USDA and recipes name a whole thing by, smallest first. */
export const SIZES = ['small', 'medium', 'large', 'extra large', 'jumbo'] as const;
/** A size USDA or a recipe names: "medium". */
export type Size = (typeof SIZES)[number];

/** The size a word names, if it names one: "big" and "extra-large" count too. */
export function sizeOf(word: string, next?: string): Size | null {
  if (word === 'extra' && next === 'large') return 'extra large';
  if (word === 'big') return 'large';
  return (SIZES as readonly string[]).includes(word) ? (word as Size) : null;
}
