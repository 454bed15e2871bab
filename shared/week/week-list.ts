// The week's shopping list as the page shows it: what to buy, aisle by aisle; what the visitor
// said they have with no amount, with what the week needs of it; what is listed but never added;
// and the staples left off. Worked out by shopping-list.ts; the page only renders it.

import type { Amount } from './amounts.ts';
import type { Aisle } from './aisles.ts';
import type { Weekday } from './week-plan.ts';

/** One line of the list: a checkbox whose accessible name is its text. */
export interface ListLine {
  /** Stable while the same food is on the list, so a tick stays on its line as the week changes: "buy:cheddar". */
  key: string;
  /** The food it is added up under (food-key.ts): "cheddar". */
  food: string;
  /** What the checkbox is named: what to get, then why: "Cheddar — 150 g · Mon, Wed: 300 g, less 150 g you have". */
  text: string;
  /** What to get, without why: "Cheddar — 150 g", as a list taken to the shop has it. */
  what: string;
  /** Whether amounts met through USDA's portions (mass with volume, a count with either): its amount is "≈". */
  approx: boolean;
  /** The days whose recipes use it, in the week's order. */
  days: Weekday[];
  aisle: Aisle;
}

/** A food to buy. */
export interface BuyLine extends ListLine {
  /** What to buy, exactly (before rounding up as a shopper buys): one amount, or one per unit that could not meet. */
  buy: Amount[];
  /** What the days' recipes need of it, unit by unit, as written (a range at its upper end). */
  need: Amount[];
  /** What the visitor's typed amounts covered of it, in the same units as `need`. */
  covered: Amount[];
}

/** A food on the visitor's list with no amount: they have it, and should check they have enough. */
export interface CheckLine extends ListLine {
  /** What the days' recipes need of it, unit by unit, as written (a range at its upper end). */
  need: Amount[];
}

/** A food the visitor's typed amounts covered all of, and how much that was. */
export interface CoveredFood {
  food: string;
  /** The visitor's item it came from, as typed: "1 kg flour". */
  item: string;
  covered: Amount[];
  days: Weekday[];
}

/** The week's shopping list. */
export interface WeekList {
  /** Lines to buy, by aisle in the order a shop is walked; only aisles with lines. */
  aisles: { aisle: Aisle; lines: BuyLine[] }[];
  /** "Check you have enough": foods on the visitor's list with no amount, and what the week needs of each. */
  check: CheckLine[];
  /** Lines listed but never added: "to taste", "to serve", a pinch, no amount given. */
  listed: ListLine[];
  /** Foods whose week's need the visitor's amounts covered in full (nothing to buy). */
  covered: CoveredFood[];
  /** Kitchen staples the list leaves off, as the recipes name them: ["Olive oil", "Salt"]. */
  staples: string[];
  /**
   * Whether some amounts of one food could not be added up (a weight and a volume, with no food
   * table yet or a food USDA cannot weigh): such a line shows them side by side, "150 g + 1 cup";
   * and a typed amount that could not be held against a recipe's puts that food under "Check you
   * have enough".
   */
  unmet: boolean;
}
