import { allIngredients } from '../ingredients/pantry-knowledge.ts';
import { FOOD_ALIAS_DATA } from './food-aliases-data.ts';
import { foodWords, plainWords } from './food-words.ts';

// The alias table: the words recipes use for a food, each to the one USDA food it is counted as.
// USDA's names are inverted and formal ("Oil, olive, salad or cooking"), so the foods recipes use
// most are chosen by hand (food-aliases-data.ts) and searched before USDA's own names.

/** What a line may say about the state of a food, which makes it another USDA food. */
export type FoodState = 'cooked' | 'canned' | 'whole' | 'dried' | 'frozen' | 'juice' | 'zest';
const STATES: readonly FoodState[] = ['cooked', 'canned', 'whole', 'dried', 'frozen', 'juice', 'zest'];

/** One alias line: the food, and how to count it where USDA says too little. */
export interface FoodAlias {
  ndb: number;
  /** USDA has no such food, and this close one is counted in its place. */
  standIn: boolean;
  /** Grams in one, when a line counts it and USDA names no usable size; null to use USDA's portions. */
  each: number | null;
  /** Grams in one counted unit ("stalk", "slice", "fillet"), ahead of USDA's portions. */
  perUnit: Readonly<Record<string, number>>;
  /** The share eaten of what a recipe weighs: 1, or less for shellfish bought in the shell. */
  edible: number;
  /** The share left of a can's stated weight once drained ("2 x 145g tins tuna, drained"): 1 unless the data says. */
  drained: number;
  /** The USDA food for each state the line may name. */
  states: Readonly<Partial<Record<FoodState, number>>>;
}

/**
 * Foods USDA SR28 has neither in name nor in a close stand-in, as singular words: a line naming one
 * stays unmatched rather than meet a food its words share ("curry paste" is not curry powder).
 * The pantry knowledge's names among them, and a few leaves cooks use.
 */
export const NOT_IN_USDA: ReadonlySet<string> = new Set([
  'seitan', 'sumac', 'curry paste', 'harissa', 'gochujang', 'chutney', 'lime leaf', 'kaffir lime leaf', 'makrut lime leaf', 'curry leaf',
]);

/** One data line: "15164 edible=0.25 | mussel". */
function aliasLine(line: string): { alias: FoodAlias; names: string[] } {
  const [head = '', names = ''] = line.split('|');
  const [ndb = '', ...flags] = head.trim().split(/\s+/);
  const alias = { ndb: Number(ndb), standIn: false, each: null as number | null, perUnit: {} as Record<string, number>, edible: 1, drained: 1, states: {} as Partial<Record<FoodState, number>> };
  for (const flag of flags) {
    const [key = '', value = ''] = flag.split('=');
    if (flag === '~') alias.standIn = true;
    else if (flag.startsWith('@')) alias.each = Number(flag.slice(1));
    else if (key === 'edible') alias.edible = Number(value);
    else if (key === 'drained') alias.drained = Number(value);
    else if ((STATES as readonly string[]).includes(key)) alias.states[key as FoodState] = Number(value);
    else alias.perUnit[key] = Number(value);
  }
  return { alias, names: names.split(',').map((name) => name.trim()).filter(Boolean) };
}

/** The aliases by their words as written and by their singular words: "peppers" (bell) is not "pepper" (black). */
function buildAliases(): { written: Map<string, FoodAlias>; singular: Map<string, FoodAlias>; byNdb: Map<number, FoodAlias> } {
  const written = new Map<string, FoodAlias>();
  const singular = new Map<string, FoodAlias>();
  const byNdb = new Map<number, FoodAlias>();
  const add = (name: string, alias: FoodAlias) => {
    const asWritten = plainWords(name).join(' ');
    const one = foodWords(name).join(' ');
    if (!written.has(asWritten)) written.set(asWritten, alias);
    if (!singular.has(one)) singular.set(one, alias);
  };
  for (const line of FOOD_ALIAS_DATA.split('\n')) {
    if (line.trim() === '') continue;
    const { alias, names } = aliasLine(line);
    for (const name of names) add(name, alias);
    if (!byNdb.has(alias.ndb)) byNdb.set(alias.ndb, alias);
  }
  // The pantry knowledge's synonyms mean what its name means, unless the table names them, in any
  // number: "chicken thighs" are the table's chicken thighs, not the pantry's chicken.
  for (const entry of allIngredients()) {
    const alias = singular.get(foodWords(entry.name).join(' '));
    for (const name of entry.synonyms) if (alias && !singular.has(foodWords(name).join(' '))) add(name, alias);
  }
  return { written, singular, byNdb };
}

const ALIASES = buildAliases();

/** The most words an alias has: a span of a line longer than this is no alias. */
export const LONGEST_ALIAS_WORDS = Math.max(...[...ALIASES.singular.keys()].map((key) => key.split(' ').length));

/** The alias for a run of words, given as written and as singular ("red peppers", "red pepper"). */
export function aliasOfWords(written: string, singular: string): FoodAlias | undefined {
  return ALIASES.written.get(written) ?? ALIASES.singular.get(singular);
}

/**
 * The alias for a whole name, if the table has one.
 * @example aliasFor("Cherry Tomatoes")?.ndb // 11529
 */
export function aliasFor(name: string): FoodAlias | undefined {
  return aliasOfWords(plainWords(name).join(' '), foodWords(name).join(' '));
}

/** The first alias line for a USDA food, for its counting hints when a line's state leads to it ("zest of 1 lemon"). */
export const aliasOfFood = (ndb: number): FoodAlias | undefined => ALIASES.byNdb.get(ndb);
