import { ingredientName, namesIn, shoppingLine } from './ingredient-name.ts';
import { findIngredient, GENERIC_TAILS, LONGEST_NAME_WORDS, lookupKey, type Ingredient } from './pantry-knowledge.ts';
import { readEntry } from './read-entry.ts';
import { matchKey, withPlurals } from './word-match.ts';

// What nearly every kitchen has, so a shopping list never asks for it. Named one by one rather
// than by the knowledge base, whose lookup would take "truffle oil" for oil and "celery salt" for salt.
const STAPLES: ReadonlySet<string> = new Set([
  'salt', 'sea salt', 'kosher salt', 'table salt', 'sea salt flakes', 'black pepper', 'pepper', 'water', 'oil', 'cooking oil',
  'neutral oil', 'olive oil', 'extra virgin olive oil', 'vegetable oil', 'sunflower oil', 'canola oil', 'rapeseed oil',
]);
// Words before a staple that leave it the staple: "freshly ground black pepper", "flaky sea salt", "cold water".
const STAPLE_DESCRIPTIONS = /^(?:(?:fresh|freshly|ground|cracked|fine|finely|coarse|coarsely|flaky|cold|warm|hot|boiling|lukewarm|iced?|salted|good|quality)\s+)*/u;

// Foods a cook means one thing by, so another food named in front makes something else of them, made
// of that food: almond milk is no milk, peanut butter no butter, coconut water no water, rice flour no
// flour, cream cheese no cheese. A kind of oil or stock is still oil or stock ("olive oil", "chicken stock").
const ONE_THING: ReadonlySet<string> = new Set(['milk', 'butter', 'cream', 'yogurt', 'cheese', 'water', 'flour']);
// Words in front that say a food stands in for the one it is named after: "vegan butter", "plant-based milk".
const STAND_IN = /\b(?:vegan|plant|dairy free|non dairy|nondairy)\b/u;
// Names short for one thing rather than a family: "pepper" is black pepper, so the knowledge
// base's "cayenne pepper" is no pepper, where its "olive oil" is still an oil.
const SHORT_FOR_ONE: ReadonlySet<string> = new Set(['pepper']);

/** An ingredient line of a recipe, held against the visitor's list. */
export interface CheckedIngredient {
  /** The line as the recipe gives it: "2 tbsp olive oil". */
  line: string;
  /** The item of the visitor's list it is, or a kind of; null when none is. */
  have: string | null;
  /** Whether it is something nearly every kitchen has (salt, pepper, water, cooking oil). */
  staple: boolean;
}

/** A name's words, without a part's name behind them: "fresh basil leaves" -> fresh, basil. */
function words(text: string): string[] {
  const all = matchKey(text).split(' ').filter(Boolean);
  return all.length > 1 && GENERIC_TAILS.has(all.at(-1)!) ? all.slice(0, -1) : all;
}

/** "tomato" and "tomatoes", "berry" and "berries": the same word in its two numbers. */
function sameWord(a: string, b: string): boolean {
  const forms = (word: string) => [...withPlurals(word), `${word}es`];
  return a === b || forms(a).includes(b) || forms(b).includes(a);
}

/** The knowledge base's entry for a whole name, not for its last words ("peanut butter", not "butter"). */
function entryFor(name: string): Ingredient | undefined {
  const found = findIngredient(name);
  if (!found) return undefined;
  const key = lookupKey(name);
  const names = [found.name, ...found.synonyms];
  return names.some((known) => withPlurals(known).includes(key) || known === key || `${known}es` === key) ? found : undefined;
}

/** An item of the visitor's list, read once for every line held against it. */
interface ListItem {
  readonly words: readonly string[];
  /** The entry for the whole item ("peanut butter"), not for its last words. */
  readonly entry: Ingredient | undefined;
  /** That entry, else the one its last words name. */
  readonly listed: Ingredient | undefined;
}

function readItem(item: string): ListItem {
  // The food without its amount ("2 chicken breasts" are chicken breasts), in English where it was
  // typed in another language or with a slip ("pollo" is chicken).
  const read = readEntry(item);
  const mine = words(read.name);
  const entry = mine.length === 0 ? undefined : entryFor(mine.join(' '));
  return { words: mine, entry, listed: entry ?? read.food };
}

/** A name a recipe's line gives, read once for every item it is held against; its lookups made when first asked. */
interface LineName {
  readonly words: readonly string[];
  /** The entry for the whole of its last `count` words. */
  entryOfEnd: (count: number) => Ingredient | undefined;
  /** What the knowledge base knows the whole name as. */
  known: () => Ingredient | undefined;
}

function readName(name: string): LineName {
  const theirs = words(name);
  const ends = new Map<number, Ingredient | undefined>();
  let known: Ingredient | undefined | null = null;
  return {
    words: theirs,
    // An end longer than any known name is none.
    entryOfEnd: (count) => {
      if (count > LONGEST_NAME_WORDS) return undefined;
      if (!ends.has(count)) ends.set(count, entryFor(theirs.slice(-count).join(' ')));
      return ends.get(count);
    },
    known: () => (known === null ? (known = findIngredient(theirs.join(' '))) : known),
  };
}

/** Whether the name's words from `start` on name the item: its words in either number, or another of the knowledge base's names for it. */
function namesFrom(name: LineName, start: number, item: ListItem): boolean {
  const count = name.words.length - start;
  if (count === item.words.length && item.words.every((word, index) => sameWord(name.words[start + index]!, word))) return true;
  return item.entry !== undefined && name.entryOfEnd(count) === item.entry;
}

