import type { RecipePreferences } from '../../shared/api/recipe-request.ts';
import { loadOnce } from '../lib/load-once.ts';
import { PAGE_CHEF } from '../recipe/page-chef-label.ts';
import { askForPlan, type PlanAnswer, type PlanBody } from './plan-request.ts';
import { NOT_LOADED } from './write-day.ts';

// Where a plan comes from: the server (POST /api/plan), or, with no connection or no server to be
// reached, the built-in chef run in the page, which plans as the server's does (planWeek).

// The chef checks its drafts with zod, set first as the page's CSP needs (see no-eval.ts).
const loadPlanner = loadOnce(() => import('../recipe/no-eval.ts').then(() => import('../../shared/offline-chef/week-plan.ts')));

/** The built-in chef's plan for `body`, made in the page. */
async function planInPage({ ingredients, days, avoid, diet, allergies, maxMinutes, units }: PlanBody): Promise<PlanAnswer> {
  try {
    const wishes = Object.fromEntries(Object.entries({ diet, allergies, maxMinutes, units }).filter(([, value]) => value !== undefined)) as RecipePreferences;
    const outline = (await loadPlanner()).planWeek(ingredients, days, wishes, avoid);
    if (outline.dishes.length > 0) return { ok: true, outline, by: PAGE_CHEF };
    return { ok: false, message: 'The built-in chef found no dish for this list. Add a food or two and plan again.', unreachable: false };
  } catch (error) {
    console.error(error);
    return { ok: false, message: NOT_LOADED, unreachable: false };
  }
}

/** The plan's dishes for `body`: the server's, or the page's own chef's when the server cannot be reached. */
export async function planOutline(body: PlanBody, signal: AbortSignal): Promise<PlanAnswer> {
  if (navigator.onLine === false) return planInPage(body);
  const answer = await askForPlan(body, signal);
  return !answer.ok && answer.unreachable && !signal.aborted ? planInPage(body) : answer;
}
