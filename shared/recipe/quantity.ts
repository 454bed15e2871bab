import { cups, fraction, metric, ounces, spoons } from './cook-measures.ts';

// Amounts as recipes state them ("1 ½ cups", "2-3 tbsp", "500g", "2 cloves"), read by hand, one
// character at a time: a reader that walks a step tries it at every number, so it must never read
// a run of digits or spaces again from each of its characters.

/** An amount as a recipe states it: a number (or a range's low end), an optional upper end, and a canonical unit. */
export interface Quantity {
  amount: number;
  upTo?: number;
  unit: QuantityUnit;
}

/** A canonical unit; '' is a count ("3 eggs"); other countable words are kept singular ("clove", "can"). */
type QuantityUnit = 'g' | 'kg' | 'ml' | 'l' | 'tsp' | 'tbsp' | 'cup' | 'oz' | 'lb' | 'pinch' | '' | string;

// Words whose plural is not the usual "s" or "es", and counted words that stay as they are.
const IRREGULAR: Readonly<Record<string, string>> = { leaf: 'leaves', loaf: 'loaves', half: 'halves', tomato: 'tomatoes', potato: 'potatoes', mango: 'mangoes' };
const SINGULAR = Object.fromEntries(Object.entries(IRREGULAR).map(([one, many]) => [many, one]));
const UNCHANGED: ReadonlySet<string> = new Set(['fish', 'salmon', 'trout', 'cod', 'tuna', 'shrimp', 'squid', 'garlic', 'rice', 'bread', 'spinach', 'tofu', 'ginger', 'broccoli', 'kale', 'celery', 'asparagus', 'hummus', 'couscous', 'molasses', 'swiss', 'cress']);
// "cookies" are not "cookys".
const ENDS_IE: ReadonlySet<string> = new Set(['cookies', 'brownies', 'pies', 'veggies', 'smoothies', 'calories']);

/**
 * A word's simple English plural, lower case; a word it cannot safely inflect comes back as it is.
 * @example pluralOf("lemon") // "lemons"; pluralOf("bunch") // "bunches"; pluralOf("cherry") // "cherries"
 */
