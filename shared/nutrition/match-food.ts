import { namesIn, shoppingLine } from '../ingredients/ingredient-name.ts';
import { readQuantity, singularOf, unitNamed } from '../recipe/quantity.ts';
import type { IngredientLine } from '../recipe/recipe-value.ts';
import { aliasOfFood, aliasOfWords, LONGEST_ALIAS_WORDS, NOT_IN_USDA, type FoodAlias, type FoodState } from './food-aliases.ts';
import { indexFoodTable, type FoodIndex } from './food-index.ts';
import type { Food, FoodTable } from './food-table.ts';
import { plainWords } from './food-words.ts';
import { compareRanks } from './rank.ts';

// Which USDA food a recipe line names. The alias table first, for the names recipes use most; then
// USDA's own descriptions and common names; then an alias anywhere in the name. Each step reads
// the line's words a bounded number of times, so the whole is linear in the line's length.

/** The food a line was matched to, and how. */
export interface FoodMatch {
  food: Food;
  /** "alias": through the alias table; "name": through USDA's description or common names. */
  via: 'alias' | 'name';
  /** The line's words that named it: "chicken thigh". */
  words: string;
  /** The alias line, with its counting hints; null for a match by USDA's names. */
  alias: FoodAlias | null;
}

// Words after a food that name a part or a form of it: "basil leaves", "salmon fillets".
const TAILS: ReadonlySet<string> = new Set(['leaf', 'fillet', 'floret', 'sprig', 'piece', 'chunk', 'slice', 'strip', 'cube', 'wedge', 'half', 'spear']);
// Words that say nothing about which food: how it is cut, its size, its quality.
const NOT_FOOD: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'of', 'and', 'or', 'with', 'in', 'on', 'for', 'to', 'into', 'about', 'approx', 'plus', 'some', 'few', 'more', 'extra',
  'fresh', 'freshly', 'plain', 'large', 'medium', 'small', 'big', 'ripe', 'good', 'quality', 'organic', 'homemade', 'store', 'bought',
  'chopped', 'diced', 'sliced', 'minced', 'grated', 'shredded', 'crushed', 'cubed', 'halved', 'quartered', 'peeled', 'trimmed', 'deseeded',
  'pitted', 'stoned', 'finely', 'roughly', 'thinly', 'thickly', 'coarsely', 'lightly', 'softened', 'melted', 'beaten', 'room', 'temperature',
  'cold', 'warm', 'boneless', 'skinless', 'whole', 'optional', 'taste', 'serve', 'serving', 'garnish', ...TAILS,
]);
// Words in a USDA description that make it a prepared form the line did not ask for.
const PREPARED: ReadonlySet<string> = new Set([
  'cooked', 'canned', 'frozen', 'dried', 'fried', 'roasted', 'boiled', 'braised', 'broiled', 'grilled', 'baked', 'stewed', 'salt', 'salted', 'prepared',
  'dehydrated', 'sweetened', 'breaded', 'microwaved', 'smoked', 'pickled', 'imitation', 'condensed', 'mix', 'powder', 'juice', 'drained', 'solution',
]);
// What a line's words say about the state of its food: "1 cup rice, cooked", "2 tins chickpeas".
const STATE_WORDS: Readonly<Record<string, FoodState>> = {
  cooked: 'cooked', leftover: 'cooked', boiled: 'cooked', steamed: 'cooked', can: 'canned', cans: 'canned', canned: 'canned', tin: 'canned',
  tins: 'canned', tinned: 'canned', whole: 'whole', dried: 'dried', dry: 'dried', frozen: 'frozen', juice: 'juice', juiced: 'juice', zest: 'zest', zested: 'zest', rind: 'zest',
};
// Words after a food that say how or where it is, not what it is part of.
const LINKS: ReadonlySet<string> = new Set(['at', 'on', 'in', 'with', 'for', 'from', 'to', 'of', 'about', 'cut', 'into', 'paste', 'puree']);
// The most words a name in NOT_IN_USDA has.
const NO_FOOD_WORDS = 3;
// Words after which a name says what its food is packed or served in.
const PACKED_IN: ReadonlySet<string> = new Set(['in', 'with']);
// A name is read from its last words, where English puts the food: past these, a long run of
// words is no name, and reading it would only take longer.
const MOST_NAME_WORDS = 24;
// A name of more words than this is no USDA food either: the search reads only the last ones.
const MOST_QUERY_WORDS = 6;

/** The states a line names, in STATE_WORDS' order of precedence; "zest and juice" is the whole fruit. */
function statesOf(line: IngredientLine): FoodState[] {
  const said = new Set<FoodState>();
  for (const word of plainWords(line.text)) if (STATE_WORDS[word] !== undefined) said.add(STATE_WORDS[word]);
  if (line.quantity?.unit === 'can' || line.quantity?.unit === 'tin') said.add('canned');
  if (said.has('juice') && said.has('zest')) (['juice', 'zest'] as const).forEach((state) => said.delete(state));
  return [...said];
}

/** The food an alias names for the line's states: the cooked rice for "1 cup rice, cooked". */
function aliasMatch(alias: FoodAlias, words: string, states: readonly FoodState[], index: FoodIndex): FoodMatch | null {
  const state = states.find((one) => alias.states[one] !== undefined);
  const food = index.byNdb.get(state ? alias.states[state]! : alias.ndb);
  // The state's own alias line counts it: a lemon's zest is weighed as zest, not as a lemon.
  return food ? { food, via: 'alias', words, alias: (state && aliasOfFood(food.ndb)) || alias } : null;
}

