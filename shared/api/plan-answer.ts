import { z } from 'zod';
import { checkIngredient } from '../ingredients/ingredient-check.ts';
import { duplicateKey } from '../ingredients/ingredients.ts';
import { checkPreviousTitle } from '../recipe/recipe-title.ts';
import type { PlannedDish } from '../week/week-plan.ts';
import { jsonObjectIn } from './json-in-text.ts';
import { MAX_ANSWER_CHARS, MAX_INGREDIENTS } from './limits.ts';
import type { PlanRequest } from './plan-request.ts';
import { namesFood } from './recipe-request.ts';

// A host's plan held to the plan's rules before anything of it is kept: each day is then asked
// for as a recipe request with its dish, so every dish must pass that request's own rules.

/** Why a host's answer is not a plan, for the log and the metrics. */
export type PlanFault = 'no_json' | 'wrong_shape' | 'wrong_day_count' | 'bad_dish_name' | 'repeated_dish' | 'avoided_dish' | 'no_uses' | 'food_not_on_list';

/** A plan read from a host's answer, or why it is not one. */
export type PlanReading = { ok: true; dishes: PlannedDish[] } | { ok: false; fault: PlanFault };

/** What the planner is asked to answer, before the plan's own rules. */
const answerSchema = z.object({
  dishes: z.array(z.object({ dish: z.string(), uses: z.array(z.string()).max(MAX_INGREDIENTS) })).max(MAX_INGREDIENTS),
});

const fold = (name: string) => name.toLocaleLowerCase('en');

/** One dish held to the rules of a day's request: its name a dish's name, its foods on the list, none twice. */
function checkDish({ dish, uses }: { dish: string; uses: string[] }, list: readonly string[]): PlannedDish | PlanFault {
  const name = checkPreviousTitle(dish);
  if (!name.ok) return 'bad_dish_name';
  const foods = new Map<string, string>();
  for (const use of uses) {
    const food = checkIngredient(use);
    if (!food.ok || !list.some((item) => namesFood(item, food.value))) return 'food_not_on_list';
    if (!foods.has(duplicateKey(food.value))) foods.set(duplicateKey(food.value), food.value);
  }
  return foods.size === 0 ? 'no_uses' : { dish: name.value, uses: [...foods.values()] };
}

/**
 * Reads a planner's answer (its text, thinking already taken out) for `request`: the JSON object
 * of its dishes wherever it stands, exactly the days asked, each dish a dish's name, no two the
 * same in any case and none of those to avoid, each using one or more foods of the list and no other.
 * @example readPlanAnswer('```json\n{"dishes":[{"dish":"Leek Risotto","uses":["leeks","rice"]}]}\n```', { ingredients: ["Leek", "Rice", "Eggs", "Peas"], days: 1 })
 *   // { ok: true, dishes: [{ dish: "Leek Risotto", uses: ["Leeks", "Rice"] }] }
 */
export function readPlanAnswer(text: string, { ingredients, days, avoid = [] }: PlanRequest): PlanReading {
  const json = text.length > MAX_ANSWER_CHARS ? undefined : jsonObjectIn(text, 'dishes');
  if (json === undefined) return { ok: false, fault: 'no_json' };
  const answer = answerSchema.safeParse(json);
  if (!answer.success) return { ok: false, fault: 'wrong_shape' };
  if (answer.data.dishes.length !== days) return { ok: false, fault: 'wrong_day_count' };
  const seen = new Set(avoid.map(fold));
  const dishes: PlannedDish[] = [];
  for (const planned of answer.data.dishes) {
    const dish = checkDish(planned, ingredients);
    if (typeof dish === 'string') return { ok: false, fault: dish };
    if (seen.has(fold(dish.dish))) return { ok: false, fault: avoid.some((name) => fold(name) === fold(dish.dish)) ? 'avoided_dish' : 'repeated_dish' };
    seen.add(fold(dish.dish));
    dishes.push(dish);
  }
  return { ok: true, dishes };
}
