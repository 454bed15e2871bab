import { ALL_YOU_HAVE, youHave } from './on-hand-note.ts';
import { cups, metric, MOST_ROUNDED_UP, spoonMark, spoons, usWeight, volume } from './cook-measures.ts';
import { gramsPerTsp } from './spoon-weights.ts';
import { GRAMS_PER_CUP } from '../offline-chef/amounts.ts';
import { readRecipe, type LineRole } from './recipe-parts.ts';
import { roomFor } from './pan-room.ts';
import type { Units } from '../api/recipe-preferences.ts';
import {
  agree, COUNTED_UNITS, isLetter, isMeasure, numberEnd, readQuantityAt, roundCount, scaleQuantity, singularOf, spacesEnd, startsNumber, writeQuantity,
  type Quantity,
} from './quantity.ts';

// A recipe for more or fewer people, rewritten line by line: recipe-parts.ts says what each line
// is (the one reading of a recipe's structure), and only the lines it places are rewritten, so
// everything else in the text (times, oven settings, tins, notes) comes back exactly as written.

interface Scaling {
  readonly factor: number;
  /** Written in these units instead of the recipe's own, when a cook switched them. */
  readonly to?: Units;
  /** Written in cups and ounces: a pile of spoonfuls becomes cups. */
  readonly us: boolean;
  /** What the ingredient list counts (singular, lower case): "egg", "lemon", "clove". */
  readonly counted: Set<string>;
}
type Read = NonNullable<ReturnType<typeof readQuantityAt>>;

/** A recipe's markdown and what each of its lines is, as its value holds them (recipe-value.ts); or the markdown alone, read here. */
type RecipeText = string | { readonly markdown: string; readonly roles: readonly LineRole[] };
const textOf = (recipe: RecipeText) => (typeof recipe === 'string' ? { markdown: recipe, roles: readRecipe(recipe).roles } : recipe);

const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/;
const US_UNITS = /\d\s*(?:cups?|oz|ounces?|lbs?|pounds?)\b/i;
// Past half a cup, a cook measures with a cup or a jug, not eight spoonfuls.
const MOST_TSP = 24;
const LIQUID = /\b(?:water|oil|milk|buttermilk|stock|broth|cream|wine|vinegar|juice|sauce|beer|cider|passata)\b/i;
// How far past an amount to look for what it measures: "2 tbsp of the olive oil".
const WHAT_REACH = 40;
const NAME_SEPARATORS = [' — ', ' – ', ' - ', ': '];
// Words that end an ingredient's name: "1 onion or 2 shallots", "2 eggs, at room temperature".
const NAME_ENDS: ReadonlySet<string> = new Set(['or', 'and', 'plus', 'cut', 'into', 'for', 'to', 'in', 'with', 'at', 'from', 'about', 'each', 'as', 'if', 'then', 'optional', 'divided']);
// A can's size stays the size of a can: "3 cans (400 g) tomatoes".
const CONTAINERS: ReadonlySet<string> = new Set(['can', 'tin', 'jar', 'packet', 'pack', 'bag', 'bottle', 'carton', 'sachet']);

const isWordChar = (char: string | undefined): boolean => isLetter(char) || char === "'" || char === '-';
const lastWord = (text: string): string => {
  const trimmed = text.trimEnd();
  return trimmed.slice(trimmed.lastIndexOf(' ') + 1);
};
const wordEnd = (text: string, at: number): number => {
  while (isWordChar(text[at])) at++;
  return at;
};

/**
 * Spoonfuls past half a cup in a larger measure: a cup for a US cook, millilitres for a liquid
 * in a metric kitchen; a solid (butter, spices) stays in spoons.
 */
function inLargerMeasure(quantity: Quantity, scaling: Scaling, what: string): Quantity {
  const perTsp = quantity.unit === 'tbsp' ? 3 : quantity.unit === 'tsp' ? 1 : 0;
  if (quantity.amount * perTsp <= MOST_TSP) return quantity;
  if (scaling.us) return scaleQuantity({ ...quantity, unit: 'cup' }, perTsp / 48);
  return LIQUID.test(what.slice(0, WHAT_REACH)) ? scaleQuantity({ ...quantity, unit: 'ml' }, perTsp * 5) : quantity;
}
const GRAMS: Readonly<Record<string, number>> = { g: 1, kg: 1000, oz: 28.35, lb: 453.6 };
const MILLILITRES: Readonly<Record<string, number>> = { ml: 1, l: 1000, cup: 240 };

