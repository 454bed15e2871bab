// One key for one food across a week's recipes, read as "What you have" reads names: case,
// plurals, and the pantry table's other names for a food ("spring onions" are "scallions",
// "courgette" is "zucchini"), so two days that name it differently make one line to buy.

import { findExactIngredient } from '../ingredients/pantry-knowledge.ts';
import { matchKey } from '../ingredients/word-match.ts';
import { pluralOf, singularOf } from '../recipe/quantity.ts';

// Words in front of a food that leave it the same thing to buy ("fresh basil", "chopped parsley"),
// unless the whole name is a food of its own ("chopped tomatoes" come in a tin).
const DESCRIBING: ReadonlySet<string> = new Set([
  'fresh', 'freshly', 'ripe', 'organic', 'large', 'medium', 'small', 'big', 'whole', 'good', 'quality', 'raw', 'uncooked', 'plain',
  'chopped', 'diced', 'sliced', 'minced', 'grated', 'shredded', 'crushed', 'finely', 'roughly', 'thinly', 'peeled', 'trimmed',
]);

/**
 * A food's name without the describing words in front, as written otherwise; as it is when the
 * whole name is a food the pantry table knows.
 * @example plainFood("chopped fresh Parsley") // "Parsley"; plainFood("chopped tomatoes") // "chopped tomatoes"
 */
export function plainFood(food: string): string {
  const words = food.replace(/\s+/g, ' ').trim().split(' ');
  if (findExactIngredient(food)) return words.join(' ');
  let start = 0;
  while (start < words.length - 1 && DESCRIBING.has(matchKey(words[start]!))) start++;
  return words.slice(start).join(' ');
}

/**
 * The key a food is added up under: the pantry table's name for it, else its words singular.
 * @example foodKey("Spring onions") // "green onion"; foodKey("Courgette") // "zucchini"; foodKey("Fresh Tarragon leaves") // "tarragon leaf"
 */
export function foodKey(food: string): string {
  const words = matchKey(plainFood(food)).split(' ').filter(Boolean);
  const known = words.length === 0 ? undefined : findExactIngredient(words.join(' '));
  return known?.name ?? words.map(singularOf).join(' ');
}

// A word whose plural a list can write without a guess: "onion", "courgette"; not "chilli" (chillies
// or chilis?) nor a name of two words ("pak choi").
const PLAIN_PLURAL = /^[a-z]+[^aiouy\s]$/;

/**
 * A food's name as a line shows it, capitalised: for a plain count of 1 its word singular, for
 * more its plural where that is no guess (else as written, as the recipes wrote it).
 * @example shownName("onion", 3) // "Onions"; shownName("eggs", 1) // "Egg"; shownName("chilli", 2) // "Chilli"; shownName("cheddar") // "Cheddar"
 */
export function shownName(food: string, count?: number): string {
  const words = food.replace(/\s+/g, ' ').trim().split(' ');
  const last = words.at(-1) ?? '';
  const lower = last.toLowerCase();
  // Only a word written in lower case after its first letter is a plain word to inflect.
  if (count !== undefined && lower.slice(1) === last.slice(1)) {
    const singular = singularOf(lower);
    const plural = singular === lower && words.length === 1 && PLAIN_PLURAL.test(lower) ? pluralOf(lower) : lower;
    words[words.length - 1] = last.charAt(0) + (count > 1 ? plural : singular).slice(1);
  }
  const name = words.join(' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
