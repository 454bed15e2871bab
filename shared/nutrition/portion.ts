import { singularOf } from '../recipe/quantity.ts';
import { GRAMS_PER, ML_PER, sizeOf, type Size } from './measures.ts';

/** One USDA household portion, read: "0.5 cup, chopped" = 62 g is 124 g a cup. */
export interface Portion {
  /** USDA's text, for display: '1 medium (2-1/2" dia)'. */
  text: string;
  /** Its leading amount: 0.5 for "0.5 cup". */
  amount: number;
  /** Its measure word, canonical and singular ("cup", "tbsp", "fl oz", "clove", "slice"); "" when only a size names it ("1 large"). */
  measure: string;
  /** The size it names outside brackets, if any: "medium" for "1 Potato medium (...)". */
  size: Size | null;
  /** Its other words outside brackets, lower case and singular: ["chopped"], ["cherry", "tomato"]. */
  words: readonly string[];
  /** Grams in one measure: the portion's grams over its amount. */
  grams: number;
  /** Millilitres in one measure for a volume; null for anything else. */
  ml: number | null;
  /** Whether it restates a mass ("1 oz" = 28 g), which says nothing about the food. */
  isMass: boolean;
}

// USDA spells its spoons and a few units several ways.
const SPELLED: Readonly<Record<string, string>> = {
  tablespoon: 'tbsp', tbs: 'tbsp', teaspoon: 'tsp', liter: 'l', litre: 'l', milliliter: 'ml', gram: 'g', ounce: 'oz', pound: 'lb',
};
const LEADING = /^(\d+(?:\.\d+)?)\s+(.+)$/s;

/** A word as the measure it names: "Tablespoons" -> "tbsp", "cloves" -> "clove". */
const measureWord = (word: string): string => {
  const one = singularOf(word);
  return SPELLED[one] ?? one;
};

/**
 * Reads a USDA portion: its leading amount, measure word, size and other words (text in brackets
 * left out), and grams for one measure. Null when it states no amount.
 * @example parsePortion('1 medium (2-1/2" dia)', 110) // { amount: 1, measure: "", size: "medium", grams: 110, ... }
 * @example parsePortion("0.5 cup, chopped", 62) // { amount: 0.5, measure: "cup", words: ["chopped"], grams: 124, ml: 236.6, ... }
 */
export function parsePortion(text: string, grams: number): Portion | null {
  const lead = LEADING.exec(text.trim());
  const amount = Number(lead?.[1]);
  if (!lead || !(amount > 0)) return null;
  // Brackets hold dimensions and notes ("(4.86 large eggs)"); an unclosed one runs to the end.
  const outside = (lead[2] ?? '').replace(/\([^)]*(?:\)|$)/g, ' ').toLowerCase();
  const tokens = outside.split(/[^a-z]+/).filter((word) => word !== '');
  let size: Size | null = null;
  const words: string[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const named = sizeOf(tokens[at]!, tokens[at + 1]);
    if (named !== null && size === null) {
      size = named;
      if (named === 'extra large') at++;
    } else words.push(measureWord(tokens[at]!));
  }
  const first = tokens[0] ?? '';
  let measure = sizeOf(first, tokens[1]) === null ? (words.shift() ?? '') : '';
  if (measure === 'fl' && words[0] === 'oz') measure = `fl ${words.shift()}`;
  const ml = ML_PER[measure];
  return { text, amount, measure, size, words, grams: grams / amount, ml: ml ?? null, isMass: GRAMS_PER[measure] !== undefined };
}
