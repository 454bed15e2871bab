import type { Units } from '../../shared/api/recipe-preferences.ts';
import { weekShoppingList } from '../../shared/week/shopping-list.ts';
import type { WeekList } from '../../shared/week/week-list.ts';
import { foodTable } from '../nutrition/estimate.ts';
import { dayLinesOf, type DayRecipe } from './week-days.ts';

/** What the list is asked for with: plain data, to cross to the list's worker. */
export interface WeekListAsk {
  days: DayRecipe[];
  pantry: readonly string[];
  units: Units;
}

/** A request to the list's worker: its number and what to work out. */
export interface WeekListRequest {
  id: number;
  input: WeekListAsk;
}

/**
 * The week's list: its recipes read (once each), with USDA's table, fetched once as nutrition
 * fetches it. Without the table (no connection on a first visit) the list is still made: a weight
 * and a volume of one food are then shown side by side rather than met through a guess.
 */
export async function weekList({ days, pantry, units }: WeekListAsk): Promise<WeekList> {
  const table = await foodTable().catch(() => null);
  return weekShoppingList({ days: dayLinesOf(days), pantry, table, units });
}
