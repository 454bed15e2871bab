// The week's recipe lines, read once each into what the list needs of them: which food, how much
// of it in the list's units, or why it is listed but never added ("to taste", "to serve"); and
// which item of the visitor's list it is, by the same check as "What you have".

import { checkIngredients } from '../ingredients/pantry-match.ts';
import type { Quantity } from '../recipe/quantity.ts';
import type { IngredientLine } from '../recipe/recipe-value.ts';
import { listAmount, type Amount } from './amounts.ts';
import { foodKey, plainFood } from './food-key.ts';
import { lineAmount } from './line-amount.ts';
import { WEEKDAYS, type Weekday } from './week-plan.ts';

/** A cooked day's ingredient lines, as its written recipe's value has them. */
export interface DayLines {
  day: Weekday;
  ingredients: readonly IngredientLine[];
}

/** One recipe line of the week, as the list reads it. */
export interface WeekLine {
  day: Weekday;
  line: IngredientLine;
  /** The food it is added up under (food-key.ts). */
  key: string;
  /** The food as a line of the list names it: "parsley" of "2 tbsp chopped fresh parsley". */
  food: string;
  /** Its amount as the list read it (line-amount.ts). */
  quantity: Quantity | null;
  /** What it needs, in the list's units; null for a line listed but never added. */
  need: Amount | null;
  /** Why it is never added ("to taste", "to serve"); null for a line that is. */
  how: string | null;
  /** The item of the visitor's list it is, or a kind of; null when none is. */
  have: string | null;
  /** Salt, pepper, water or a cooking oil, which a shopping list leaves off. */
  staple: boolean;
}

// What a line says of an amount that is the cook's to choose, or only for the table, first found wins.
const NOT_ADDED: readonly (readonly [RegExp, string])[] = [
  [/\bto (?:taste|season)\b/iu, 'to taste'],
  [/\bto serve\b|\bfor (?:serving|the table)\b/iu, 'to serve'],
  [/\bgarnish/iu, 'to garnish'],
  [/\bfor (?:deep[- ]frying|shallow[- ]frying|frying|greasing|dusting|brushing)\b/iu, 'for frying or greasing'],
  [/\boptional\b/iu, 'optional'],
  [/\bif (?:you like|desired|liked)\b/iu, 'if you like'],
];
const TINY_WORDS: Readonly<Record<string, string>> = { pinch: 'a pinch', dash: 'a dash', drop: 'a few drops', splash: 'a splash' };

/** Why a line is listed but never added, or null when it is added. */
function notAdded(line: IngredientLine, quantity: Quantity | null): string | null {
  const said = NOT_ADDED.find(([words]) => words.test(line.text));
  if (said) return said[1];
  if (quantity === null) return 'no amount given';
  return TINY_WORDS[quantity.unit] ?? (listAmount(quantity) === null ? 'no amount given' : null);
}

/** What a line says on its own, whatever the week and the visitor's list. */
interface LineReading {
  key: string;
  food: string;
  quantity: Quantity | null;
  need: Amount | null;
  how: string | null;
  partOf: boolean;
}

// The page works the list out again on every change, mostly from the same recipe values: each
// line is read once, kept by the line object it is read from (a new recipe value is read afresh).
const READINGS = new WeakMap<IngredientLine, LineReading>();

function readLine(line: IngredientLine): LineReading {
  const kept = READINGS.get(line);
  if (kept) return kept;
  const { quantity, food, partOf } = lineAmount(line);
  const how = notAdded(line, quantity);
  const reading = { key: foodKey(food), food: plainFood(food), quantity, need: how === null && quantity !== null ? listAmount(quantity) : null, how, partOf };
  READINGS.set(line, reading);
  return reading;
}

/**
 * The week's lines, days in the week's order and each day's lines in its recipe's order. The zest
 * and the juice of one fruit on one day are of the same fruit ("Zest of 1 lemon", "Juice of 1
 * lemon": one lemon), so the second counts only what it needs beyond the first.
 */
export function weekLines(days: readonly DayLines[], pantry: readonly string[]): WeekLine[] {
  const ordered = [...days].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day));
  return ordered.flatMap(({ day, ingredients }) => {
    const checked = checkIngredients(ingredients.map((line) => line.text), pantry);
    const fruit = new Map<string, number>();
    // checkIngredients reads no more than its most lines; a line past them is had by nobody.
    return ingredients.flatMap((line, at): WeekLine[] => {
      const { key, food, quantity, how, partOf } = readLine(line);
      let { need } = readLine(line);
      if (need !== null && partOf && need.unit === '') {
        const had = fruit.get(key) ?? 0;
        fruit.set(key, Math.max(had, need.amount));
        if (need.amount <= had) return [];
        need = { ...need, amount: need.amount - had };
      }
      return [{ day, line, key, food, quantity, need, how, have: checked[at]?.have ?? null, staple: checked[at]?.staple ?? false }];
    });
  });
}
