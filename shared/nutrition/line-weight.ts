import { shoppingLine } from '../ingredients/ingredient-name.ts';
import { COUNTED_UNITS, readQuantityAt, singularOf, startsNumber, type Quantity } from '../recipe/quantity.ts';
import type { IngredientLine } from '../recipe/recipe-value.ts';
import { oneOf, oneUnit, PACKS, withUnitNames, type OneWeight } from './count-weight.ts';
import { indexFoodTable } from './food-index.ts';
import type { Food, FoodTable } from './food-table.ts';
import { foodWords } from './food-words.ts';
import type { FoodMatch } from './match-food.ts';
import { GRAMS_PER, ML_PER, sizeOf, type Size } from './measures.ts';
import { compareRanks } from './rank.ts';

// How many grams of its food a recipe line puts in the dish. Mass is read as it is; a volume goes
// through the food's own cup or spoon (or foods like it); a count through the size the line or
// USDA names. What a cook adds by taste, or only to serve, is not counted.

/** The grams a line adds and how they were found, or why it adds none that can be counted. */
type LineWeight = { grams: number; weighedAs: string } | { grams: null; reason: 'to taste' | 'unweighed' };

// Lines whose amount is the cook's to choose, or is not eaten with the dish as made.
const TO_TASTE = /\bto (?:taste|season|serve|garnish)\b|\bfor (?:serving|garnish|garnishing|decoration|sprinkling|the table)\b|\bgarnish\b|\boptional\b|\bif (?:you like|desired|liked)\b|\bpinch\b|\ba few drops\b/iu;
// Lines whose food is only partly eaten, in a share nobody can state.
const USED_UNKNOWN = /\bfor (?:deep[- ]frying|shallow[- ]frying|frying|greasing|dusting|brushing|oiling)\b/iu;
const TINY: ReadonlySet<string> = new Set(['pinch', 'dash', 'drop']);
// Words that say a shellfish is weighed without its shell.
const SHELLED = /\b(?:meat|shelled|picked|cooked|drained)\b/iu;
const DRAINED = /\bdrained\b/iu;
// A pack's weight as a line states it, per pack when a pack word follows: "1 (400 g) tin", "2 x 400g tins".
const PACK_AFTER = /^\s*\)?\s*(?:cans?|tins?|jars?|packs?|packets?|bags?|bottles?|cartons?|sachets?)\b/iu;
const BRACKET_BEFORE = /^\s*\(\s*(?:about|approx\.?|around|roughly)?\s*$/iu;
const UNWEIGHED: LineWeight = { grams: null, reason: 'unweighed' };
// Words too common to say which of a food's portions a line means.
const PLAIN: ReadonlySet<string> = new Set(['or', 'and', 'not', 'of', 'with', 'in', 'a']);

// An amount in words before a counted unit: "a handful of", "small bunch of", "a few sprigs of".
const FEW = /^\s*(?:(a few|a couple of|a couple|an?|one|two|three)\s+)?(?:(?:small|large|big|generous|good|little)\s+)?(\p{L}+)/iu;
const AS_MANY: Readonly<Record<string, number>> = { 'a few': 3, 'a couple of': 2, 'a couple': 2, two: 2, three: 3 };

/** The line's amount: read with the line, else in words ("a handful of"), else the first number ("Juice of 1 lemon"). */
function quantityOf(line: IngredientLine): Quantity | null {
  if (line.quantity) return line.quantity;
  const words = FEW.exec(line.text);
  const unit = singularOf(words?.[2]?.toLowerCase() ?? '');
  if (words && (COUNTED_UNITS.has(unit) || unit === 'pinch')) return { amount: AS_MANY[(words[1] ?? '').toLowerCase().replace(/\s+/g, ' ')] ?? 1, unit };
  for (let at = 0; at < line.text.length; at++) if (startsNumber(line.text[at])) return readQuantityAt(line.text, at)?.quantity ?? null;
  return null;
}

/**
 * The first weight a line states, and whether it is the weight of each one counted: in brackets
 * right after the count ("4 (6 oz) salmon fillets") or before a pack word ("2 x 400g tins"); else
 * it is the whole line's ("2 chicken breasts (about 300 g)"). Read once, number by number.
 */
function statedMass(text: string): { grams: number; each: boolean } | null {
  const plain = text.replace(/(\d)-(?=\p{L})/gu, '$1 ');
  let counted = -1;
  for (let at = 0; at < plain.length; at++) {
    if (!startsNumber(plain[at])) continue;
    const read = readQuantityAt(plain, at);
    const per = read ? GRAMS_PER[read.quantity.unit] : undefined;
    if (read && per !== undefined) {
      const bracketed = counted >= 0 && BRACKET_BEFORE.test(plain.slice(counted, at));
      return { grams: read.quantity.amount * per, each: bracketed || PACK_AFTER.test(plain.slice(read.end, read.end + 12)) };
    }
    if (read && counted < 0) counted = read.end;
    while (startsNumber(plain[at + 1])) at++;
  }
  return null;
}

/** Grams per millilitre of a food for a line: its volume portion that fits the line's words best, else foods like it. */
function densityOf(food: Food, words: readonly string[], unit: string, table: FoodTable): { perMl: number; from: string } {
  const volumes = food.portions.filter((portion) => portion.ml !== null);
  // The portion whose words the line shares ("1 cup, chopped"), then a plain one, then the line's own spoon.
  const ranked = volumes.map((portion, at) => ({
    portion,
    rank: [-portion.words.filter((word) => !PLAIN.has(word) && words.includes(word)).length, portion.words.length === 0 ? 0 : 1, portion.measure === unit ? 0 : 1, at],
  }));
  const best = ranked.sort((a, b) => compareRanks(a.rank, b.rank))[0]?.portion;
  if (best) return { perMl: best.grams / best.ml!, from: best.text };
  const perMl = indexFoodTable(table).borrowedDensity.get(food.ndb) ?? 1;
  return { perMl, from: `${perMl.toFixed(2)} g/ml, as foods like it` };
}

const round = (grams: number): number => Math.round(grams * 10) / 10;
const figure = (value: number): string => String(Math.round(value * 100) / 100);
/** An amount as the line states it, in plain figures: "2-3 tbsp", "0.5 cup". */
const amountText = ({ amount, upTo, unit }: Quantity): string => `${figure(amount)}${upTo === undefined ? '' : `-${figure(upTo)}`}${unit === '' ? '' : ` ${unit}`}`;

/**
 * The grams of food a line adds, with how they were weighed; or why none are counted: "to taste"
 * for what a cook adds by taste, a pinch, or what is only to serve, garnish or optional;
 * "unweighed" when the line gives no amount that can be weighed. A range counts its midpoint.
 * With no match, a line is weighed as water by volume and by a cook's measures by unit.
 * @example lineWeight(ingredientLine("2 cloves garlic, minced"), garlic, table) // { grams: 6, weighedAs: "2 × 1 clove (3 g)" }
 */
export function lineWeight(line: IngredientLine, match: FoodMatch | null, table: FoodTable): LineWeight {
  if (TO_TASTE.test(line.text)) return { grams: null, reason: 'to taste' };
  if (USED_UNKNOWN.test(line.text)) return UNWEIGHED;
  const quantity = quantityOf(line);
  if (quantity === null || !(quantity.amount > 0)) return UNWEIGHED;
  if (TINY.has(quantity.unit)) return { grams: null, reason: 'to taste' };
  const amount = quantity.upTo === undefined ? quantity.amount : (quantity.amount + quantity.upTo) / 2;
  const written = amountText(quantity);
  const food = match?.food ?? null;
  const unit = quantity.unit === 'splash' ? 'tbsp' : quantity.unit;
  const edible = match?.alias && !SHELLED.test(line.text) ? match.alias.edible : 1;
  const mass = GRAMS_PER[unit];
  if (mass !== undefined) return { grams: round(amount * mass * edible), weighedAs: written };
  const ml = ML_PER[unit];
  if (ml !== undefined) {
    const density = food ? densityOf(food, foodWords(line.text), unit, table) : { perMl: 1, from: '1 g/ml, as water' };
    return { grams: round(amount * ml * density.perMl * edible), weighedAs: `${written}, ${density.from}` };
  }
  const stated = statedMass(line.text);
  if (unit === '' && stated !== null && !stated.each) return { grams: round(stated.grams * edible), weighedAs: `${round(stated.grams)} g as stated` };
  const named = foodWords(shoppingLine(line.text));
  const size = named.map((word, at) => sizeOf(word, named[at + 1])).find((one): one is Size => one !== null) ?? null;
  let one: OneWeight | null;
  if (unit === '' && stated !== null) one = { grams: stated.grams * edible, from: `${round(stated.grams)} g as stated` };
  else if (unit === '') one = food ? oneOf(food, match?.alias ?? null, withUnitNames(named), size) : null;
  else one = oneUnit(unit, food, match?.alias ?? null, size, stated && (stated.each || PACKS.has(unit)) ? stated.grams : null);
  if (one === null) return UNWEIGHED;
  // A can's stated weight is its contents with their liquid.
  const drained = match?.alias && stated !== null && DRAINED.test(line.text) ? match.alias.drained : 1;
  return { grams: round(amount * one.grams * drained), weighedAs: `${written} × ${round(one.grams)} g (${one.from})${drained === 1 ? '' : `, ${drained * 100}% drained`}` };
}