function isKind(name: LineName, item: ListItem): boolean {
  const theirs = name.words;
  const { words: mine, listed } = item;
  if (mine.length === 0) return false;
  // The longest end of the ingredient's name that names the item: "chicken thighs" in "boneless skinless chicken thighs".
  // Only an end as long as the item, or as a known name, can name it, so none longer is tried:
  // a name of a thousand words costs no more than one of ten.
  const first = Math.max(0, theirs.length - Math.max(mine.length, LONGEST_NAME_WORDS));
  let at = -1;
  for (let start = first; start < theirs.length && at === -1; start++) if (namesFrom(name, start, item)) at = start;
  if (at === -1) return false;
  if (at === 0) return true;
  if (!listed) return true;
  const known = name.known();
  if (known && known !== listed && known.category !== listed.category) return false;
  if (known && known !== listed && at === theirs.length - 1 && [...SHORT_FOR_ONE].some((short) => sameWord(short, theirs[at]!))) return false;
  if (!ONE_THING.has(listed.name)) return true;
  const front = theirs.slice(0, at).join(' ');
  if (STAND_IN.test(front)) return false;
  // What it is made of, in the name as written or in the knowledge base's own ("soya milk" is "soy milk").
  const sources = [front, known && known !== listed ? known.name.split(' ').slice(0, -1).join(' ') : ''];
  return !sources.some((source) => {
    const food = source === '' ? undefined : findIngredient(source);
    return food !== undefined && food !== known && food !== listed;
  });
}

/**
 * Whether a recipe's ingredient is a list item or a kind of it: its name ends with the item's
 * ("cherry tomatoes" are tomatoes; "peanut butter" is no peanut) or with another name for it
 * ("spring onions" are "scallions"), unless the words in front make it something else: the
 * knowledge base knows it as something else altogether ("coconut milk" is no milk, "cayenne pepper"
 * no pepper), or they name
 * what it is made of, or stand in for, where the item is one thing ("almond milk", "vegan butter").
 */
export function isKindOf(ingredient: string, item: string): boolean {
  return isKind(readName(ingredient), readItem(item));
}

/** Whether a name is something nearly every kitchen has: salt, pepper, water, a cooking oil. */
export function isStaple(name: string): boolean {
  return STAPLES.has(matchKey(name).replace(STAPLE_DESCRIPTIONS, ''));
}

// A food's name is a handful of words ("freshly ground black pepper"), and a line names one or two
// ("vegetable or sunflower oil"): the pantry check reads no more than this of a line's end, so a line
// of thousands of words costs it no more than one of a dozen.
const MAX_NAME_WORDS = 12;

/** The last MAX_NAME_WORDS words of a name, a "/" between two counting as a space does. */
function nameEnd(name: string): string {
  return name.split(/(?<=[\s/])(?=[^\s/])/).slice(-MAX_NAME_WORDS).join('');
}

/**
 * The things a line names, each whole: a last word two share goes to both ("vegetable or
 * sunflower oil" is vegetable oil or sunflower oil, "chicken or vegetable stock" no chicken),
 * where the first is no food of its own or the knowledge base knows it with that word.
 */
function namesOf(line: string): string[] {
  const parts = namesIn(nameEnd(ingredientName(line)));
  const last = parts.at(-1)?.split(' ') ?? [];
  if (parts.length < 2 || last.length < 2) return parts;
  return parts.map((part, index) => {
    if (index === parts.length - 1 || part.includes(' ')) return part;
    // No known name is longer than LONGEST_NAME_WORDS, the part's own word included.
    for (let take = 1; take < Math.min(last.length, LONGEST_NAME_WORDS); take++) {
      const whole = `${part} ${last.slice(-take).join(' ')}`;
      if (entryFor(whole)) return whole;
    }
    return findIngredient(part) ? part : `${part} ${last.at(-1)}`;
  });
}

/**
 * The most ingredient lines of a recipe the pantry check reads: a recipe lists a few dozen, and each
 * line is held against every item of the visitor's list, so a "recipe" of thousands of lines would
 * cost thousands of times that. Past this, its lines are not checked.
 */
export const MAX_CHECKED_LINES = 100;

// Starts only where a run of spaces does, so a long run is read once rather than from each of its spaces.
const YOU_HAVE_THIS = /(?<!\s)\s*\(you have this\)/giu;

/**
 * Holds each ingredient line of a recipe against the visitor's list: which item of it the line is
 * (or a kind of), and whether it is a staple. A line naming two things ("Salt and pepper") is had
 * when either is, and a staple when both are.
 * @example checkIngredients(["2 cherry tomatoes, halved", "1 tbsp peanut butter"], ["Tomato", "Peanut"]) // have: "Tomato", then null
 */
export function checkIngredients(lines: readonly string[], list: readonly string[]): CheckedIngredient[] {
  const items = list.map(readItem);
  return lines.slice(0, MAX_CHECKED_LINES).map((written) => {
    // A recipe the offline chef wrote before the page marked recipes itself said so in its text.
    const line = written.replace(YOU_HAVE_THIS, '');
    const parts = namesOf(line);
    const names = parts.map(readName);
    const at = items.findIndex((item) => names.some((name) => isKind(name, item)));
    return { line, have: at === -1 ? null : list[at]!, staple: parts.length > 0 && parts.every(isStaple) };
  });
}

/**
 * What to buy: the lines not on the list and not staples, as they go on a shopping list.
 * @example shoppingList(checkIngredients(["200 g pasta, cooked", "Salt"], [])) // ["200 g pasta"]
 */
export function shoppingList(checked: readonly CheckedIngredient[]): string[] {
  return checked.filter((one) => one.have === null && !one.staple).map((one) => shoppingLine(one.line));
}
