import type { RecipeWishes } from '../../shared/api/prompt.ts';
import { whyUnchanged } from './change-check.ts';
import { servingsShown, versionShown } from './recipe-reducer.ts';
import type { StoreCore } from './recipe-store.ts';
import type { ChangeAsk } from './versions.ts';

// Comes with a first change asked for (see recipe-store.ts), as the request it sends needs the stream engine anyway.

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
    change: { ...ask, recipe: version.written, proof: version.proof },
  };
  const unchanged = await whyUnchanged(request, version.author);
  if (signal.aborted) return;
  if (unchanged === null) return void send(request, ask);
  dispatch({ type: 'unchanged', message: unchanged });
  announce(unchanged);
}