/**
 * A few grams of a spice, a leavener or salt in the spoons that hold them within a quarter, through
 * what a teaspoon of it weighs; null for another food, or when no spoon says it (0.2 g of salt).
 */
function inSpoons(grams: number, what: string): string | null {
  const perTsp = gramsPerTsp(what.slice(0, WHAT_REACH));
  if (perTsp === undefined) return null;
  const tsp = grams / perTsp;
  const mark = tsp > MOST_TSP ? null : spoonMark(tsp);
  return mark !== null && Math.abs(mark - tsp) <= tsp * MOST_ROUNDED_UP + 1e-9 ? spoons(tsp) : null;
}

/**
 * An amount in the other units, as a cook there measures it: grams as ounces and pounds (a few
 * grams of a spice in spoons, or in grams when no ounce or spoon says them), millilitres as cups
 * (and back); spoons and pinches are the same everywhere. Null when it is already in `to`'s
 * units, or a range (left as written).
 */
function inUnits(quantity: Quantity, to: Units, what: string): string | null {
  if (quantity.upTo !== undefined) return null;
  const { amount, unit } = quantity;
  // Rice, flour, lentils: weighed in a metric kitchen, measured in cups in an American one.
  const perCup = cupWeight(what);
  if (to === 'us') {
    if (unit === 'g' || unit === 'kg') {
      const grams = amount * GRAMS[unit]!;
      if (perCup !== undefined && grams >= perCup / 4) return cups(grams / perCup);
      return inSpoons(grams, what) ?? usWeight(grams);
    }
    if (unit === 'ml' || unit === 'l') return volume(amount * MILLILITRES[unit]!, 'us');
    return null;
  }
  if (unit === 'oz' || unit === 'lb') return metric(amount * GRAMS[unit]!, 'g');
  if (unit === 'cup') return perCup === undefined ? volume(amount * MILLILITRES[unit]!, 'metric') : metric(amount * perCup, 'g');
  return null;
}

// The foods whose cup the kitchen knows, longest name first, so "brown rice" is not read as "rice".
const CUP_FOODS = Object.keys(GRAMS_PER_CUP).sort((a, b) => b.length - a.length);

/** What a cup of the food an amount is of weighs, when the kitchen knows: "Red lentils", " rice, rinsed". */
function cupWeight(what: string): number | undefined {
  const words = ` ${what.slice(0, WHAT_REACH).toLowerCase().replace(/[^a-z' -]/g, ' ')} `;
  const food = CUP_FOODS.find((name) => words.includes(` ${name} `));
  return food === undefined ? undefined : GRAMS_PER_CUP[food];
}

/** An amount times `factor`, as a cook measures `what` it is of, in the units asked for. */
function measure(quantity: Quantity, factor: number, scaling: Scaling, what: string): string {
  const scaled = scaleQuantity(quantity, factor);
  return (scaling.to && inUnits(scaled, scaling.to, what)) ?? writeQuantity(inLargerMeasure(scaled, scaling, what));
}

// "220 °C", "425°F", "180 ºC": a temperature, inside the food or of an oven.
const TEMPERATURE = /(?<![\d.])(\d{2,3})(\s?)[°º]\s?([CF])\b/g;
const toFahrenheit = (celsius: number): number => {
  const exact = (celsius * 9) / 5 + 32;
  // An oven dial goes in 25s; a thermometer reads to the degree, and safe temperatures are said in 5s.
  return exact >= 250 ? Math.round(exact / 25) * 25 : Math.round(exact / 5) * 5;
};
const toCelsius = (fahrenheit: number): number => {
  const exact = ((fahrenheit - 32) * 5) / 9;
  return exact >= 100 ? Math.round(exact / 10) * 10 : Math.round(exact);
};

/** Every temperature in a line in `to`'s scale: "425 °F" for "220 °C", "74 °C" for "165 °F"; a fan oven is a convection oven in America. */
function temperaturesIn(line: string, to: Units): string {
  const converted = line.replace(TEMPERATURE, (written, degrees: string, space: string, scale: string) => {
    if ((scale === 'F') === (to === 'us')) return written;
    return to === 'us' ? `${toFahrenheit(Number(degrees))}${space}°F` : `${toCelsius(Number(degrees))}${space}°C`;
  });
  return to === 'us' ? converted.replace(/(°F) fan\b/g, '$1 convection') : converted.replace(/(°C) convection\b/g, '$1 fan');
}

