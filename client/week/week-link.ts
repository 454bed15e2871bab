import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from '../../shared/api/limits.ts';
import { checkPreviousTitle } from '../../shared/recipe/recipe-title.ts';
import { MAX_PLAN_DAYS, type PlanDay, type WeekPlan } from '../../shared/week/week-plan.ts';
import { packFragment, unpackFragment, type BrokenReason, type FragmentFormat } from '../lib/fragment-codec.ts';
import { newRecipeId } from '../lib/kept-versions.ts';
import { isRecipeMarkdown, MAX_RECIPE_CHARS } from '../lib/recipe-record.ts';
import { WEEK_PREFIX, carriesWeek } from '../lib/share-fragment.ts';
import { readKeptWeek } from './kept-week.ts';

// A shared week's link: `#week=1.<data>`, the plan as the page keeps it (days, dishes, the recipes
// as written, servings, the proofs the service gave), written as a recipe's link is
// (fragment-codec.ts). Nothing is stored anywhere; the link is the week.

/** The longest week link written or read: seven recipes take a few kB each, deflated. */
export const MAX_WEEK_FRAGMENT_CHARS = 96 * 1024;

const FORMAT: FragmentFormat = {
  prefix: WEEK_PREFIX,
  version: '1',
  maxChars: MAX_WEEK_FRAGMENT_CHARS,
  // The longest recipe of each day as JSON, even were every character a six-byte escape, and the rest of the plan.
  maxPayloadBytes: MAX_PLAN_DAYS * 6 * MAX_RECIPE_CHARS + 16 * 1024,
  // A plan nests five deep at most (plan, days, a day, the day it displaced, its recipe).
  maxDepth: 8,
};

/** What a week link held: the plan (a new one on this device), or why it is broken. */
export type WeekLinkReading = { ok: true; plan: WeekPlan } | { ok: false; reason: BrokenReason };

// A list no longer than the page's own, of entries no longer than it takes.
const isList = (list: readonly string[]) => list.length <= MAX_INGREDIENTS && list.every((item) => item.length <= MAX_INGREDIENT_LENGTH);

/** Whether a day holds no more than the page itself would make: a dish's name, a list's foods, a recipe's length. */
function withinBounds(day: PlanDay): boolean {
  const cook = day.kind === 'cook' ? day : day.displaced;
  if (!cook) return true;
  return checkPreviousTitle(cook.dish).ok && isList(cook.uses) && (!cook.written || isRecipeMarkdown(cook.written.markdown));
}

/**
 * The fragment that carries `plan` (to put after the page's address), or undefined when it would
 * be longer than a link may be. The plan's id stays on this device.
 */
export function weekFragment(plan: WeekPlan): Promise<string | undefined> {
  const { servings, pantry, preferences, by, days } = plan;
  return packFragment(FORMAT, { servings, pantry, preferences, by, days });
}

/**
 * Reads the week a fragment carries, checked field by field as a kept plan is: undefined when the
 * fragment is not a week link at all. Never throws, whatever the fragment holds.
 */
export async function readWeekFragment(hash: string): Promise<WeekLinkReading | undefined> {
  if (!carriesWeek(hash)) return undefined;
  const reading = await unpackFragment(FORMAT, hash);
  if (!reading.ok) return reading;
  const value = reading.value;
  const plan = typeof value === 'object' && value !== null && !Array.isArray(value) ? readKeptWeek({ ...value, id: newRecipeId() }) : undefined;
  // A kept plan's shape, and no more than the page would make: a link is anyone's to write.
  const bounded = plan && isList(plan.pantry) && plan.days.every(withinBounds);
  return bounded ? { ok: true, plan } : { ok: false, reason: 'damaged' };
}
