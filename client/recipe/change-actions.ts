import type { RecipeWishes } from '../../shared/api/prompt.ts';
import { whyUnchanged } from './change-check.ts';
import { servingsShown, versionShown } from './recipe-reducer.ts';
import type { StoreCore } from './store-core.ts';
import type { ChangeAsk } from './versions.ts';

import type { StreamEnd } from './stream-engine.ts';

// Comes with a first change asked for (see recipe-store.ts), as the request it sends needs the stream engine anyway.

// The service's answer to a change of a recipe it does not know (see the API's `change`).
const UNKNOWN_RECIPE = 'unknown_recipe';
const STALE_MESSAGE = "This recipe is from before the kitchen restarted, so it can't be changed. Press Get a recipe for a new one you can change.";
// A change asked for with no way to the server: only the server can change a recipe it wrote.
const NEEDS_CONNECTION = "Changing a recipe needs a connection, and you're offline. Scaling it works offline: try the change again once you're back online.";

/**
 * What to tell the visitor of a change that failed (`end`), or that could not be sent with no
 * connection (null); `stale` when the service no longer knows the recipe, so only a new one can be changed.
 */
export function changeFailure(end: StreamEnd | null): { message: string; stale: boolean } {
  if (end === null || (end.outcome === 'failed' && end.unreachable)) return { message: NEEDS_CONNECTION, stale: false };
  const stale = end.outcome === 'failed' && end.code === UNKNOWN_RECIPE;
  return { message: stale ? STALE_MESSAGE : end.outcome === 'failed' ? end.message : NEEDS_CONNECTION, stale };
}

/**
 * A change of the version shown, for the same list, today's preferences and the servings shown;
 * none, and no request, when it would change nothing (Vegetarian on a vegetarian recipe, Quicker
 * on a dish of the server's chef that is as quick as it gets). `signal` is the change's token.
 */
export async function askChange({ get, dispatch, send, announce }: StoreCore, signal: AbortSignal, ask: ChangeAsk, wishes: RecipeWishes) {
  const state = get();
  const version = versionShown(state);
  if (signal.aborted || !state.request || !version?.proof) return;
  const servings = servingsShown(state);
  // Today's preferences, not another idea's title or an earlier change.
  const preferences: RecipeWishes = { ...wishes };
  delete preferences.previousTitle;
  delete preferences.change;
  const request = {
    ingredients: state.request.ingredients,
    ...preferences,
    ...(servings ? { servings } : {}),
    change: { ...ask, recipe: version.written, proof: version.proof, ...(version.draft ? { draft: version.draft } : {}) },
  };
  const unchanged = await whyUnchanged(request);
  if (signal.aborted) return;
  if (unchanged === null) return void send(request, ask);
  dispatch({ type: 'unchanged', message: unchanged });
  announce(unchanged);
}
