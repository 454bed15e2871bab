import type { RecentRecipe } from '../lib/recent-recipes.ts';
import { loadOnce } from '../lib/load-once.ts';
import { newRecipeId } from '../lib/kept-versions.ts';
import { versionShown } from './recipe-reducer.ts';
import type { StoreCore } from './store-core.ts';
import { dropShareLink } from './shared-link.ts';
import { authorNamed } from './version.ts';
import { keptOf, shownOf } from './versions.ts';

// Comes when a shared recipe with a proof is taken.
const loadProofCheck = loadOnce(() => import('./proof-check.ts'));

// Comes with the first recipe the visitor reopens or takes from a link (see recipe-store.ts).

/** Shows one of the recent recipes again, with all its versions and its own list. */
export function reopen({ dispatch, requests, keep, halt, announce }: StoreCore, entry: RecentRecipe) {
  halt();
  requests.begin();
  dropShareLink();
  dispatch({ type: 'shown-whole', shown: shownOf(entry, authorNamed(entry.by)), ingredients: entry.ingredients, recipeId: entry.id ?? newRecipeId() });
  keep(false);
  announce(`${entry.title}, from your recent recipes.`);
}

/** Makes the recipe from the link the visitor's own: the last recipe, and a recent one. */
export function takeShared(core: StoreCore) {
  const { get, dispatch, requests, kept, keep } = core;
  const state = get();
  const version = versionShown(state);
  if (state.link.status !== 'shown' || !version) return;
  const { ingredients, proof } = state.link;
  requests.begin();
  dropShareLink();
  // A link can pair any text with any proof: changes wait until the service says they match.
  const { versions, current, markdown, presentation } = state;
  dispatch({ type: 'shown-whole', shown: { versions, current, text: markdown, presentation }, ingredients, recipeId: newRecipeId() });
  keep(false);
  const scaled = presentation.servings !== null ? { servings: presentation.servings } : {};
  kept.addRecent({ markdown, ingredients, ...(markdown === version.written ? {} : { written: version.written, ...scaled }), ...keptOf(versions, current, get().recipeId) }, version.name);
  // Unfetched, the proof is dropped: the recipe can be read and scaled, not changed.
  if (proof) void loadProofCheck().then((check) => check.confirmProof(core, version.id, version.written, ingredients, proof), () => undefined);
}
