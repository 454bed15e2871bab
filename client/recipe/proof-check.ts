import { writtenOf } from '../lib/recipe-record.ts';
import type { StoreCore } from './store-core.ts';

// Comes when a shared recipe with a proof is taken as the visitor's own (see showing-actions.ts).

// A shared recipe whose proof is not the service's own for its text (a link can pair any two).
const NOT_CHANGEABLE = "This recipe can't be changed: it isn't the text the chef wrote. Press Get a recipe for one you can change.";

/**
 * Asks the service whether `proof` is its own for the version `id`, a shared recipe taken as the
 * visitor's own; if so, it can be changed, and is kept with it. If not, the page says so, rather
 * than let a change fail later as if the kitchen had restarted. Unanswered, the proof is kept: a
 * change then asks the service anyway.
 */
export async function confirmProof({ get, dispatch, kept, keep, announce }: StoreCore, id: number, written: string, ingredients: readonly string[], proof: string) {
  const changeable = await fetch('/api/recipe/check', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ingredients, recipe: written, proof }),
  })
    .then((response) => (response.ok ? (response.json() as Promise<{ changeable?: unknown }>) : { changeable: true }))
    .then((answer) => answer.changeable !== false, () => true);
  // The visitor has another recipe on screen by now: the reducer gives the proof to this version only.
  if (!get().versions.some((version) => version.id === id)) return;
  if (!changeable) {
    dispatch({ type: 'unchanged', message: NOT_CHANGEABLE });
    return announce(NOT_CHANGEABLE);
  }
  dispatch({ type: 'proof-confirmed', id, proof });
  keep(false);
  // The recent entry written so can now be changed too, and its version inside.
  kept.editRecent((entry) => {
    if (writtenOf(entry) !== written) return entry;
    const versions = entry.versions?.map((version) => (version.markdown === written ? { ...version, proof } : version));
    return { ...entry, proof, ...(versions ? { versions } : {}) };
  });
}
