import type { CookingDay, WeekPlan, Weekday } from '../../shared/week/week-plan.ts';

// A shared week's days come with the proofs the service gave their texts; a link can pair any text
// with any proof, so each is put to the service (POST /api/recipe/check, as a shared recipe's is)
// before the week is taken as the visitor's own, and a day whose text is not the one it signed says so.

/** What the visitor is told under a shared day whose proof is not the service's own for its text. */
export const NOT_PROVEN = "This day's recipe isn't the text the chef wrote: it was changed after it was written.";

/** Asks whether `proof` is the service's own for `day`'s text; undefined when unanswered (no connection, service down). */
async function checkDay(pantry: readonly string[], day: CookingDay & { written: { proof: string } }, signal: AbortSignal): Promise<boolean | undefined> {
  try {
    const response = await fetch('/api/recipe/check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ingredients: pantry, recipe: day.written.markdown, proof: day.written.proof }),
      signal,
    });
    // Refused as not a share link's shape (a list or text no recipe of ours has): not proven.
    if (response.status === 400) return false;
    if (!response.ok) return undefined;
    const answer = (await response.json()) as { changeable?: unknown };
    return typeof answer.changeable === 'boolean' ? answer.changeable : undefined;
  } catch {
    return undefined;
  }
}

/** The days of a shared `plan` whose proofs the service says are not its own for their texts. */
export async function unprovenDays(plan: WeekPlan, signal: AbortSignal): Promise<Weekday[]> {
  const proven = plan.days.flatMap((day) => (day.kind === 'cook' && day.written?.proof !== undefined ? [day as CookingDay & { written: { proof: string } }] : []));
  const answers = await Promise.all(proven.map((day) => checkDay(plan.pantry, day, signal)));
  return proven.filter((_, index) => answers[index] === false).map((day) => day.day);
}

/** `plan` with the proofs of `days` taken off: their texts are kept, but never passed on as the service's. */
export function withoutProofs(plan: WeekPlan, days: readonly Weekday[]): WeekPlan {
  const drop = (day: CookingDay): CookingDay => {
    if (!day.written || !days.includes(day.day)) return day;
    const written = { ...day.written };
    delete written.proof;
    return { ...day, written };
  };
  return { ...plan, days: plan.days.map((day) => (day.kind === 'cook' ? drop(day) : day)) };
}
