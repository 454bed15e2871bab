import { ingredientName, namesIn, shoppingLine } from './ingredient-name.ts';
import { findIngredient, lookupKey, type Ingredient } from './pantry-knowledge.ts';
import { matchKey, withPlurals } from './word-match.ts';

// What nearly every kitchen has, so a shopping list never asks for it: the knowledge base's names.
const STAPLES: ReadonlySet<string> = new Set(['salt', 'black pepper', 'water', 'olive oil', 'vegetable oil']);

/** An ingredient line of a recipe, held against the visitor's list. */
export interface CheckedIngredient {
  /** The line as the recipe gives it: "2 tbsp olive oil". */
  line: string;
  /** The item of the visitor's list it is, or a kind of; null when none is. */
  have: string | null;
  /** Whether it is something nearly every kitchen has (salt, pepper, water, cooking oil). */
  staple: boolean;
}

const words = (text: string): string[] => matchKey(text).split(' ').filter(Boolean);

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

/**
 * Whether a recipe's ingredient is a list item or a kind of it. A kind of it ends with its words
 * ("cherry tomatoes" is a tomato; "peanut butter" is not a peanut), unless the knowledge base
 * knows the longer name as something else altogether ("peanut butter" is not a butter, "coconut
 * milk" not a milk); synonyms count too ("spring onions" are "scallions").
 */
export function isKindOf(ingredient: string, item: string): boolean {
  const mine = words(item);
  const theirs = words(ingredient);
  if (mine.length === 0 || theirs.length === 0) return false;
  const tail = theirs.slice(-mine.length);
  if (tail.length === mine.length && tail.every((word, index) => sameWord(word, mine[index]!))) {
    // The longest known name at its end: "crunchy peanut butter" is peanut butter.
    const known = findIngredient(ingredient);
    const listed = findIngredient(item);
    return !(known && listed && known !== listed && known.category !== listed.category);
  }
  const listed = entryFor(item);
  return listed !== undefined && listed === entryFor(ingredient);
}

/** Whether a name is something nearly every kitchen has: salt, pepper, water, a cooking oil. */
export function isStaple(name: string): boolean {
  const known = findIngredient(name);
  return known !== undefined && STAPLES.has(known.name);
}

/**
 * Holds each ingredient line of a recipe against the visitor's list: which item of it the line is
 * (or a kind of), and whether it is a staple. A line naming two things ("Salt and pepper") is had
 * when either is, and a staple when both are.
 * @example checkIngredients(["2 cherry tomatoes, halved", "1 tbsp peanut butter"], ["Tomato", "Peanut"]) // have: "Tomato", then null
 */
export function checkIngredients(lines: readonly string[], list: readonly string[]): CheckedIngredient[] {
  return lines.map((written) => {
    // A recipe the offline chef wrote before the page marked recipes itself said so in its text.
    const line = written.replace(/\s*\(you have this\)/giu, '');
    const names = namesIn(ingredientName(line));
    const have = list.find((item) => names.some((name) => isKindOf(name, item))) ?? null;
    return { line, have, staple: names.length > 0 && names.every(isStaple) };
  });
}

/**
 * What to buy: the lines not on the list and not staples, as they go on a shopping list.
 * @example shoppingList(checkIngredients(["200 g pasta, cooked", "Salt"], [])) // ["200 g pasta"]
 */
export function shoppingList(checked: readonly CheckedIngredient[]): string[] {
  return checked.filter((one) => one.have === null && !one.staple).map((one) => shoppingLine(one.line));
}