/** The longest alias among the spans ending from `from` to `to` (right to left), the rightmost of equals; `start` and `end` are its first and last words' places. */
function longestAlias(written: readonly string[], singular: readonly string[], from: number, to: number): { alias: FoodAlias; words: string; start: number; end: number } | null {
  let best: { alias: FoodAlias; words: string; length: number; start: number; end: number } | null = null;
  for (let end = from; end >= to; end--) {
    for (let length = Math.min(LONGEST_ALIAS_WORDS, end + 1); length > (best?.length ?? 0); length--) {
      const one = singular.slice(end + 1 - length, end + 1).join(' ');
      const alias = aliasOfWords(written.slice(end + 1 - length, end + 1).join(' '), one);
      if (alias) best = { alias, words: one, length, start: end + 1 - length, end };
    }
  }
  return best;
}

/** Whether the words come in this order, one after another, in a description: "coconut water" in "Nuts, coconut water (liquid ...)". */
function inOrder(query: readonly string[], sequence: readonly string[]): boolean {
  return sequence.some((_, at) => query.every((word, i) => sequence[at + i] === word));
}

/**
 * The USDA food whose description and common names hold every word of the name, best first: the
 * name's words in its head ("Onions" before the comma), then as a phrase, then no prepared form the
 * name did not ask for, then raw, then the shortest description, then the lowest number.
 */
function byUsdaName(query: readonly string[], index: FoodIndex, table: FoodTable): FoodMatch | null {
  const lists = query.map((word) => index.postings.get(word) ?? []);
  const rarest = lists.reduce((a, b) => (b.length < a.length ? b : a), lists[0] ?? []);
  let best: { at: number; rank: number[] } | null = null;
  for (const at of rarest) {
    const words = index.words[at]!;
    if (!query.every((word) => words.has(word))) continue;
    const head = index.heads[at]!;
    const unasked = [...words].filter((word) => PREPARED.has(word) && !query.includes(word)).length;
    const food = table.foods[at]!;
    const rank = [-query.filter((word) => head.has(word)).length, inOrder(query, index.sequences[at]!) ? 0 : 1, unasked, words.has('raw') ? 0 : 1, words.size, food.ndb];
    if (best === null || compareRanks(rank, best.rank) < 0) best = { at, rank };
  }
  return best === null ? null : { food: table.foods[best.at]!, via: 'name', words: query.join(' '), alias: null };
}

/**
 * The USDA food a line names, or null: "2 cloves garlic, minced" -> "Garlic, raw"; "1 cup cooked
 * rice" -> the cooked rice; "2 tbsp gochujang" -> null (USDA has none).
 */
export function matchFood(line: IngredientLine, table: FoodTable): FoodMatch | null {
  const index = indexFoodTable(table);
  // "Butter or oil": the first name is what the cook reaches for. A name the line's reader could
  // not find ("½ - 1 cup almond milk") is what follows the amount.
  const food = line.food || (readQuantity(shoppingLine(line.text))?.rest ?? '');
  const name = namesIn(food)[0] ?? food;
  // "1 can", "1 cup", "Stick — 1": a unit alone names no food, whatever USDA has of that name; but
  // "Cloves — 4 pinches" names the spice, measured in a unit of its own.
  const alone = unitNamed(name.trim());
  const own = line.quantity?.unit ?? '';
  if (alone !== undefined && (own === '' || own === alone)) return null;
  const full = plainWords(name);
  const states = statesOf(line);
  // "Tuna in spring water" is tuna, unless an alias reads on past the "in" ("tuna in oil").
  const cut = full.findIndex((word, at) => at > 0 && PACKED_IN.has(word));
  const packed = cut > 0 ? longestAlias(full, full.map(singularOf), full.length - 1, full.length - 1) : null;
  if (packed && packed.start < cut) return aliasMatch(packed.alias, packed.words, states, index);
  const written = (cut > 0 ? full.slice(0, cut) : full).slice(-MOST_NAME_WORDS);
  const singular = written.map(singularOf);
  let last = singular.length - 1;
  while (last > 0 && TAILS.has(singular[last]!)) last--;
  if (last < 0) return null;
  // A food USDA lacks is no other food: "curry paste" is not curry powder, "lime leaves" are not limes.
  for (let start = Math.max(0, singular.length - NO_FOOD_WORDS); start < singular.length; start++) if (NOT_IN_USDA.has(singular.slice(start).join(' '))) return null;
  const query = singular.slice(0, last + 1).filter((word) => !NOT_FOOD.has(word)).slice(-MOST_QUERY_WORDS);
  const atEnd = longestAlias(written, singular, singular.length - 1, last);
  // "Quail eggs", "rice flour": words before the alias that USDA's names hold too make another food.
  const qualified = atEnd === null || singular.slice(0, atEnd.start).some((word) => !NOT_FOOD.has(word));
  const named = qualified && query.length > 0 ? byUsdaName(query, index, table) : null;
  if (named) return named;
  if (atEnd) return aliasMatch(atEnd.alias, atEnd.words, states, index);
  // An alias earlier in the name, when what follows says how or where it is ("eggs at room
  // temperature", "ginger paste"), not which other food it is part of.
  const anywhere = longestAlias(written, singular, last - 1, 0);
  return anywhere && LINKS.has(singular[anywhere.end + 1] ?? '') ? aliasMatch(anywhere.alias, anywhere.words, states, index) : null;
}