export function pluralOf(word: string): string {
  if (UNCHANGED.has(word) || !/^[a-z]+$/.test(word)) return word;
  if (IRREGULAR[word] !== undefined) return IRREGULAR[word];
  if (/(?:s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
}

/**
 * A plural word's singular, lower case; a word that does not read as a plural comes back as it is.
 * @example singularOf("lemons") // "lemon"; singularOf("peaches") // "peach"; singularOf("hummus") // "hummus"
 */
export function singularOf(word: string): string {
  if (UNCHANGED.has(word) || !/^[a-z]+s$/.test(word) || /(?:ss|us|is)$/.test(word)) return word;
  if (SINGULAR[word] !== undefined) return SINGULAR[word];
  if (/ies$/.test(word) && !ENDS_IE.has(word)) return `${word.slice(0, -3)}y`;
  return /(?:xes|zes|ches|shes|sses)$/.test(word) ? word.slice(0, -2) : word.slice(0, -1);
}

/**
 * The counted word to go with a new count: "lemon" for 1 becomes "lemons" for 3 and back. A word
 * whose form does not agree with the old count ("2 garlic"), or that is not a plain word, is left
 * as written. Its first letter keeps its case.
 * @example agree("Lemon", 1, 3) // "Lemons"; agree("eggs", 2, 1) // "egg"; agree("garlic", 2, 1) // "garlic"
 */
export function agree(word: string, was: number, now: number): string {
  const lower = word.toLowerCase();
  if ((was > 1) === (now > 1) || lower.slice(1) !== word.slice(1)) return word;
  // Only a word that read as plural for many, or as singular for one, is changed.
  const readsPlural = singularOf(lower) !== lower;
  if (readsPlural !== was > 1) return word;
  return word.charAt(0) + (readsPlural ? singularOf(lower) : pluralOf(lower)).slice(1);
}

const SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  g: ['g', 'gr', 'gram', 'grams', 'gramme', 'grammes'],
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'],
  ml: ['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters'],
  l: ['l', 'litre', 'litres', 'liter', 'liters'],
  tsp: ['tsp', 'tsps', 'teaspoon', 'teaspoons'],
  tbsp: ['tbsp', 'tbsps', 'tbs', 'tablespoon', 'tablespoons'],
  cup: ['cup', 'cups'],
  oz: ['oz', 'ounce', 'ounces'],
  lb: ['lb', 'lbs', 'pound', 'pounds'],
  pinch: ['pinch', 'pinches'],
};
/** Words a recipe counts things in, singular: "2 cloves garlic" counts in "clove", "1 can tomatoes" in "can". */
export const COUNTED_UNITS: ReadonlySet<string> = new Set([
  'clove', 'can', 'tin', 'jar', 'slice', 'sprig', 'stick', 'stalk', 'bunch', 'handful', 'head', 'sheet', 'leaf', 'rasher',
  'packet', 'pack', 'bag', 'knob', 'dash', 'splash', 'drop', 'pod', 'cube', 'fillet', 'bottle', 'carton', 'sachet', 'scoop', 'loaf',
]);
const UNITS = new Map<string, string>([
  ...Object.entries(SPELLINGS).flatMap(([unit, words]) => words.map((word) => [word, unit] as const)),
  ...[...COUNTED_UNITS].flatMap((unit) => [[unit, unit], [pluralOf(unit), unit]] as const),
]);
const LONGEST_UNIT = Math.max(...[...UNITS.keys()].map((word) => word.length));
const MEASURES: ReadonlySet<string> = new Set(Object.keys(SPELLINGS));

/** The unit a word alone names, or undefined: "cans" -> "can", "Tablespoon" -> "tbsp", "chickpeas" -> undefined. */
export const unitNamed = (word: string): string | undefined => UNITS.get(word.toLowerCase());

/** Whether a unit is a measure (g, ml, tsp, cup, oz...) rather than a count of things. @example isMeasure("tbsp") // true; isMeasure("clove") // false */
export const isMeasure = (unit: QuantityUnit): boolean => MEASURES.has(unit);

const VULGAR: Readonly<Record<string, number>> = {
  '½': 1 / 2, '⅓': 1 / 3, '⅔': 2 / 3, '¼': 1 / 4, '¾': 3 / 4, '⅕': 1 / 5, '⅖': 2 / 5, '⅗': 3 / 5, '⅘': 4 / 5,
  '⅙': 1 / 6, '⅚': 5 / 6, '⅛': 1 / 8, '⅜': 3 / 8, '⅝': 5 / 8, '⅞': 7 / 8,
};
// Past this many digits a number is no amount a recipe states ("11111…").
const MOST_DIGITS = 5;

const isDigit = (char: string | undefined): boolean => char !== undefined && char >= '0' && char <= '9';
/** Whether a character can start a number: a digit or a fraction sign. @example startsNumber("½") // true */
export const startsNumber = (char: string | undefined): boolean => isDigit(char) || (char !== undefined && char in VULGAR);
/** Whether a character is a letter of any script (plain comparisons first: this runs on every character of a text). @example isLetter("é") // true */
export const isLetter = (char: string | undefined): boolean =>
  char !== undefined && ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z') || (char > '\x7f' && /\p{L}/u.test(char)));
const isSpace = (char: string | undefined): boolean =>
  char === ' ' || char === '\n' || char === '\t' || char === '\r' || (char !== undefined && char > '\x7f' && /\s/.test(char));
const digitsEnd = (text: string, at: number): number => {
  while (isDigit(text[at])) at++;
  return at;
};
/** Where a run of spaces starting at `at` ends. @example spacesEnd("2  eggs", 1) // 3 */
export const spacesEnd = (text: string, at: number): number => {
  while (isSpace(text[at])) at++;
  return at;
};

/** Where the number-like run at `at` ends: a reader that finds no amount there moves past it at once. @example numberEnd("123x", 0) // 3 */
export const numberEnd = (text: string, at: number): number => (isDigit(text[at]) ? digitsEnd(text, at) : at + 1);

/** A number at `at`: "2", "1.5", "1,5", "1/2", "1½", "1 ½", "1 1/2", "1-1/2", "½". */
function readNumber(text: string, at: number): { value: number; end: number } | null {
  const sign = VULGAR[text[at] ?? ''];
  if (sign !== undefined) return { value: sign, end: at + 1 };
  const whole = digitsEnd(text, at);
  if (whole === at || whole - at > MOST_DIGITS) return null;
  const value = Number(text.slice(at, whole));
  const next = text[whole];
  if (next === '/') {
    const below = digitsEnd(text, whole + 1);
    const denominator = Number(text.slice(whole + 1, below));
    return below > whole + 1 && below - whole <= 4 && denominator > 0 ? { value: value / denominator, end: below } : null;
  }
  if ((next === '.' || next === ',') && isDigit(text[whole + 1])) {
    const end = digitsEnd(text, whole + 1);
    const digits = text.slice(whole + 1, end);
    // "1,000 g" groups thousands; "1,5 kg" is a decimal comma.
    return { value: next === ',' && digits.length === 3 ? value * 1000 + Number(digits) : Number(`${value}.${digits}`), end };
  }
  const part = VULGAR[text[next === ' ' ? whole + 1 : whole] ?? ''];
  if (part !== undefined) return { value: value + part, end: whole + (next === ' ' ? 2 : 1) };
  if ((next === ' ' || next === '-') && isDigit(text[whole + 1])) {
    const top = digitsEnd(text, whole + 1);
    const bottom = text[top] === '/' ? digitsEnd(text, top + 1) : top;
    const [numerator, denominator] = [Number(text.slice(whole + 1, top)), Number(text.slice(top + 1, bottom))];
    if (bottom > top + 1 && bottom - top <= 4 && numerator < denominator) return { value: value + numerator / denominator, end: bottom };
  }
  return { value, end: whole };
}

/** The end of a range's dash or "to" at `at` (spaces around it included), or -1. */
function rangeMark(text: string, at: number): number {
  const mark = spacesEnd(text, at);
  if ('-–—'.includes(text[mark] ?? 'x')) return spacesEnd(text, mark + 1);
  return text.startsWith('to', mark) && isSpace(text[mark + 2]) && mark > at ? spacesEnd(text, mark + 2) : -1;
}

const TSP_PER: Readonly<Record<string, number>> = { tsp: 1, tbsp: 3, cup: 48, ml: 1 / 5, l: 200 };
const SPOONS_MORE = /^ (?:plus|\+) /;

/** "½ cup plus 1 tbsp": the spoons after a cup or a spoon join its amount, in its unit. */
function withSpoonsMore(quantity: Quantity, text: string, end: number): { quantity: Quantity; end: number } {
  const joined = SPOONS_MORE.exec(text.slice(end, end + 7));
  const perTsp = TSP_PER[quantity.unit];
  if (joined === null || perTsp === undefined || quantity.upTo !== undefined || quantity.unit === 'ml' || quantity.unit === 'l') return { quantity, end };
  const more = readQuantityAt(text, end + joined[0].length);
  const morePerTsp = more === null ? undefined : TSP_PER[more.quantity.unit];
  if (more === null || morePerTsp === undefined || morePerTsp >= perTsp || more.quantity.upTo !== undefined) return { quantity, end };
  return { quantity: { amount: quantity.amount + (more.quantity.amount * morePerTsp) / perTsp, unit: quantity.unit }, end: more.end };
}

/**
 * The amount that starts at `at`, and where it ends (after its unit, before what follows); null
 * when none starts there. A count must stand apart: "8-inch", "50%" and "350°F" are not amounts.
 * @example readQuantityAt("add 2 tbsp oil", 4) // { quantity: { amount: 2, unit: "tbsp" }, end: 10 }
 */
export function readQuantityAt(text: string, at: number): { quantity: Quantity; end: number } | null {
  const low = readNumber(text, at);
  if (low === null) return null;
  const quantity: Quantity = { amount: low.value, unit: '' };
  let end = low.end;
  const mark = rangeMark(text, end);
  const high = mark < 0 ? null : readNumber(text, mark);
  if (high !== null && high.value > low.value) {
    quantity.upTo = high.value;
    end = high.end;
  }
  const word = spacesEnd(text, end);
  let wordEnd = word;
  while (wordEnd - word <= LONGEST_UNIT && isLetter(text[wordEnd])) wordEnd++;
  const unit = isLetter(text[wordEnd]) ? undefined : UNITS.get(text.slice(word, wordEnd).toLowerCase());
  // "1 tbsp. butter": the full stop of an abbreviation, not of a sentence, goes with the unit.
  const stop = text[wordEnd] === '.' && text[wordEnd + 1] === ' ' && /[a-z]/.test(text[wordEnd + 2] ?? '');
  if (unit !== undefined) return withSpoonsMore({ ...quantity, unit }, text, stop ? wordEnd + 1 : wordEnd);
  const after = text[end];
  return after === undefined || isSpace(after) || ',;:).!?'.includes(after) ? { quantity, end } : null;
}

/**
 * Reads the amount at the start of an ingredient line; null when there is none.
 * @example readQuantity("250 ml buttermilk") // { quantity: { amount: 250, unit: "ml" }, rest: "buttermilk" }
 * @example readQuantity("a pinch of salt") // null
 */
export function readQuantity(text: string): { quantity: Quantity; rest: string } | null {
  const read = readQuantityAt(text, spacesEnd(text, 0));
  return read === null ? null : { quantity: read.quantity, rest: text.slice(read.end).trim() };
}

/**
 * The quantity times a factor (both ends of a range).
 * @example scaleQuantity({ amount: 2, upTo: 3, unit: "tbsp" }, 2) // { amount: 4, upTo: 6, unit: "tbsp" }
 */
export function scaleQuantity(quantity: Quantity, factor: number): Quantity {
  const scaled: Quantity = { amount: quantity.amount * factor, unit: quantity.unit };
  if (quantity.upTo !== undefined) scaled.upTo = quantity.upTo * factor;
  return scaled;
}

// Below this a jug is no use: spoons (5 ml to the teaspoon).
const SMALL_ML = 15;
// From here a baker's 25s rather than 50s: a scaled bake keeps the balance of its flour, sugar and fat.
const FINER_FROM = 250;
const TIE = 1e-9;
const GRAMS_PER: Readonly<Record<string, number>> = { g: 1, kg: 1000, oz: 28.35, lb: 453.6 };

/**
 * The quantity's amount in `unit`, when both measure the same thing (a volume, a weight, or the
 * same counted word); null otherwise.
 * @example amountIn({ amount: 1, unit: "tbsp" }, "tsp") // 3
 * @example amountIn({ amount: 2, unit: "clove" }, "g") // null
 */
export function amountIn(quantity: Quantity, unit: QuantityUnit): number | null {
  if (quantity.unit === unit) return quantity.amount;
  for (const per of [TSP_PER, GRAMS_PER]) {
    const from = per[quantity.unit];
    const to = per[unit];
    if (from !== undefined && to !== undefined) return (quantity.amount * from) / to;
  }
  return null;
}

const halves = (value: number): number => Math.max(0.5, Math.round(value * 2) / 2);

/** One amount as a cook measures it, as its number and its unit word. */
function measured(exact: number, unit: QuantityUnit): [number: string, unit: string] {
  // Halfway between two marks rounds up, as a count does (1½ × 5 g is 8 g), unless that is more than
  // a quarter over (cook-measures.ts): 1½ × ¼ tsp is ¼ tsp, not ½.
  const amount = exact * (1 + TIE);
  let written: string;
  if (unit === 'g' || unit === 'kg') {
    const grams = amount * GRAMS_PER[unit]!;
    written = metric(grams, 'g', grams >= FINER_FROM);
  } else if (unit === 'ml' || unit === 'l') {
    const ml = unit === 'l' ? amount * 1000 : amount;
    written = ml < SMALL_ML ? spoons(ml * TSP_PER.ml!) : metric(ml, 'ml', ml >= FINER_FROM);
  } else if (unit === 'tsp' || unit === 'tbsp') written = spoons(amount * TSP_PER[unit]!);
  else if (unit === 'cup') written = amount < 0.25 ? spoons(amount * TSP_PER.cup!) : cups(amount);
  else if (unit === 'oz' || unit === 'lb') written = ounces(amount * GRAMS_PER[unit]!);
  else {
    // A pinch is a pinch: never half of one.
    const count = unit === 'pinch' ? Math.max(1, Math.round(amount)) : halves(amount);
    return [fraction(count), unit === '' ? '' : count > 1 ? pluralOf(unit) : unit];
  }
  // "½ cup plus 1 tbsp": the number is the first word, the rest goes with the unit.
  const space = written.indexOf(' ');
  const [number, word] = space < 0 ? [written, ''] : [written.slice(0, space), written.slice(space + 1)];
  // cups() says "1 cups" for 1.12 cups: the word goes with the number as written.
  return [number, word === 'cups' && number === '1' ? 'cup' : word];
}

/**
 * Writes an amount as a cook measures it, by the rules of cook-measures.ts, in the same unit
 * family; never "0", "1 0/1" or "0.33333 cups".
 * @example writeQuantity({ amount: 187.5, unit: "g" }) // "190 g"
 * @example writeQuantity({ amount: 4.5, unit: "tsp" }) // "1½ tbsp"
 * @example writeQuantity({ amount: 2, upTo: 3, unit: "clove" }) // "2-3 cloves"
 */
export function writeQuantity(quantity: Quantity): string {
  const [number, unit] = measured(quantity.amount, quantity.unit);
  const join = (amount: string, word: string) => (word === '' ? amount : `${amount} ${word}`);
  if (quantity.upTo === undefined) return join(number, unit);
  let [upper, upperUnit] = measured(quantity.upTo, quantity.unit);
  // "2-3 tsp", not "2 tsp-1 tbsp": a range of spoons is spooned with one spoon.
  if (unit === 'tsp' && upperUnit === 'tbsp') [upper, upperUnit] = [fraction(quantity.upTo * TSP_PER[quantity.unit]! * (1 + TIE)), 'tsp'];
  if (upper === number && upperUnit === unit) return join(number, unit);
  // "1-2 cloves", "¾-1 cup": one unit for both ends when they share it.
  const shared = upperUnit === unit || singularOf(upperUnit) === unit;
  return shared ? join(`${number}-${upper}`, upperUnit) : `${join(number, unit)}-${join(upper, upperUnit)}`;
}

// What a cook cuts in half; everything else counted is used whole (an egg, a can, a clove).
const HALVED_THINGS: ReadonlySet<string> = new Set([
  'lemon', 'lime', 'orange', 'grapefruit', 'onion', 'shallot', 'pepper', 'avocado', 'cucumber', 'courgette', 'zucchini',
  'aubergine', 'eggplant', 'apple', 'pear', 'mango', 'banana', 'chilli', 'chili', 'cabbage', 'squash', 'leek', 'tomato',
  'potato', 'fennel', 'celeriac', 'cauliflower', 'broccoli', 'lettuce', 'melon', 'carrot', 'parsnip', 'swede', 'turnip',
]);
const HALVED_UNITS: ReadonlySet<string> = new Set(['bunch', 'head', 'stick', 'handful']);

/**
 * A count rounded as a cook counts `thing` (the counted word or the ingredient's name): halves of
 * what a cook cuts (a lemon, an onion, a bunch; at least ½), whole numbers of the rest (eggs,
 * cans, cloves; at least 1). A measured amount is returned as it is.
 * @example roundCount({ amount: 0.5, unit: "" }, "eggs") // { amount: 1, unit: "" }
 * @example roundCount({ amount: 0.75, unit: "" }, "Red onion") // { amount: 1, unit: "" }
 */
export function roundCount(quantity: Quantity, thing: string): Quantity {
  if (isMeasure(quantity.unit)) return quantity;
  const name = thing.trimEnd();
  const word = singularOf(name.slice(name.lastIndexOf(' ') + 1).toLowerCase());
  const halved = quantity.unit === '' ? HALVED_THINGS.has(word) : HALVED_UNITS.has(quantity.unit);
  const round = halved ? halves : (value: number) => Math.max(1, Math.round(value));
  const rounded: Quantity = { amount: round(quantity.amount), unit: quantity.unit };
  if (quantity.upTo !== undefined && round(quantity.upTo) > rounded.amount) rounded.upTo = round(quantity.upTo);
  return rounded;
}

