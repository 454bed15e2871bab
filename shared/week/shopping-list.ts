// One shopping list for the week, worked out from the recipes as written (the model never does
// the arithmetic): each food's amounts over the days added in the list's units (amounts.ts), the
// visitor's typed amounts used up in day order (pantry-use.ts), what is left met in one unit where
// USDA's portions allow (meet-amounts.ts), and written rounded up as a shopper buys (shop-amount.ts).
// Staples are left off, as the recipe's own shopping list leaves them (pantry-match.ts). Each line
// is read once per call and each step is one pass, so 7 days × 2 meals costs a few hundred lines.

import type { Units } from '../api/recipe-preferences.ts';
import { readEntry } from '../ingredients/read-entry.ts';
import type { FoodTable } from '../nutrition/food-table.ts';
import { singularOf } from '../recipe/quantity.ts';
import { addAmounts, lessAmounts, listAmount, type Amount } from './amounts.ts';
import { aisleOf, AISLES } from './aisles.ts';
import { foodKey, shownName } from './food-key.ts';
import { meetAmounts } from './meet-amounts.ts';
import { usePantry, type Covered } from './pantry-use.ts';
import { shopAmount, shopAmounts } from './shop-amount.ts';
import type { BuyLine, CheckLine, CoveredFood, ListLine, WeekList } from './week-list.ts';
import { weekLines, type DayLines, type WeekLine } from './week-lines.ts';
import { shortDay, type Weekday } from './week-plan.ts';

export type { DayLines } from './week-lines.ts';
export type { BuyLine, CheckLine, CoveredFood, ListLine, WeekList } from './week-list.ts';

/** What the list is worked out from. */
export interface WeekListInput {
  /** Each cooked day's ingredient lines (a "Cook double" day's recipe is written at twice the servings). */
  days: readonly DayLines[];
  /** The visitor's list as typed: "1 kg flour", "6 eggs", "spinach". */
  pantry: readonly string[];
  /** USDA's table, or null while it loads: then a weight, a volume and a count of one food stay apart. */
  table: FoodTable | null;
  /** The plan's units, which the amounts to buy are written in. */
  units: Units;
}

/** The lines of one food (or, for "Check you have enough", of one item of the visitor's list). */
interface Group {
  food: string;
  lines: WeekLine[];
  got: Covered[];
}

const byText = (a: { text: string }, b: { text: string }): number => a.text.localeCompare(b.text, 'en');
const daysOf = (lines: readonly WeekLine[]): Weekday[] => [...new Set(lines.map((line) => line.day))];
const dayNames = (days: readonly Weekday[]): string => days.map(shortDay).join(', ');

function add(groups: Map<string, Group>, key: string, food: string, line: WeekLine, got?: Covered): void {
  const group = groups.get(key) ?? { food, lines: [], got: [] };
  group.lines.push(line);
  if (got) group.got.push(got);
  groups.set(key, group);
}

/**
 * A food's name for its amounts: for a plain count, in the number the count needs, as a line
 * that wrote it so did where one did ("Pak choi — 4" stays as the recipes wrote it).
 */
function nameFor(food: string, amounts: readonly Amount[], lines: readonly WeekLine[] = []): string {
  if (amounts.length !== 1 || amounts[0]!.unit !== '') return shownName(food);
  const count = Math.ceil(amounts[0]!.amount - 1e-6);
  const plural = count > 1 ? lines.find((line) => singularOf(line.food.split(' ').at(-1)!.toLowerCase()) !== line.food.split(' ').at(-1)!.toLowerCase()) : undefined;
  return shownName(plural?.food ?? food, count);
}

function buyLine(key: string, { food, lines, got }: Group, table: FoodTable | null, units: Units): BuyLine | CoveredFood {
  const need = addAmounts(lines.map((line) => line.need!));
  const covered = addAmounts(lines.flatMap((line, at) => (got[at] && got[at].amount > 0 ? [{ amount: got[at].amount, unit: line.need!.unit }] : [])));
  const days = daysOf(lines);
  const rest = lessAmounts(need, covered);
  if (rest.length === 0) return { food: key, item: lines[0]!.have!, covered, days };
  // Where the visitor's amount met the recipes' through USDA's portions, it was weighed: so is the rest.
  const weighed = got.some((one) => one.approx);
  const met = meetAmounts(rest, lines, table, weighed);
  const approx = met.approx || weighed;
  let why = dayNames(days);
  if (covered.length > 0) {
    const [needed, had] = [meetAmounts(need, lines, table, weighed), meetAmounts(covered, lines, table, weighed)];
    why += `: ${shopAmounts(needed.amounts, units)}, less ${shopAmounts(had.amounts, units)} you have`;
  }
  const what = `${nameFor(food, met.amounts, lines)} — ${approx ? '≈ ' : ''}${shopAmounts(met.amounts, units)}`;
  return { key: `buy:${key}`, food: key, what, text: `${what} · ${why}`, approx, days, aisle: aisleOf(food), buy: met.amounts, need, covered };
}