// "¼ cup of batter per pancake", "(about 250 g each)": an amount for one of many stays as it is.
const PER_HELPING = /\b(?:per|each|apiece)\b/i;
const PER_HELPING_REACH = 40;
const perHelping = (text: string, at: number): boolean => PER_HELPING.test(text.slice(at, at + PER_HELPING_REACH).split(/[,.;:!?\n]/, 1)[0]!);

/**
 * Scales every amount in `text` that a cook measures, and each count followed by a word the list
 * counts ("add 2 eggs"); nothing else: "10 minutes", "180 °C", "a 20 cm tin", "step 3" stay.
 */
function scaleAmounts(text: string, factor: number, scaling: Scaling, counts: boolean): string {
  let out = '';
  let copied = 0;
  let at = 0;
  while (at < text.length) {
    if (!startsNumber(text[at])) {
      at++;
      continue;
    }
    // A number inside a word or a number ("B12", "1/2" read from its 2) is no amount of its own.
    const before = text[at - 1];
    if (before !== undefined && (startsNumber(before) || isLetter(before) || '.,/°'.includes(before))) {
      at = numberEnd(text, at);
      continue;
    }
    const read = readQuantityAt(text, at);
    if (read === null) {
      at = numberEnd(text, at);
      continue;
    }
    const { quantity, end } = read;
    let written: string | undefined;
    let until = end;
    if (isMeasure(quantity.unit)) written = measure(quantity, factor, scaling, text.slice(end, end + WHAT_REACH));
    else if (counts && quantity.unit !== '' && scaling.counted.has(quantity.unit)) written = writeQuantity(roundCount(scaleQuantity(quantity, factor), quantity.unit));
    else if (counts && quantity.unit === '') {
      const word = spacesEnd(text, end);
      until = wordEnd(text, word);
      const thing = text.slice(word, until);
      if (word > end && thing !== '' && scaling.counted.has(singularOf(thing.toLowerCase()))) {
        const scaled = roundCount(scaleQuantity(quantity, factor), thing);
        written = `${writeQuantity(scaled)}${text.slice(end, word)}${agree(thing, quantity.amount, scaled.amount)}`;
      }
    }
    if (written === undefined || perHelping(text, until)) {
      at = end;
      continue;
    }
    out += text.slice(copied, at) + written;
    copied = at = until;
  }
  return out + text.slice(copied);
}

/** The amounts in each "(...)" of a text, and one restated after a slash ("200 g/7 oz"). */
function scaleAsides(text: string, factor: number, scaling: Scaling): string {
  const slash = spacesEnd(text, 0);
  if (text[slash] === '/') {
    const at = spacesEnd(text, slash + 1);
    const read = readQuantityAt(text, at);
    if (read !== null && isMeasure(read.quantity.unit)) text = text.slice(0, at) + measure(read.quantity, factor, scaling, text.slice(read.end, read.end + WHAT_REACH)) + text.slice(read.end);
  }
  let out = '';
  let copied = 0;
  for (let open = text.indexOf('('); open >= 0; open = text.indexOf('(', copied)) {
    const close = text.indexOf(')', open);
    if (close < 0) break;
    out += text.slice(copied, open) + scaleAmounts(text.slice(open, close), factor, scaling, false);
    copied = close;
  }
  return out + text.slice(copied);
}

/** The word an amount counts in what follows it: "lemon" in " lemon, juiced", "cans" in " (15-ounce) cans beans". */
function countedWord(text: string): { start: number; end: number } | null {
  let at = spacesEnd(text, 0);
  const close = text[at] === '(' ? text.indexOf(')', at) : -1;
  if (close > 0) at = spacesEnd(text, close + 1);
  let found: { start: number; end: number } | null = null;
  for (let index = 0; ; index++) {
    const end = wordEnd(text, at);
    const word = text.slice(at, end).toLowerCase();
    // "2 x 400 g cans", "2 **eggs**": a name a word alone cannot carry is left as written.
    if (end - at < 3) return index === 0 || /[\d*_]/.test(text[at] ?? '') ? null : found;
    if (index === 0 && COUNTED_UNITS.has(singularOf(word))) return { start: at, end };
    if (index > 0 && (NAME_ENDS.has(word) || word.endsWith('ly') || (word.length >= 5 && word.endsWith('ed')))) return found;
    found = { start: at, end };
    at = spacesEnd(text, end);
    if (at === end) return found;
  }
}

