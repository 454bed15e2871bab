import { normaliseIngredient } from '../../shared/ingredients/ingredients.ts';
import { allIngredients, lookupKey, type Ingredient } from '../../shared/ingredients/pantry-knowledge.ts';
import { readEntry } from '../../shared/ingredients/read-entry.ts';

/** How many suggestions the box shows at most: enough to choose from, few enough to scan. */
export const MAX_SUGGESTIONS = 6;

/** A name and its singular guesses: "tomatoes" -> ["tomatoes", "tomatoe", "tomato"]. */
function withSingulars(name: string): string[] {
  const forms = [name];
  if (name.endsWith('s')) forms.push(name.slice(0, -1));
  if (name.endsWith('es')) forms.push(name.slice(0, -2));
  if (name.endsWith('ies')) forms.push(`${name.slice(0, -3)}y`);
  return forms;
}

interface KnownName {
  /** As stored: "green onion". */
  name: string;
  /** For matching what is typed. */
  key: string;
  /** The key and its singular guesses, for matching what is already listed. */
  forms: readonly string[];
}

// Every name of each known ingredient, canonical name first; a plain plural of another of its
// names is left out, so "Tomato" is offered once rather than as "Tomato" and "Tomatoes".
const ENTRIES: readonly Ingredient[] = allIngredients();
const NAME_GROUPS: readonly (readonly KnownName[])[] = ENTRIES.map((entry) => {
  const names = [entry.name, ...entry.synonyms];
  return names
    .filter((name) => !withSingulars(name).slice(1).some((form) => names.includes(form)))
    .map((name) => ({ name, key: lookupKey(name), forms: withSingulars(lookupKey(name)) }));
});

// 0: the name starts with what was typed; 1: a later word does; undefined: no match.
function matchRank(key: string, query: string): 0 | 1 | undefined {
  if (key.startsWith(query)) return 0;
  if (key.includes(` ${query}`)) return 1;
  return undefined;
}

/**
 * Known ingredients for what the visitor has typed so far, at most one name per ingredient and
 * none for an ingredient already listed under any of its names ("Tomatoes" covers "Tomato"):
 * names that start with the text first, then names with a later word that does, shorter names
 * first within each. Names come as the list would show them.
 * @example suggestIngredients("onio", []) // ["Onion", "Red onion", "Green onion"]
 */
export function suggestIngredients(typed: string, onList: readonly string[]): string[] {
  const query = lookupKey(typed);
  if (query === '') return [];
  const taken = new Set(onList.flatMap((name) => withSingulars(lookupKey(name))));
  // What is listed in another language or with a slip is listed too: "pollo" covers chicken.
  const listed = new Set(onList.map((name) => readEntry(name).food));
  const isTaken = (order: number): boolean =>
    listed.has(ENTRIES[order]) || NAME_GROUPS[order]!.some(({ forms }) => forms.some((form) => taken.has(form)));
  // Typed in another language, it is that food and no other: "pollo" is chicken, never pollock.
  const read = readEntry(typed);
  const meant = read.food === undefined || read.by === 'name' ? -1 : ENTRIES.indexOf(read.food);
  if (read.by === 'foreign') return meant === -1 || isTaken(meant) ? [] : [shown(read.food!.name)];
  const found: { name: string; rank: number; order: number }[] = [];
  NAME_GROUPS.forEach((names, order) => {
    if (order === meant || isTaken(order)) return;
    let best: { name: string; rank: number } | undefined;
    for (const { name, key } of names) {
      const rank = matchRank(key, query);
      if (rank === undefined) continue;
      if (!best || rank < best.rank || (rank === best.rank && name.length < best.name.length)) best = { name, rank };
    }
    if (best) found.push({ ...best, order });
  });
  // With a slip corrected, the food it means comes first ("brocoli" is broccoli), unless names
  // start with what is typed so far: "scal" is on its way to scallops.
  if (meant !== -1 && !isTaken(meant)) found.push({ name: read.food!.name, rank: found.some(({ rank }) => rank === 0) ? 2 : -1, order: meant });
  found.sort((a, b) => a.rank - b.rank || a.name.length - b.name.length || a.order - b.order);
  return found.slice(0, MAX_SUGGESTIONS).map(({ name }) => shown(name));
}

/** A name as the list shows it: "green onion" -> "Green onion". */
const shown = (name: string): string => normaliseIngredient(name) ?? name;
