import type { RecipePreferences } from '../../shared/api/recipe-request.ts';
import { matchKey } from '../../shared/ingredients/word-match.ts';
import { MAX_PLAN_DAYS, type PlannedDish, type WeekOutline } from '../../shared/week/week-plan.ts';
import { budgetTooSmallMessage, PUBLIC_MESSAGES } from '../../shared/api/api-errors.ts';
import { ERROR_TEXTS, refusalMessage } from '../lib/error-messages.ts';

// Asking POST /api/plan for the week's dishes. The answer is checked here, field by field, before
// anything of it is shown: a host's plan of another shape is refused whole, never kept in part.

/** What the page sends to POST /api/plan. */
export interface PlanBody extends Pick<RecipePreferences, 'diet' | 'allergies' | 'maxMinutes' | 'units'> {
  ingredients: string[];
  days: number;
  servings: number;
  /** Dishes not to plan again: every dish of the plan, when another idea for one day is asked for. */
  avoid?: string[];
}

/** A plan, who planned it; or what to tell the cook, and whether the server could not be reached at all. */
export type PlanAnswer = { ok: true; outline: WeekOutline; by: string } | { ok: false; message: string; unreachable: boolean };

const GENERAL = "Sorry, the chef couldn't plan that week. Please try again.";

const isText = (raw: unknown): raw is string => typeof raw === 'string' && raw.trim() !== '';

/** The dishes of an answer, when it is a plan of at most `days` distinct dishes none of which is to be avoided. */
export function outlineOf(raw: unknown, days: number, avoid: readonly string[] = []): WeekOutline | undefined {
  const { dishes, asked } = (raw ?? {}) as { dishes?: unknown; asked?: unknown };
  if (!Array.isArray(dishes) || dishes.length === 0 || dishes.length > Math.min(days, MAX_PLAN_DAYS)) return undefined;
  const read: PlannedDish[] = [];
  const seen = new Set(avoid.map(matchKey));
  for (const entry of dishes as unknown[]) {
    const { dish, uses } = (entry ?? {}) as { dish?: unknown; uses?: unknown };
    if (!isText(dish) || !Array.isArray(uses) || uses.length === 0 || !uses.every(isText) || seen.has(matchKey(dish))) return undefined;
    seen.add(matchKey(dish));
    read.push({ dish: dish.trim(), uses: uses.map((food) => food.trim()) });
  }
  // Fewer dishes than days, when fewer fit the list: the planner says how many were asked.
  return Number.isInteger(asked) && (asked as number) > read.length ? { dishes: read, asked: asked as number } : { dishes: read };
}

/** What to tell the cook of a refused plan, from the API's `{ error: { code, days? } }`. */
function refusalOf(raw: unknown): string {
  const error = (raw as { error?: { code?: unknown; days?: unknown } } | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : undefined;
  if (code === 'budget_too_small' && Number.isInteger(error?.days)) return budgetTooSmallMessage(error!.days as number);
  if (code === undefined) return GENERAL;
  if (refusalMessage(code) !== ERROR_TEXTS.general) return refusalMessage(code);
  return Object.hasOwn(PUBLIC_MESSAGES, code) ? PUBLIC_MESSAGES[code as keyof typeof PUBLIC_MESSAGES] : GENERAL;
}

/** Asks for a plan. Fetch failing, or a proxy's own 502-504, is `unreachable`: the page's own chef can plan. */
export async function askForPlan(body: PlanBody, signal: AbortSignal): Promise<PlanAnswer> {
  let response: Response;
  try {
    response = await fetch('/api/plan', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal });
  } catch {
    // Aborted, the answer is not wanted (the caller looks at its signal); otherwise no connection.
    return { ok: false, message: GENERAL, unreachable: !signal.aborted };
  }
  const json = response.headers.get('content-type')?.includes('application/json');
  const raw: unknown = json ? await response.json().catch(() => undefined) : undefined;
  if (!response.ok) return { ok: false, message: refusalOf(raw), unreachable: !json && response.status >= 502 && response.status <= 504 };
  const outline = outlineOf(raw, body.days, body.avoid);
  const by = (raw as { by?: unknown } | undefined)?.by;
  return outline ? { ok: true, outline, by: typeof by === 'string' ? by : '' } : { ok: false, message: PUBLIC_MESSAGES.plan_unreadable, unreachable: false };
}
