import { ingredientName } from './ingredient-name.ts';
import { findIngredient } from './pantry-knowledge.ts';
import { isKindOf } from './pantry-match.ts';
import { isMeasure, pluralOf, readQuantity, scaleQuantity, writeQuantity, type Quantity } from '../recipe/quantity.ts';
import { SUBSTITUTES, type Substitute, type SubstitutePart } from './substitutes-data.ts';

/** One substitute as the swap dialog offers it. */
interface SubstituteOption {
  /** Its name as a button reads, and as a change request carries it: "Milk and lemon juice". */
  name: string;
  /** With the amount that replaces the line's: "250 ml milk + 1 tbsp lemon juice"; only the names when the line states no amount. */
  label: string;
  /** Whether its main part (the first) is on the visitor's list. */
  onList: boolean;
}

// The longest line read: an ingredient line is a few dozen characters.
const MAX_LINE_CHARS = 200;
// "Buttermilk — 250 ml", "Buttermilk: 250 ml": the name first, its amount after.
const NAME_THEN_AMOUNT = / [—–-] |: /;

// How much of a base unit each unit holds, to turn a line's amount into a fixed part's "per".
const BASE: Readonly<Record<string, readonly [base: string, size: number]>> = {
  ml: ['ml', 1], l: ['ml', 1000], tsp: ['ml', 5], tbsp: ['ml', 15], cup: ['ml', 240],
  g: ['g', 1], kg: ['g', 1000], oz: ['g', 28.35], lb: ['g', 453.6],
};

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The amount a line states, at its start or after its name ("Buttermilk — 250 ml"). */
function amountOf(line: string): Quantity | null {
  const text = line.slice(0, MAX_LINE_CHARS).replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, '');
  const split = NAME_THEN_AMOUNT.exec(text);
  return readQuantity(text)?.quantity ?? (split ? (readQuantity(text.slice(split.index + split[0].length))?.quantity ?? null) : null);
}

/** How many `per`s the line's amount holds; null when the two do not measure the same way. */
function howMany(quantity: Quantity, per: { amount: number; unit: string }): number | null {
  if (quantity.unit === per.unit) return quantity.amount / per.amount;
  const [from, to] = [BASE[quantity.unit], BASE[per.unit]];
  if (!from || !to || from[0] !== to[0]) return null;
  return (quantity.amount * from[1]) / (per.amount * to[1]);
}

/** "250 ml milk", "3 red onions": a count of more than one names the food in the plural, on its last word. */
const withAmount = (amount: Quantity, food: string): string =>
  `${writeQuantity(amount)} ${!isMeasure(amount.unit) && amount.amount > 1 ? food.replace(/[a-z]+$/, pluralOf) : food}`;

/** One part with its amount for the line's: "250 ml milk", "1 tbsp lemon juice"; just its food when none can be worked out. */
function partFor(part: SubstitutePart, quantity: Quantity | null): string {
  if (!quantity) return part.food;
  if ('ratio' in part) {
    // A count of something else is counted in the substitute's own kind: 2 cloves of garlic, 1 shallot.
    const counted = isMeasure(quantity.unit) ? quantity : { ...quantity, unit: '' };
    return withAmount(scaleQuantity(counted, part.ratio), part.food);
  }
  const times = howMany(quantity, part.per);
  return times === null ? part.food : withAmount({ amount: part.amount * times, unit: part.unit }, part.food);
}

/** The table's substitutes for a food named in a line, by the knowledge base's name for it. */
function tableFor(line: string): readonly Substitute[] {
  const name = ingredientName(line.slice(0, MAX_LINE_CHARS)).toLowerCase();
  const known = name === '' ? undefined : findIngredient(name);
  return (Object.hasOwn(SUBSTITUTES, name) ? SUBSTITUTES[name] : known && SUBSTITUTES[known.name]) ?? [];
}

/**
 * The substitutes for one ingredient line of a recipe, with the amounts that replace the line's;
 * those whose main part is on the visitor's list first, the table's order otherwise.
 * @example substitutesFor("250 ml buttermilk", ["Milk"])[0] // { name: "Milk and lemon juice", label: "250 ml milk + 1 tbsp lemon juice", onList: true }
 */
export function substitutesFor(line: string, list: readonly string[]): SubstituteOption[] {
  const quantity = amountOf(line);
  const own = ingredientName(line.slice(0, MAX_LINE_CHARS));
  // What the list holds of the line's own food is that food, never its substitute: soy sauce on the
  // list is not tamari, though the pantry knows tamari as a kind of soy sauce.
  const others = list.filter((item) => own === '' || !(isKindOf(own, item) || isKindOf(item, own)));
  const options = tableFor(line).map((parts) => ({
    name: capitalised(parts.map((part) => part.food).join(' and ')),
    label: parts.map((part) => partFor(part, quantity)).join(' + '),
    onList: others.some((item) => isKindOf(parts[0]!.food, item)),
  }));
  return [...options.filter((option) => option.onList), ...options.filter((option) => !option.onList)];
}

/**
 * Whether the table has `to` standing in for `from` (names as a visitor or a recipe gives them).
 * @example canReplace("Buttermilk", "Milk and lemon juice") // true; canReplace("Water", "Milk") is true, canReplace("Milk", "Water") false
 */
export function canReplace(from: string, to: string): boolean {
  const wanted = to.trim().toLowerCase();
  return tableFor(from).some((parts) => parts.map((part) => part.food).join(' and ') === wanted || (parts.length === 1 && findIngredient(parts[0]!.food)?.name === findIngredient(to)?.name));
}