/**
 * The amount at `at` in an ingredient's text scaled, and what follows kept readable: the counted
 * word agreeing ("1 lemon, juiced" -> "3 lemons, juiced") and its restatements scaled with it.
 * `name` is what is counted when the name comes first ("Eggs — 2").
 */
function scaleAmountIn(text: string, at: number, read: Read, name: string | null, scaling: Scaling, alternative = true): string {
  const { quantity, end } = read;
  let rest = text.slice(end);
  const noun = name === null && quantity.unit === '' ? countedWord(rest) : null;
  const nounText = noun === null ? '' : rest.slice(noun.start, noun.end);
  const thing = quantity.unit !== '' ? quantity.unit : (name ?? nounText);
  const scaled = roundCount(scaleQuantity(quantity, scaling.factor), thing);
  const counted = singularOf(lastWord(thing).toLowerCase());
  if (!isMeasure(quantity.unit) && counted !== '') scaling.counted.add(counted);
  if (noun !== null) rest = rest.slice(0, noun.start) + agree(nounText, quantity.amount, scaled.amount) + rest.slice(noun.end);
  // "1 onion or 2 shallots": the other choice is scaled too (only the first, so a run of them is read once).
  const or = alternative ? rest.indexOf(' or ') + 4 : 3;
  const choice = or > 3 ? readQuantityAt(rest, or) : null;
  const other = choice !== null ? scaleAmountIn(rest, or, choice, null, scaling, false).slice(or) : '';
  if (other !== '') rest = rest.slice(0, or);
  const written = isMeasure(quantity.unit) ? measure(quantity, scaling.factor, scaling, name ?? rest) : writeQuantity(scaled);
  // A can's size stays the size of a can; what restates the amount ("2 chicken breasts (about
  // 500 g)") follows the count a cook will use.
  const factor = isMeasure(quantity.unit) ? scaling.factor : scaled.amount / quantity.amount;
  const contained = CONTAINERS.has(quantity.unit) || CONTAINERS.has(singularOf(nounText.toLowerCase()));
  // "200 g (all you have)" doubled is not all they have: the note says what they have instead.
  const onHand = scaling.factor !== 1 && rest.startsWith(ALL_YOU_HAVE) ? youHave(text.slice(at, end)) : '';
  if (onHand !== '') rest = rest.slice(ALL_YOU_HAVE.length);
  return text.slice(0, at) + written + onHand + (contained ? rest : scaleAsides(rest, factor, scaling)) + other;
}

/** The name before an amount that follows it ("Milk — 90 ml", "Flour: 200 g") and where the amount starts. */
function namedAmount(text: string): { name: string; at: number; read: Read } | null {
  let found = -1;
  for (const mark of NAME_SEPARATORS) {
    const at = text.indexOf(mark);
    if (at > 0 && (found < 0 || at < found)) found = at;
  }
  const at = found < 0 ? -1 : spacesEnd(text, found + 1 + (text[found] === ':' ? 0 : 1));
  const read = at < 0 ? null : readQuantityAt(text, at);
  return read === null ? null : { name: text.slice(0, found), at, read };
}

/** An ingredient line with its amount scaled: "1 lemon, juiced" -> "3 lemons, juiced"; "Eggs — 2" -> "Eggs — 6". */
function scaleItem(text: string, scaling: Scaling): string {
  if (text.startsWith('|')) return scaleRow(text, scaling);
  // The amount may be in bold: "**200 g** pasta".
  const bold = text.startsWith('**') || text.startsWith('__') ? 2 : 0;
  const read = readQuantityAt(text, bold);
  if (read !== null) return scaleAmountIn(text, bold, read, null, scaling);
  const named = namedAmount(text);
  if (named !== null) return scaleAmountIn(text, named.at, named.read, named.name, scaling);
  return scaleAsides(text, scaling.factor, scaling);
}

/** A table row under the ingredients: each cell that is only an amount, counted as the row's first other cell names. */
function scaleRow(row: string, scaling: Scaling): string {
  const cells = row.split('|');
  const amountIn = (cell: string) => {
    const read = readQuantityAt(cell, 0);
    return read?.end === cell.length ? read : null;
  };
  const thing = cells.map((cell) => cell.trim()).find((cell) => cell !== '' && amountIn(cell) === null) ?? '';
  return cells
    .map((cell) => {
      const amount = cell.trim();
      const read = amountIn(amount);
      return read === null ? cell : cell.replace(amount, () => scaleAmountIn(amount, 0, read, thing, scaling));
    })
    .join('|');
}

