import { singularOf } from '../recipe/quantity.ts';
import { matchKey } from '../ingredients/word-match.ts';

// One way to cut a food's name into words, for the alias table, USDA's descriptions and a
// recipe's line alike, so "Onions", "onion" and "ONION" meet.

/**
 * A name's words as written: lower case, no accents or apostrophes, other marks as spaces.
 * @example plainWords("Hen's Eggs") // ["hens", "eggs"]
 */
export function plainWords(text: string): string[] {
  const key = matchKey(text).replace(/'/g, '');
  return key.split(' ').filter((word) => word !== '');
}

/**
 * A name's words, each singular: the form every lookup meets in.
 * @example foodWords("Sun-dried Tomatoes") // ["sun", "dried", "tomato"]
 */
export const foodWords = (text: string): string[] => plainWords(text).map(singularOf);
