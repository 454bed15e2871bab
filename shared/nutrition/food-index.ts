import type { Food, FoodTable } from './food-table.ts';
import { foodWords } from './food-words.ts';
import type { Portion } from './portion.ts';

// What matching and weighing look up in a table, built once per table and kept beside it: the
// foods by number, which foods each word appears in, and how dense each food is.

/** A table, indexed. */
export interface FoodIndex {
  byNdb: ReadonlyMap<number, Food>;
  /** For each word of USDA's descriptions and common names (singular), the foods it is in, by place in `table.foods`. */
  postings: ReadonlyMap<string, readonly number[]>;
  /** Each food's words, description and common names together. */
  words: readonly ReadonlySet<string>[];
  /** Each food's words before its first comma: "onion" for "Onions, raw", "wheat flour" for "Wheat flour, white, ...". */
  heads: readonly ReadonlySet<string>[];
  /** Each food's description words in order, brackets left out: "nut coconut water" for "Nuts, coconut water (liquid from coconuts)". */
  sequences: readonly (readonly string[])[];
  /** Grams per millilitre of a food with no volume portion of its own, from foods like it (see similarDensity). */
  borrowedDensity: ReadonlyMap<number, number>;
}

const cache = new WeakMap<FoodTable, FoodIndex>();

/**
 * Grams per millilitre from a food's own volume portions: an unqualified cup first ("1 cup", not
 * "1 cup, chopped"), then any cup, spoon or fluid ounce; null when it has none.
 * @example ownDensity(olive oil) // 216 / 236.6 = 0.91
 */
function ownDensity(portions: readonly Portion[]): number | null {
  const volumes = portions.filter((portion) => portion.ml !== null);
  const plain = volumes.find((portion) => portion.measure === 'cup' && portion.words.length === 0) ?? volumes.find((portion) => portion.words.length === 0) ?? volumes[0];
  return plain ? plain.grams / plain.ml! : null;
}

const append = <T>(lists: Map<string, T[]>, key: string, value: T): void => {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 1;
};

/**
 * For each food with no volume portion, the density of foods like it: the median of foods whose
 * description starts with the same word ("Spices", "Oil", "Seeds", "Soup"), else of its food
 * group, else water's 1 g/ml.
 */
function similarDensity(foods: readonly Food[], own: readonly (number | null)[], sequences: readonly (readonly string[])[]): Map<number, number> {
  const byFirst = new Map<string, number[]>();
  const byGroup = new Map<string, number[]>();
  foods.forEach((food, at) => {
    const density = own[at];
    if (density === null || density === undefined) return;
    append(byFirst, sequences[at]![0] ?? '', density);
    append(byGroup, food.category, density);
  });
  const borrowed = new Map<number, number>();
  foods.forEach((food, at) => {
    if (own[at] !== null) return;
    const like = byFirst.get(sequences[at]![0] ?? '') ?? byGroup.get(food.category);
    borrowed.set(food.ndb, like ? median(like) : 1);
  });
  return borrowed;
}

/** Indexes a table once; later calls with the same table return the same index. */
export function indexFoodTable(table: FoodTable): FoodIndex {
  const known = cache.get(table);
  if (known) return known;
  const postings = new Map<string, number[]>();
  const sequences = table.foods.map((food) => foodWords(food.description.replace(/\([^)]*\)/g, ' ')));
  const words = table.foods.map((food, at) => {
    const bracketed = food.description.match(/\([^)]*\)/g)?.join(' ') ?? '';
    const all = new Set([...sequences[at]!, ...foodWords(`${bracketed} ${food.aka ?? ''}`)]);
    for (const word of all) append(postings, word, at);
    return all;
  });
  const heads = table.foods.map((food) => new Set(foodWords(food.description.split(',')[0] ?? '')));
  const own = table.foods.map((food) => ownDensity(food.portions));
  const index: FoodIndex = {
    byNdb: new Map(table.foods.map((food) => [food.ndb, food])),
    postings,
    words,
    heads,
    sequences,
    borrowedDensity: similarDensity(table.foods, own, sequences),
  };
  cache.set(table, index);
  return index;
}