// "Serves 4", "**Servings:** 4", "Yield: 12 muffins", "Makes about 2 cups"; and "4 servings", "for 4 people".
const STATEMENT = /\b(serves|servings?|yields?|makes)\b/gi;
const BETWEEN = /[\s*_:]*(?:(?:about|around|approx\.?|up to)\s+)?/iy;
const PEOPLE = /(?<![\d.,/])\d+(?:\s*(?:-|–|to)\s*\d+)?(\s*)(servings?|portions?|people|persons?|bowls?|plates?)\b/gi;
const MOST_SERVINGS = 100;
const HELPINGS: Readonly<Record<string, readonly [one: string, many: string]>> = {
  serving: ['serving', 'servings'], portion: ['portion', 'portions'], person: ['person', 'people'], people: ['person', 'people'],
  bowl: ['bowl', 'bowls'], plate: ['plate', 'plates'],
};

/** "servings", "People", "bowl" in the form that goes with `count`, its first letter's case kept. */
const helpings = (word: string, count: number): string => {
  const [one, many] = HELPINGS[singularOf(word.toLowerCase())]!;
  const form = count === 1 ? one : many;
  return word.charAt(0) + form.slice(1);
};

/** A line with its statements of servings saying `to`, and, in a fact, what it makes scaled with them. */
function restate(line: string, to: number, scaling: Scaling, withYield: boolean): string {
  let out = '';
  let copied = 0;
  for (const match of line.matchAll(STATEMENT)) {
    const serves = match[1]!.toLowerCase().startsWith('serv');
    // "Calories per serving: 450" states no servings.
    if (match.index < copied || (!withYield && !serves) || /per\s$/i.test(line.slice(Math.max(0, match.index - 4), match.index))) continue;
    BETWEEN.lastIndex = match.index + match[0].length;
    BETWEEN.test(line);
    const at = BETWEEN.lastIndex;
    const read = startsNumber(line[at]) ? readQuantityAt(line, at) : null;
    if (read === null || (serves && (read.quantity.unit !== '' || read.quantity.amount > MOST_SERVINGS))) continue;
    const { quantity, end } = read;
    const word = spacesEnd(line, end);
    const thing = line.slice(word, wordEnd(line, word));
    const helping = HELPINGS[singularOf(thing.toLowerCase())] !== undefined;
    let written: string;
    let until = end;
    if (serves || (quantity.unit === '' && helping)) written = String(to);
    else if (isMeasure(quantity.unit)) written = measure(quantity, scaling.factor, scaling, line.slice(end, end + WHAT_REACH));
    else if (quantity.unit !== '') written = writeQuantity(roundCount(scaleQuantity(quantity, scaling.factor), quantity.unit));
    else {
      // "Makes 12 pancakes": as many more pancakes as servings.
      const scaled = roundCount(scaleQuantity(quantity, scaling.factor), thing);
      written = `${writeQuantity(scaled)}${line.slice(end, word)}${agree(thing, quantity.amount, scaled.amount)}`;
      until = word + thing.length;
    }
    out += line.slice(copied, at) + written;
    copied = until;
  }
  const stated = out + line.slice(copied);
  return stated.replace(PEOPLE, (_, space: string, word: string) => `${to}${space}${helpings(word, to)}`);
}

/** A label and its ingredients on one line: "**Ingredients:** 50 g oats, 150 ml milk". */
function scaleInline(line: string, scaling: Scaling): string {
  let start = line.indexOf(':') + 1;
  while (line[start] === '*' || line[start] === '_') start++;
  start = spacesEnd(line, start);
  const items = line.slice(start).split(/(,\s*|;\s*)/);
  return line.slice(0, start) + items.map((item, at) => (at % 2 === 0 ? scaleItem(item, scaling) : item)).join('');
}

/** An ingredient's text after its list marker, if it has one, and the marker. */
const withoutMarker = (line: string): [marker: string, text: string] => {
  const marker = LIST_ITEM.exec(line)?.[0] ?? /^\s*/.exec(line)![0];
  return [marker, line.slice(marker.length)];
};

