import type { Capacity } from './capacity.ts';
import type { InFlight } from './in-flight.ts';

// A slot frees up as soon as any stream ends; a few seconds is a fair guess.
const BUSY_RETRY_AFTER_SECONDS = 5;

/** A recipe let in (its abort controller, and `finish` to give its slot back once), or why not. */
export type Admission =
  | { ok: true; controller: AbortController; finish: () => void }
  | { ok: false; code: 'busy' | 'budget_exhausted'; retryAfterSeconds: number };

/**
 * Lets one recipe in: a free stream slot first, then one recipe from today's budget. The slot is
 * held, and the stream tracked for a shutdown to abort, until `finish` is called.
 */
export async function admitRecipe(capacity: Pick<Capacity, 'slots' | 'budget'>, inFlight: InFlight): Promise<Admission> {
  const release = capacity.slots.tryAcquire();
  if (!release) return { ok: false, code: 'busy', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
  const verdict = capacity.budget ? await capacity.budget.take() : { ok: true as const };
  if (!verdict.ok) {
    release();
    return { ok: false, code: 'budget_exhausted', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const controller = new AbortController();
  const untrack = inFlight.track(controller);
  return {
    ok: true,
    controller,
    finish: () => {
      release();
      untrack();
    },
  };
}
