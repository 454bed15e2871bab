// The week as a file: schema.org JSON-LD, an ItemList whose items are the days' Recipes, the shape
// recipe managers (Mealie, Tandoor) import a list of recipes in. Each Recipe is the one "Save
// recipe file" writes for a recipe, with its nutrition per serving when it was worked out.

import type { NutritionEstimate } from '../../shared/nutrition/nutrition.ts';
import { recipeJsonLd } from '../../shared/recipe/recipe-schema.ts';
import { dayHeading, type WeekPlan } from '../../shared/week/week-plan.ts';
import { readOnce } from '../recipe/read-once.ts';

/** The file's name: one week plan. */
export const WEEK_FILE_NAME = 'week-plan.json';

/** One day in the list: its place, its heading, and its recipe. */
interface DayItem {
  '@type': 'ListItem';
  position: number;
  name: string;
  item: Omit<ReturnType<typeof recipeJsonLd>, '@context'>;
}

/** A JSON-LD value without its context: the file has one, for all its items. */
function withoutContext<T extends { '@context': string }>(value: T): Omit<T, '@context'> {
  const copy: Partial<T> = { ...value };
  delete copy['@context'];
  return copy as Omit<T, '@context'>;
}

/**
 * The plan's written days as a schema.org ItemList of Recipes, in day order; a leftovers day cooks
 * nothing and a day not yet written has no recipe, so neither is an item.
 * @example weekJsonLd(plan, estimates).itemListElement[0] // { "@type": "ListItem", position: 1, name: "Monday: Chicken and Spinach Curry", item: { "@type": "Recipe", ... } }
 */
export function weekJsonLd(plan: WeekPlan, estimates: ReadonlyMap<string, NutritionEstimate | null>) {
  const items = plan.days.flatMap((day) => {
    if (day.kind !== 'cook' || !day.written) return [];
    return [{ name: dayHeading(day), item: withoutContext(recipeJsonLd(readOnce(day.written.markdown), estimates.get(day.written.markdown))) }];
  });
  const itemListElement: DayItem[] = items.map(({ name, item }, at) => ({ '@type': 'ListItem', position: at + 1, name, item }));
  return { '@context': 'https://schema.org' as const, '@type': 'ItemList' as const, name: 'Week plan', numberOfItems: itemListElement.length, itemListElement };
}

/** The file's text: the plan's JSON-LD, indented as a person would read it. */
export function weekFile(plan: WeekPlan, estimates: ReadonlyMap<string, NutritionEstimate | null>): string {
  return `${JSON.stringify(weekJsonLd(plan, estimates), null, 2)}\n`;
}
