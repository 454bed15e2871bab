import { shoppingLine } from '../ingredients/ingredient-name.ts';
import type { IngredientLine, Recipe } from '../recipe/recipe-value.ts';
import { NUTRIENT_KEYS, type FoodTable, type Nutrients } from './food-table.ts';
import { byTheTin, DRAINED_SHARE, drainedFood, isDrained } from './drained-pulses.ts';
import { lineWeight } from './line-weight.ts';
import { matchFood } from './match-food.ts';

// Nutrition per serving of a recipe, from its typed value and USDA's table: each line matched to a
// food and weighed, the foods' values per 100 g summed, and the sum shared out. What could not be
// counted is listed, and how much of the dish's weight was counted is said, so a figure is never
// shown as more than it is.

/** A nutrient's figure; `atLeast` when a counted food has no USDA value for it (null is not zero). */
export interface Amount {
  value: number;
  atLeast: boolean;
  /** No counted food gave a value for it (none was counted, or USDA has none): the figure is not known, not 0. */
  unknown?: true;
}

/** Each nutrient's figure: kcal; protein, fat, satfat, carb, sugars, fibre in g; sodium in mg. */
type NutrientTotals = Record<keyof Nutrients, Amount>;

/** A line that was counted: its place in the list, its USDA food, and its grams. */
interface CountedLine {
  line: number;
  ndb: number;
  description: string;
  grams: number;
  /** How its grams were found: "2 tbsp, 1 tablespoon", "3 × 44 g (1 medium)". */
  weighedAs: string;
  /** USDA has no such food and a close one was counted (mascarpone as cream cheese). */
  standIn: boolean;
}

/** A line that was not counted, and why. */
interface NotCountedLine {
  line: number;
  /** The line as a cook reads it: "2 tbsp gochujang". */
  text: string;
  reason: 'unmatched' | 'unweighed' | 'to taste' | 'implausible';
}

/** Nutrition per serving, with what it leaves out. */
export interface NutritionEstimate {
  /** What perServing divides by. */
  servings: number;
  perServing: NutrientTotals;
  counted: CountedLine[];
  notCounted: NotCountedLine[];
  /**
   * Counted grams over counted grams plus the grams of lines no food was found for, as far as they
   * can be weighed without one: a mass as stated, a volume as water (1 g/ml), a can as 400 g and the
   * other counted units as a cook measures them (line-weight.ts); a bare count of an unknown food
   * ("3 dragon fruit") cannot be weighed and is left out. 1 when every weighable line is counted.
   */
  weighedShare: number;
  /** weighedShare is under PARTIAL_BELOW: the figures leave out much of the dish. */
  partial: boolean;
}

/** Under this share of the recipe's weight counted, the estimate is partial. */
export const PARTIAL_BELOW = 0.7;

/** More of one food than this a serving is no dish but a misread line ("200 kg flour"): it is left out, as "implausible". */
export const MOST_GRAMS_A_SERVING = 5000;

/** What the estimate reads of a recipe: its lines and servings, and the text of its steps (which say what is drained). */
export type NutritionRecipe = Pick<Recipe, 'ingredients' | 'servings'> & { readonly steps?: readonly { readonly text: string }[] };

// "Gochujang — 2 tbsp": the name, then its amount after a dash or a colon.
const NAME_THEN_AMOUNT = /^(.+?)(?:\s[—–-]|:)\s+(.+)$/u;

/**
 * A line as a cook reads it: its amount first, without preparation notes.
 * @example asCookReadsIt(ingredientLine("Gochujang — 2 tbsp")) // "2 tbsp gochujang"
 */
export function asCookReadsIt(line: IngredientLine): string {
  const bought = shoppingLine(line.text);
  const split = NAME_THEN_AMOUNT.exec(bought);
  if (!split) return bought;
  const [name = '', amount = ''] = [split[1], split[2]];
  // A name in capitals ("BBQ sauce") keeps them.
  const lowered = name.charAt(1) === name.charAt(1).toLowerCase() ? name.charAt(0).toLowerCase() + name.slice(1) : name;
  return /^[\d½⅓⅔¼¾⅛]/u.test(amount) ? `${amount} ${lowered}` : `${name}, ${amount}`;
}

/**
 * Estimates nutrition per serving from a recipe's ingredient lines and USDA's table: `servings`
 * divides (the recipe's own when not given). Null when no servings are known or there are no lines.
 * Each line is matched (matchFood) and weighed (lineWeight); see NutritionEstimate for what is left out.
 */
export function estimateNutrition(recipe: NutritionRecipe, table: FoodTable, servings?: number): NutritionEstimate | null {
  const shares = servings ?? recipe.servings;
  if (shares === null || !(shares > 0) || recipe.ingredients.length === 0) return null;
  const sums = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, { value: 0, atLeast: false }])) as NutrientTotals;
  const valued = new Set<keyof Nutrients>();
  const counted: CountedLine[] = [];
  const notCounted: NotCountedLine[] = [];
  const steps = (recipe.steps ?? []).map((step) => step.text);
  let unmatchedGrams = 0;
  recipe.ingredients.forEach((line, at) => {
    const found = matchFood(line, table);
    const tinned = found && drainedFood(found, table);
    const pulses = tinned && isDrained(line.text, line.food, steps) ? tinned : null;
    const match = found && pulses ? { ...found, food: pulses } : found;
    const weighed = lineWeight(line, match, table);
    // A tin's weight is its pulses and their liquid; drained, the pulses alone.
    const weight = pulses && weighed.grams !== null && byTheTin(line.text) ? { ...weighed, grams: Math.round(weighed.grams * DRAINED_SHARE * 10) / 10, weighedAs: `${weighed.weighedAs}, ${DRAINED_SHARE * 100}% drained` } : weighed;
    if (weight.grams !== null && weight.grams / shares > MOST_GRAMS_A_SERVING) {
      notCounted.push({ line: at, text: asCookReadsIt(line), reason: 'implausible' });
      return;
    }
    if (weight.grams === null || match === null) {
      notCounted.push({ line: at, text: asCookReadsIt(line), reason: weight.grams === null && weight.reason === 'to taste' ? 'to taste' : match ? 'unweighed' : 'unmatched' });
      if (weight.grams !== null) unmatchedGrams += weight.grams;
      return;
    }
    const { food } = match;
    counted.push({ line: at, ndb: food.ndb, description: food.description, grams: weight.grams, weighedAs: weight.weighedAs, standIn: match.alias?.standIn ?? false });
    for (const key of NUTRIENT_KEYS) {
      const per100g = food.per100g[key];
      if (per100g === null) sums[key].atLeast = true;
      else {
        sums[key].value += (per100g * weight.grams) / 100;
        valued.add(key);
      }
    }
  });
  for (const key of NUTRIENT_KEYS) {
    sums[key].value /= shares;
    if (!valued.has(key)) sums[key] = { ...sums[key], unknown: true };
  }
  const countedGrams = counted.reduce((total, line) => total + line.grams, 0);
  const weighed = countedGrams + unmatchedGrams;
  const weighedShare = weighed > 0 ? countedGrams / weighed : notCounted.some((line) => line.reason !== 'to taste') ? 0 : 1;
  return { servings: shares, perServing: sums, counted, notCounted, weighedShare, partial: weighedShare < PARTIAL_BELOW };
}