function checkLine(key: string, { food, lines }: Group, table: FoodTable | null, units: Units): CheckLine {
  const need = addAmounts(lines.map((line) => line.need!));
  const met = meetAmounts(need, lines, table);
  const days = daysOf(lines);
  // Named as the visitor typed it: the recipes' lines may be kinds of it ("cherry tomatoes" of "tomatoes").
  const what = `${nameFor(food, met.amounts)} — ${met.approx ? '≈ ' : ''}${shopAmounts(met.amounts, units)}`;
  return { key: `check:${key}`, food: key, what, text: `${what} · ${dayNames(days)}`, approx: met.approx, days, aisle: aisleOf(food), need };
}

function listedLine(key: string, { food, lines }: Group, units: Units): ListLine {
  const hows = lines.map((line) => {
    const amount = line.quantity === null ? null : listAmount(line.quantity);
    return amount === null || line.how === 'no amount given' ? line.how! : `${shopAmount(amount, units)} ${line.how}`;
  });
  const days = daysOf(lines);
  const what = `${shownName(food)} — ${[...new Set(hows)].join('; ')}`;
  return { key: `listed:${key}`, food: key, what, text: `${what} · ${dayNames(days)}`, approx: false, days, aisle: aisleOf(food) };
}

/**
 * The week's shopping list from its days' recipe lines and the visitor's list.
 * @example weekShoppingList({ days: [mondayLines, wednesdayLines], pantry: ["250 g cheddar"], table, units: "metric" }).aisles[0].lines[0].text // "Cheddar — 150 g · Mon, Wed: 400 g, less 250 g you have"
 */
export function weekShoppingList({ days, pantry, table, units }: WeekListInput): WeekList {
  const lines = weekLines(days, pantry);
  const got = usePantry(lines, pantry, table);
  const [buy, check, listed] = [new Map<string, Group>(), new Map<string, Group>(), new Map<string, Group>()];
  const staples = new Map<string, string>();
  lines.forEach((line, at) => {
    if (line.staple) staples.set(line.key, staples.get(line.key) ?? shownName(line.line.food));
    else if (line.need === null) {
      // A line the visitor has and needs no amount of ("Parmesan, to serve") is nothing to list.
      if (line.have === null) add(listed, line.key, line.food, line);
    } else if (line.have !== null && (got[at] === undefined || got[at].unmet)) {
      // An item with no amount, or one that cannot be held against the line ("2 steaks" against
      // grams, or any weight against cups before USDA's table loads): the visitor has some, and
      // should check it is enough. By the food the item names, so "Rice" and "rice" are one line.
      const name = readEntry(line.have).name;
      add(check, foodKey(name), name, line);
    } else add(buy, line.key, line.food, line, got[at] ?? { amount: 0, approx: false, unmet: false });
  });
  const bought = [...buy].map(([key, group]) => buyLine(key, group, table, units));
  const toBuy = bought.filter((line): line is BuyLine => 'key' in line);
  const unmet = toBuy.some((line) => line.buy.length > 1) || got.some((one) => one?.unmet);
  return {
    // Within an aisle, by name: a shopper scans a shelf's list for the food in front of them.
    aisles: AISLES.map((aisle) => ({ aisle, lines: toBuy.filter((line) => line.aisle === aisle).sort(byText) })).filter((group) => group.lines.length > 0),
    check: [...check].map(([key, group]) => checkLine(key, group, table, units)),
    listed: [...listed].map(([key, group]) => listedLine(key, group, units)),
    covered: bought.filter((line): line is CoveredFood => !('key' in line)),
    staples: [...staples.values()],
    unmet,
  };
}
