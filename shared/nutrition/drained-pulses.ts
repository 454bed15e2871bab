import type { Food, FoodTable } from './food-table.ts';
import type { FoodMatch } from './match-food.ts';

// Tinned pulses come in their liquid, and USDA's canned chickpeas are "solids and liquids" (88 kcal
// per 100 g). Drained, what goes in the dish is the pulses alone: USDA's cooked chickpeas (164
// kcal), and of a can, its drained weight.

/** The share of a tin of pulses left once drained: a 400 g tin holds 240 g of chickpeas or beans, as tins' labels state. */
export const DRAINED_SHARE = 0.6;

const PULSES = 'Legumes and Legume Products';
const CANNED = /, canned\b.*$/;
const COOKED = ', cooked, boiled, without salt';
// "Drain the chickpeas", "drained and rinsed", "rinse and drain"; not "do not drain", "undrained".
const DRAINS = /(?<!\b(?:not|n't|without)\s)\bdrain(?:ed|ing)?\b/i;
const SENTENCES = /[^.!?;]+/g;
// "undrained", "(do not drain)", "with their liquid", "liquid and all": the tin goes in whole.
const KEEPS_LIQUID = /\b(?:undrained|(?:not|n't|without)\s+drain(?:ed|ing)?|with\s+(?:its|their|the)\s+(?:liquid|juices?|water|brine)|liquid and all)\b/i;

const cookedByTable = new WeakMap<FoodTable, Map<string, Food>>();

/** The table's cooked pulses by description, indexed once per table. */
function cookedPulses(table: FoodTable): Map<string, Food> {
  let cooked = cookedByTable.get(table);
  if (!cooked) {
    cooked = new Map(table.foods.filter((food) => food.category === PULSES && food.description.endsWith(COOKED)).map((food) => [food.description, food]));
    cookedByTable.set(table, cooked);
  }
  return cooked;
}

/**
 * The pulses a tinned pulse is once drained: its alias's cooked food, or USDA's cooked food of the
 * same description ("Chickpeas …, mature seeds, canned, solids and liquids" -> "…, cooked, boiled,
 * without salt"). Null for a food that is not a tinned pulse.
 */
export function drainedFood(match: FoodMatch, table: FoodTable): Food | null {
  const { food, alias } = match;
  if (food.category !== PULSES || !CANNED.test(food.description)) return null;
  const cooked = cookedPulses(table);
  const own = [...cooked.values()].find((one) => one.ndb === alias?.ndb || one.ndb === alias?.states.cooked);
  return own ?? cooked.get(food.description.replace(CANNED, COOKED)) ?? null;
}

/** Whether the line, or a sentence of a step naming its food (by its last word: "chickpeas" of "tinned chickpeas"), says `words`. */
function says(words: RegExp, text: string, food: string, steps: readonly string[]): boolean {
  if (words.test(text)) return true;
  const named = food.trim().toLowerCase().split(/\s+/).pop() ?? '';
  if (named === '') return false;
  return steps.some((step) => (step.match(SENTENCES) ?? []).some((sentence) => words.test(sentence) && sentence.toLowerCase().includes(named)));
}

/** Whether a line weighs its pulses by the tin ("1 can", "400 g tin", "2 x 400g tins"), so that the weight is the tin's, liquid and all. */
export const byTheTin = (text: string): boolean => /\b(?:cans?|tins?)\b/i.test(text);

/**
 * Whether a line's food is drained: the line says so ("1 can chickpeas, drained"), or a sentence
 * of a step drains the food it names ("Rinse and drain the tinned chickpeas"), or it is a whole
 * tin the recipe never keeps the liquid of: a cook drains tinned pulses unless told otherwise.
 * @example isDrained("Tinned chickpeas — 500 g", "tinned chickpeas", ["Rinse and drain the tinned chickpeas."]) // true
 * @example isDrained("1 tin chickpeas", "chickpeas", ["Add the chickpeas with their liquid."]) // false
 */
export function isDrained(text: string, food: string, steps: readonly string[]): boolean {
  if (says(DRAINS, text, food, steps)) return true;
  return byTheTin(text) && !says(KEEPS_LIQUID, text, food, steps);
}
