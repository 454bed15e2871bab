import { z } from 'zod';
import { checkPreviousTitle } from '../recipe/recipe-title.ts';
import { MAX_PLAN_DAYS, MIN_PLAN_DAYS } from '../week/week-plan.ts';
import { ingredientList, preferencesSchema, requestError, type RecipeRequestError } from './recipe-request.ts';

// The schema of POST /api/plan. Its list and preferences are a recipe request's own (the same
// rules, the same words when refused); a plan adds how many days, and the dishes to avoid.

const DAYS_ERROR = `"days" must be a whole number from ${MIN_PLAN_DAYS} to ${MAX_PLAN_DAYS}.`;
const AVOID_ERROR = `"avoid" must be a list of at most ${MAX_PLAN_DAYS} dish names, as a plan named them.`;

// A dish to avoid is held to the rules of a dish's name, as "Another idea"'s previous title is.
const avoidedDish = z.unknown().transform((raw, ctx) => {
  const name = checkPreviousTitle(raw);
  if (name.ok) return name.value;
  ctx.addIssue({ code: 'custom', message: AVOID_ERROR });
  return z.NEVER;
});

/**
 * What the page sends to POST /api/plan: the list, the preferences, how many days, and for
 * "Another idea for <day>" (one day asked for) every dish of the plan, to avoid. Any other field is ignored.
 */
export const planRequestSchema = z.object({
  ingredients: ingredientList,
  ...preferencesSchema.shape,
  days: z.int({ error: DAYS_ERROR }).min(MIN_PLAN_DAYS, { error: DAYS_ERROR }).max(MAX_PLAN_DAYS, { error: DAYS_ERROR }),
  avoid: z.array(avoidedDish, { error: AVOID_ERROR }).max(MAX_PLAN_DAYS, { error: AVOID_ERROR }).optional(),
});

/** A checked plan request. */
export type PlanRequest = z.output<typeof planRequestSchema>;

type PlanRequestResult = { ok: true; value: PlanRequest } | { ok: false; error: RecipeRequestError };

/**
 * Validates a plan request: the list first, then the other fields, each refused by name.
 * @example parsePlanRequest({ ingredients: ["eggs", "milk", "flour", "sugar"], days: 3 })
 *   // { ok: true, value: { ingredients: ["Eggs", "Milk", "Flour", "Sugar"], days: 3 } }
 * @example parsePlanRequest({ ingredients: [...], days: 9 }).error.message // '"days" must be a whole number from 1 to 7.'
 */
export function parsePlanRequest(body: unknown): PlanRequestResult {
  const parsed = planRequestSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: requestError(parsed.error.issues) };
  const value = Object.fromEntries(Object.entries(parsed.data).filter(([, field]) => field !== undefined)) as PlanRequest;
  return { ok: true, value };
}
