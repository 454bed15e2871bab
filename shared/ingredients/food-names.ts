// The foreign-name table (food-names-data.ts) read once into an index: a name typed in Spanish,
// German, French, Italian or Portuguese, to the pantry table's name of the food it means.
import { FOOD_NAMES } from './food-names-data.ts';
import { lookupKey } from './pantry-knowledge.ts';

/**
 * The key a typed name is looked up by: lookupKey's, with the letters no accent mark makes
 * written out ("Süßkartoffel" is "susskartoffel", "œufs" is "oeufs").
 * @example foodKey(" Bœuf  Haché ") // "boeuf hache"
 */
export function foodKey(text: string): string {
  return lookupKey(text.replace(/ß/g, 'ss').replace(/œ/gi, 'oe').replace(/æ/gi, 'ae'));
}

/** The table's rows: the pantry name, then each language's names. */
export function foodNameRows(): { food: string; names: string[][] }[] {
  return FOOD_NAMES.split('\n').map((line) => {
    const [food = '', ...columns] = line.split('|');
    return { food, names: columns.map((column) => (column === '-' ? [] : column.split(','))) };
  });
}

function buildIndex(): Map<string, string> {
  const index = new Map<string, string>();
  const clashes = new Set<string>();
  for (const { food, names } of foodNameRows()) {
    for (const name of names.flat()) {
      const key = foodKey(name);
      const known = index.get(key);
      if (known !== undefined && known !== food) clashes.add(key);
      index.set(key, food);
    }
  }
  // A name two foods share is read as neither: the chef never picks one by a guess.
  for (const key of clashes) index.delete(key);
  return index;
}

let index: Map<string, string> | undefined;

/**
 * The pantry name of a food typed in another language, by its whole name; undefined when the
 * table does not have it.
 * @example foreignFood("Hähnchen") // "chicken"
 */
export function foreignFood(name: string): string | undefined {
  index ??= buildIndex();
  return index.get(foodKey(name));
}

/** Every foreign name's key, for the words a misspelling is held against. */
export function foreignKeys(): IterableIterator<string> {
  index ??= buildIndex();
  return index.keys();
}
