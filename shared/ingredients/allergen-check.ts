import { ALLERGEN_WORDS, DIET_EXCLUDES, NOT_THE_ALLERGEN } from './allergen-words.ts';
import type { Allergen } from '../api/recipe-preferences.ts';
import type { RecipePreferences } from '../api/recipe-request.ts';
import { matchKey, withPlurals } from './word-match.ts';

/** One allergen a text names, with the words that gave it away. */
export interface AllergenFinding {
  allergen: Allergen;
  /** As listed, singular: ["butter", "cheese"]. */
  words: string[];
}

// Each listed term with its plural forms, keyed by the form a text may hold.
const formsOf = (terms: readonly string[]): [string, string][] =>
  terms.flatMap((term) => withPlurals(matchKey(term)).map((form): [string, string] => [form, term]));

const WORDS = new Map(Object.entries(ALLERGEN_WORDS).map(([allergen, terms]) => [allergen as Allergen, formsOf(terms)]));
// A "free from" phrase keeps its " *"; the others get their plural forms.
const exceptionForms = (phrases: readonly string[]): string[] =>
  phrases.flatMap((phrase) => (phrase.endsWith(' *') ? [`${matchKey(phrase)} *`] : formsOf([phrase]).map(([form]) => form)));
const EXCEPTIONS = new Map(
  Object.entries(NOT_THE_ALLERGEN).map(([allergen, phrases]) => [allergen as Allergen, exceptionForms(phrases)]),
);

/**
 * The listed words a matched text holds, in the order they first appear; the longest phrase is
 * kept when one holds another ("soy sauce", not also "soy").
 */
function wordsIn(key: string, forms: readonly [string, string][], present?: ReadonlySet<string>): string[] {
  const first = new Map<string, number>();
  for (const [form, term] of forms) {
    if (present && !mayHold(present, form)) continue;
    const at = key.indexOf(` ${form} `);
    if (at >= 0 && at < (first.get(term) ?? Infinity)) first.set(term, at);
  }
  const found = [...first.keys()];
  return found
    .filter((term) => !found.some((other) => other !== term && ` ${other} `.includes(` ${term} `)))
    .sort((a, b) => (first.get(a) ?? 0) - (first.get(b) ?? 0));
}

/**
 * Whether a text whose words are `present` may hold a phrase: each of its words is there. Searching
 * a long recipe only for the few listed phrases whose words it has keeps a check of a 64 kB text
 * to one reading of it, rather than one for each of the hundreds of phrases listed.
 */
function mayHold(present: ReadonlySet<string>, phrase: string): boolean {
  return phrase.split(' ').every((word) => word === '*' || present.has(word));
}

function findOne(key: string, allergen: Allergen, present: ReadonlySet<string>): string[] {
  let cleared = key;
  // Longest first, so "rice noodles" is set aside before a shorter phrase could split it.
  const exceptions = [...(EXCEPTIONS.get(allergen) ?? [])].sort((a, b) => b.length - a.length);
  for (const phrase of exceptions) {
    if (!mayHold(present, phrase)) continue;
    if (phrase.endsWith(' *')) cleared = cleared.replaceAll(new RegExp(` ${phrase.slice(0, -2)} [^ ]+(?= )`, 'g'), ' |');
    else cleared = cleared.replaceAll(` ${phrase} `, ' | ');
  }
  return wordsIn(cleared, WORDS.get(allergen) ?? [], present);
}

// A line that lists what the recipe does without ("Left out: Butter, Eggs and Milk").
const LEFT_OUT_LINE = /^[\s*_#>-]*(?:left out|leaves out|leave out|omitted|not used|without|free from|contains no)\b.*$/iu;
// Words that say what follows is not in the dish ("without milk", "instead of butter", "no eggs, milk
// or cream"): the list after them, to its first word that is not a name or a joining word.
const LEFT_OUT_WORDS =
  /\b(?:without|no|instead of|in place of|free (?:from|of)|omit(?:ted|ting)?|leav(?:e|ing) out|skip(?:ping)?)\s+(?:(?:the|any|a|an)\s+)?[\p{L}'-]+(?:\s*(?:,|&|\band\b|\bor\b|\bnor\b)\s*(?:(?:the|any)\s+)?[\p{L}'-]+)*/giu;

/** A line of a recipe without what it says the dish goes without: an allergen named there is not used. */
const withoutLeftOut = (line: string): string => (LEFT_OUT_LINE.test(line) ? '' : line.replace(LEFT_OUT_WORDS, ' '));

/**
 * The allergens among `allergies` that a text (a recipe, an ingredient) names, in the order
 * asked, each with the words found. Matches whole words and their plurals, so "peanuts" is not a
 * tree nut and "eggplant" is not an egg; plant milks are not milk; and what the text says is left
 * out ("Left out: Eggs", "without milk", "egg-free") is not there.
 * @example findAllergens("Melt the butter, add 2 eggs", ["milk", "eggs", "fish"])
 *   // [{ allergen: "milk", words: ["butter"] }, { allergen: "eggs", words: ["egg"] }]
 */
export function findAllergens(text: string, allergies: readonly Allergen[]): AllergenFinding[] {
  // Checked on every update of a streaming recipe: no allergies, nothing to read.
  if (allergies.length === 0) return [];
  // Spaces around every line, so words at either end are whole words too.
  const key = ` ${text
    .split('\n')
    .map((line) => matchKey(withoutLeftOut(line)))
    .join(' | ')} `;
  const present = new Set(key.split(' '));
  return allergies.flatMap((allergen) => {
    const words = findOne(key, allergen, present);
    return words.length > 0 ? [{ allergen, words }] : [];
  });
}

const MEAT_FORMS = new Map(Object.entries(DIET_EXCLUDES).map(([diet, { words }]) => [diet, formsOf(words)]));

/**
 * Whether an ingredient breaks any of the visitor's diets or allergies.
 * @example breaksPreferences("Butter", { diet: ["vegan"] }) // true
 * @example breaksPreferences("Olive oil", { diet: ["vegan"], allergies: ["milk"] }) // false
 */
export function breaksPreferences(name: string, { diet = [], allergies = [] }: Pick<RecipePreferences, 'diet' | 'allergies'>): boolean {
  const excluded = new Set<Allergen>([...allergies, ...diet.flatMap((one) => DIET_EXCLUDES[one].allergens)]);
  if (findAllergens(name, [...excluded]).length > 0) return true;
  const key = ` ${matchKey(name)} `;
  return diet.some((one) => wordsIn(key, MEAT_FORMS.get(one) ?? []).length > 0);
}
