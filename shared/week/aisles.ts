// The aisle a food is bought in, for grouping the week's list as a shop is walked: the pantry
// table's food, by aisle-data.ts; a food it does not know by the words that say where it is kept
// ("frozen spinach", "tinned peaches"), else "other".

import { findIngredient } from '../ingredients/pantry-knowledge.ts';
import { matchKey } from '../ingredients/word-match.ts';
import { AISLE_OF, CATEGORY_AISLES, type Aisle } from './aisle-data.ts';

export { AISLES, type Aisle } from './aisle-data.ts';

// Words that say where a food is kept whatever it is.
const KEPT: readonly (readonly [RegExp, Aisle])[] = [
  [/\bfrozen\b/u, 'frozen'],
  [/\b(?:tinned|canned|tins?|cans?|jarred|jars?)\b/u, 'tins and jars'],
  [/\bdried (?:basil|oregano|thyme|rosemary|parsley|mint|dill|sage|tarragon|chilli|chili|herbs?)\b/u, 'spices'],
];

/**
 * The aisle a food is bought in.
 * @example aisleOf("Cheddar") // "dairy and eggs"; aisleOf("frozen peas") // "frozen"; aisleOf("kombucha") // "other"
 */
export function aisleOf(food: string): Aisle {
  const words = matchKey(food);
  const kept = KEPT.find(([pattern]) => pattern.test(words));
  if (kept) return kept[1];
  const known = findIngredient(words);
  if (known === undefined) return 'other';
  return AISLE_OF[known.name] ?? CATEGORY_AISLES[known.category];
}
