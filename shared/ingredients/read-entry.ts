// The one reader of what a visitor types as an ingredient: its amount, and the food it names,
// read by its English name, by its name in another language (food-names.ts), or as one slip of
// the keyboard from a known name (near-words.ts), only when that slip can mean one food alone.
// The built-in chef, the "what you have" check and the suggestion box all read entries here.
import { foodKey, foreignFood, foreignKeys } from './food-names.ts';
import { ingredientName } from './ingredient-name.ts';
import { nearWords, vocabulary, type Vocabulary } from './near-words.ts';
import { allIngredients, findExactIngredient, findIngredient, LONGEST_NAME_WORDS, type Ingredient } from './pantry-knowledge.ts';
import { withPlurals } from './word-match.ts';

/** How an entry's food was read: by its English name, its name in another language, or a slip corrected. */
export type ReadBy = 'name' | 'foreign' | 'corrected';

/** What an entry says: "2 chicken breasts" is 2 of chicken breast. */
export interface EntryReading {
  /** The entry as typed, spaces tidied: "2 chicken breasts". */
  readonly typed: string;
  /** The amount typed before the food, as typed: "2", "200g", "half a"; undefined for none. */
  readonly amount: string | undefined;
  /** The food's words as a cook would write them: "chicken breasts"; "chicken" for "pollo", "broccoli" for "brocoli". */
  readonly name: string;
  /** The pantry table's food, undefined when the entry names none it knows. */
  readonly food: Ingredient | undefined;
  readonly by: ReadBy | undefined;
}

// Words in front of a corrected name that leave it the same food ("fresh brocoli" is broccoli).
// Any other word in front may make it another food ("pork belly" is no "pork jelly"), so a slip
// is corrected only in a whole name, or one behind these.
const DESCRIBING: ReadonlySet<string> = new Set([
  'fresh', 'frozen', 'dried', 'dry', 'raw', 'uncooked', 'organic', 'ripe', 'tinned', 'canned', 'cooked', 'chopped',
  'sliced', 'diced', 'grated', 'whole', 'boneless', 'skinless', 'plain', 'large', 'small', 'baby',
]);
// More than this many slips in one entry is no slip: it is another name.
const MOST_SLIPS = 2;
// The most words a name read with a slip may have: the longest known name behind a describing word or two.
const MOST_NAME_WORDS = LONGEST_NAME_WORDS + 2;

let words: Vocabulary | undefined;

/** Every word of every known name, English and foreign, in both numbers. */
function knownWords(): Vocabulary {
  const names = [
    ...allIngredients().flatMap((entry) => [entry.name, ...entry.synonyms].map(foodKey)),
    ...foreignKeys(),
  ];
  return vocabulary(names.flatMap((name) => name.split(' ')).flatMap(withPlurals));
}

/** The words of a name, and where the name proper starts, behind any describing words. */
function describedName(key: string): { all: string[]; start: number } {
  const all = key.split(' ');
  let start = 0;
  while (start < all.length - 1 && DESCRIBING.has(all[start]!)) start++;
  return { all, start };
}

/** The food a whole name in another language is, behind describing words; with its English name. */
function foreignName(key: string): { food: Ingredient; name: string } | undefined {
  const { all, start } = describedName(key);
  const foreign = foreignFood(all.slice(start).join(' '));
  const food = foreign === undefined ? undefined : findIngredient(foreign);
  return food && foreign ? { food, name: [...all.slice(0, start), foreign].join(' ') } : undefined;
}

/** The food a whole name is, in English or another language, behind describing words; with the words a cook would write. */
function wholeName(key: string): { food: Ingredient; name: string } | undefined {
  const { all, start } = describedName(key);
  // The whole name first: "canned tomatoes" are no tomatoes.
  const english = findExactIngredient(key) ?? findExactIngredient(all.slice(start).join(' '));
  return english ? { food: english, name: key } : foreignName(key);
}

/** Each phrase the entry could be with its slips corrected, every way: none when a slip has no correction. */
function corrections(key: string): string[] {
  const all = key.split(' ');
  // No name is this long: a sentence is no slip of one.
  if (all.length > MOST_NAME_WORDS) return [];
  words ??= knownWords();
  const vocab = words;
  const options = all.map((word) => (vocab.words.has(word) ? [] : nearWords(word, vocab)));
  const slips = options.filter((near) => near.length > 0).length;
  if (slips === 0 || slips > MOST_SLIPS) return [];
  return all.reduce<string[]>(
    (phrases, word, at) => phrases.flatMap((phrase) => (options[at]!.length > 0 ? options[at]! : [word]).map((one) => (phrase === '' ? one : `${phrase} ${one}`))),
    [''],
  );
}

/** The food a slip of the keyboard means, when every correction of it means that one food. */
function corrected(key: string): { food: Ingredient; name: string } | undefined {
  const read = corrections(key).flatMap((phrase) => wholeName(phrase) ?? []);
  const foods = new Set(read.map(({ food }) => food));
  return foods.size === 1 ? read[0] : undefined;
}

/** The amount typed in front of the food's name, without a last "of": "a handful of spinach" -> "a handful". */
function amountOf(typed: string, name: string): string | undefined {
  const at = typed.toLowerCase().indexOf(name.toLowerCase());
  const amount = at > 0 ? typed.slice(0, at).replace(/\s*\bof\s*$/i, '').trim() : '';
  return amount === '' ? undefined : amount;
}

/**
 * Reads an entry: its amount, then its food by its English name, its name in Spanish, German,
 * French, Italian or Portuguese, one slip of the keyboard corrected, and last its English name's
 * last words ("fresh basil"). An entry none of these reads names no food the chef knows.
 * @example readEntry("2 chicken breasts") // { amount: "2", name: "chicken breasts", food: chicken, by: "name" }
 * @example readEntry("Pollo").name // "chicken"
 * @example readEntry("brocoli").name // "broccoli"
 */
export function readEntry(text: string): EntryReading {
  const known = readings.get(text);
  if (known) return known;
  // Bounded: a server reads every visitor's entries, and most lists repeat the same few foods.
  if (readings.size >= MOST_KEPT_READINGS) readings.clear();
  const read = readAfresh(text);
  if (text.length <= LONGEST_KEPT) readings.set(text, read);
  return read;
}

// The chef reads the same names again and again as it drafts, changes and checks a recipe.
const MOST_KEPT_READINGS = 2000;
// An entry longer than the longest the form takes is read again rather than kept.
const LONGEST_KEPT = 200;
const readings = new Map<string, EntryReading>();

function readAfresh(text: string): EntryReading {
  const typed = text.replace(/\s+/g, ' ').trim();
  const name = ingredientName(typed) || typed;
  const amount = amountOf(typed, name);
  const key = foodKey(name);
  const english = findExactIngredient(key);
  if (english) return { typed, amount, name, food: english, by: 'name' };
  const foreign = foreignName(key);
  if (foreign) return { typed, amount, ...foreign, by: 'foreign' };
  const fixed = corrected(key);
  if (fixed) return { typed, amount, ...fixed, by: 'corrected' };
  const last = findIngredient(key);
  return { typed, amount, name, food: last, by: last ? 'name' : undefined };
}
