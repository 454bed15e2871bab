// How long cooked food keeps, for "Leftovers from <day>". The stricter of the UK's (Food Standards
// Agency: eat leftovers within 2 days; cooked rice within 1 day, cooled within 1 hour) and the US's
// (USDA: refrigerate within 2 hours; leftovers keep 3 to 4 days) advice: 2 days, and 1 for rice.

import { matchKey } from '../ingredients/word-match.ts';
import type { PlannedDish } from './week-plan.ts';

// Rice by its kind's own name (basmati, arborio), and dishes that are made of rice.
const RICE_NAMES = /\b(?:basmati|jasmine|arborio|carnaroli|risotto|paella|biryani|pilaf|pilau)\b/;

/** Whether a dish has cooked rice in it, which keeps a shorter time than other leftovers. */
export function hasRice(dish: PlannedDish): boolean {
  return [dish.dish, ...dish.uses].some((text) => /\brice\b(?! (?:vinegar|wine|paper|flour|bran|malt))/.test(matchKey(text)) || RICE_NAMES.test(matchKey(text)));
}

/** The most days after cooking a dish's leftovers may be eaten: 1 for rice, 2 for anything else. */
export function leftoverDays(dish: PlannedDish): 1 | 2 {
  return hasRice(dish) ? 1 : 2;
}

/** How to keep and reheat a dish's leftovers, as a leftovers day says it. */
export function keepingAdvice(dish: PlannedDish): string {
  const within = hasRice(dish) ? '1 hour' : '2 hours';
  return `Cool what is left and put it in the fridge within ${within} of cooking. Reheat it until steaming hot all the way through, and reheat it only once.`;
}
