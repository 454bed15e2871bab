import { PANTRY_DATA, type IngredientCategory } from './pantry-knowledge-data.ts';

export type { IngredientCategory };

/** Whether an ingredient belongs in sweet dishes, savoury ones, or both. */
export type Flavour = 'sweet' | 'savoury' | 'both';

/** One known ingredient and how a cook would handle it. */
export interface Ingredient {
  /** Canonical lower-case name, e.g. "green onion". */
  readonly name: string;
  readonly category: IngredientCategory;
  readonly flavour: Flavour;
  /** How to prepare it, "" for nothing; a "%" stands for "the <ingredient>" ("cut % into florets"). */
  readonly prep: string;
  /** How it looks when cooked in a pan ("golden") and roughly how long that takes. */
  readonly cook: { readonly until: string; readonly minutes: number } | undefined;
  /** Rough amount for one serving; 0 means "to taste". */
  readonly perServing: number;
  /** Unit of perServing: "g", "ml", "tbsp", "clove"...; "" for a count. */
  readonly unit: string;
  readonly synonyms: readonly string[];
}

const SWEET_LEANING: ReadonlySet<IngredientCategory> = new Set([
  'egg', 'dairy', 'fruit', 'fat', 'sweetener', 'nut', 'baking',
]);
const FLAVOUR_MARKS: Readonly<Record<string, Flavour>> = { '~': 'sweet', '+': 'both', '!': 'savoury' };

function parseLine(category: IngredientCategory, line: string): Ingredient {
  const [names = '', prep = '', cook = '', amount = ''] = line.split('|');
  const mark = FLAVOUR_MARKS[names.charAt(0)];
  const [name = '', ...synonyms] = (mark ? names.slice(1) : names).split(',');
  const cookWords = cook.split(' ');
  const minutes = Number(cookWords.pop());
  const [quantity = '0', unit = ''] = amount.split(' ');
  return {
    name,
    category,
    flavour: mark ?? (SWEET_LEANING.has(category) ? 'both' : 'savoury'),
    prep: prep === '-' ? '' : prep,
    cook: cook === '-' ? undefined : { until: cookWords.join(' '), minutes },
    perServing: Number(quantity),
    unit,
    synonyms,
  };
}

const ENTRIES: readonly Ingredient[] = Object.entries(PANTRY_DATA).flatMap(([category, block]) =>
  block.split('\n').map((line) => parseLine(category as IngredientCategory, line.trim())),
);

/**
 * Lower case, single spaces, no accents or curly quotes, so typed variants meet one key.
 * @example lookupKey("  Crème  Fraîche ") // "creme fraiche"
 */
export function lookupKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Singular guesses for the last word, most likely first: "berries" -> "berry", "leaves" -> "leaf". */
function singulars(phrase: string): string[] {
  const guesses: string[] = [];
  if (phrase.endsWith('ies')) guesses.push(`${phrase.slice(0, -3)}y`);
  if (phrase.endsWith('ves')) guesses.push(`${phrase.slice(0, -3)}f`, `${phrase.slice(0, -3)}fe`);
  if (phrase.endsWith('es')) guesses.push(phrase.slice(0, -2));
  if (phrase.endsWith('s') && !phrase.endsWith('ss')) guesses.push(phrase.slice(0, -1));
  return guesses;
}

function buildIndex(): Map<string, Ingredient> {
  const index = new Map<string, Ingredient>();
  const names = ENTRIES.flatMap((entry) => [entry.name, ...entry.synonyms].map((n) => [lookupKey(n), entry] as const));
  // Exact names first, so a guessed singular never hides a real name ("peppers" vs "pepper").
  for (const [key, entry] of names) if (!index.has(key)) index.set(key, entry);
  for (const [key, entry] of names) {
    for (const guess of singulars(key)) if (!index.has(guess)) index.set(guess, entry);
  }
  return index;
}

const INDEX = buildIndex();

/**
 * The most words any known name has ("corn on the cob"): a name's end longer than this is no
 * known name, so a lookup reads no further back, whatever the length of the text it is given.
 */
export const LONGEST_NAME_WORDS = Math.max(...[...INDEX.keys()].map((key) => key.split(' ').length));

/** Words that name a part or a form rather than the ingredient: "basil leaves", "salmon fillets". */
export const GENERIC_TAILS: ReadonlySet<string> = new Set(['leaves', 'leaf', 'fillet', 'fillets', 'florets', 'sprigs', 'pieces', 'chunks', 'slices']);

function lookupPhrase(phrase: string): Ingredient | undefined {
  const exact = INDEX.get(phrase);
  if (exact) return exact;
  for (const guess of singulars(phrase)) {
    const hit = INDEX.get(guess);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The known ingredient a whole name is, in either number, with a part's name behind it or not
 * ("basil leaves"); undefined when only its last words name one ("fresh basil").
 * @example findExactIngredient("Spring onions")?.name // "green onion"
 */
export function findExactIngredient(name: string): Ingredient | undefined {
  const words = lookupKey(name).split(' ').filter((word) => word !== '');
  if (words.length === 0) return undefined;
  const hit = lookupPhrase(words.join(' '));
  if (hit || words.length === 1 || !GENERIC_TAILS.has(words.at(-1)!)) return hit;
  return lookupPhrase(words.slice(0, -1).join(' '));
}

/**
 * Finds a known ingredient by any name a visitor might type: any case, plural or singular,
 * common synonyms, extra words in front ("fresh basil") or a part's name behind ("basil leaves").
 * @example findIngredient(" Spring Onions ")?.name // "green onion"
 */
export function findIngredient(name: string): Ingredient | undefined {
  const words = lookupKey(name).split(' ').filter((word) => word !== '');
  const phrases = [words];
  if (words.length > 1 && GENERIC_TAILS.has(words.at(-1) ?? '')) phrases.push(words.slice(0, -1));
  for (const phrase of phrases) {
    // The head noun comes last in English, so drop leading words one at a time, from the
    // longest end a known name can be.
    for (let start = Math.max(0, phrase.length - LONGEST_NAME_WORDS); start < phrase.length; start++) {
      const hit = lookupPhrase(phrase.slice(start).join(' '));
      if (hit) return hit;
    }
  }
  return undefined;
}

/** Every known ingredient, in the knowledge base's order. */
export function allIngredients(): readonly Ingredient[] {
  return ENTRIES;
}

/** The canonical names of all known ingredients, sorted, for suggestions. */
export function knownIngredientNames(): string[] {
  return ENTRIES.map((entry) => entry.name).sort((a, b) => a.localeCompare(b, 'en'));
}