/**
 * One line of an ingredient list with its amount times `factor`, rounded as a cook measures, the
 * word it counts agreeing and what restates it scaled too; a line with no amount comes back as it is.
 * @example scaleIngredient("- 1 lemon, juiced", 3) // "- 3 lemons, juiced"
 * @example scaleIngredient("2 cups (250 g) flour", 0.5) // "1 cup (130 g) flour"
 */
export function scaleIngredient(line: string, factor: number): string {
  const [marker, text] = withoutMarker(line);
  return marker + scaleItem(text, { factor, us: US_UNITS.test(line), counted: new Set() });
}

/**
 * The recipe (its value, or its markdown) rewritten for `to` servings instead of `from`: amounts in the ingredient list and in
 * the steps ("add the remaining 2 tbsp oil") scaled and rounded as a cook measures, and the line
 * stating the servings saying `to`; never times, temperatures, oven settings, tin or pan sizes,
 * step numbers or percentages. With `units`, written in them in the same pass, so each amount is
 * rounded once (scaled text converted again would round twice: 250 g for 4 is 14 oz for 6, not 12).
 * @example scaleRecipe("Serves 2\n\n## Ingredients\n- 1 lemon, juiced\n\n## Method\n1. Add 1 tbsp oil.", 2, 6)
 * // "Serves 6\n\n## Ingredients\n- 3 lemons, juiced\n\n## Method\n1. Add 3 tbsp oil."
 */
export function scaleRecipe(recipe: RecipeText, from: number, to: number, units?: Units): string {
  if (from === to || !(from > 0) || !(to > 0) || !Number.isFinite(from) || !Number.isFinite(to)) {
    return units !== undefined ? convertRecipe(recipe, units) : typeof recipe === 'string' ? recipe : recipe.markdown;
  }
  return rewrite(textOf(recipe), to / from, to, units);
}

/**
 * The recipe (its value, or its markdown) written in other units: its list's amounts and those in its steps in grams and
 * millilitres, or ounces and cups, rounded as a cook there measures; its temperatures in °C or °F.
 * What it cannot place (a range, a count, a tin's size) stays as written.
 * @example convertRecipe("## Ingredients\n- 1 cup rice\n\n## Method\n1. Bake at 350 °F.", "metric")
 * // "## Ingredients\n- 240 ml rice\n\n## Method\n1. Bake at 180 °C."
 */
export function convertRecipe(recipe: RecipeText, units: Units): string {
  return rewrite(textOf(recipe), 1, null, units);
}

/** The recipe with every amount times `factor` (and in `units` when given), saying it serves `to` when given. */
function rewrite({ markdown, roles }: Exclude<RecipeText, string>, factor: number, to: number | null, units?: Units): string {
  const lines = markdown.split('\n');
  // With no list it can place, a recipe scaled would say it serves more with the same amounts: it
  // stays as written.
  if (to !== null && !roles.some((role) => role === 'ingredient' || role === 'inline')) return markdown;
  const listsInCups = units === undefined ? lines.some((line, index) => (roles[index] === 'ingredient' || roles[index] === 'inline') && US_UNITS.test(line)) : units === 'us';
  const scaling: Scaling = { factor, us: listsInCups, counted: new Set(), ...(units ? { to: units } : {}) };
  const temperatures = (line: string) => (units ? temperaturesIn(line, units) : line);
  const served = (line: string, withYield: boolean) => (to === null ? line : restate(line, to, scaling, withYield));
  // The list first, so that the steps know what it counts, wherever it stands.
  const listed = lines.map((line, index) => {
    if (roles[index] === 'inline') return scaleInline(line, scaling);
    if (roles[index] !== 'ingredient') return line;
    const [marker, text] = withoutMarker(line);
    return marker + scaleItem(text, scaling);
  });
  const written = listed.map((line, index) => {
    const role = roles[index];
    if (role === 'step') return temperatures(served(scaleAmounts(line, scaling.factor, scaling, true), false));
    return role === 'fact' ? temperatures(served(line, true)) : line;
  });
  if (to === null) return written.join('\n');
  // A batch that no longer fits one pan says so where the pan is first used.
  const steps = written.flatMap((_, index) => (roles[index] === 'step' ? [index] : []));
  const roomy = roomFor(steps.map((index) => written[index]!), Math.round(to / factor), to);
  steps.forEach((index, at) => (written[index] = roomy[at]!));
  return written.join('\n');
}
