import type { Units } from '../../shared/api/recipe-preferences.ts';
import { needsScaler } from './versions.ts';
import type { RecipeRequest } from '../../shared/api/recipe-request.ts';
import { loadOnce } from '../lib/load-once.ts';
import type { Presentation } from './recipe-reducer.ts';
import type { StoreCore } from './store-core.ts';
import { loadChef } from './servers-chef.ts';
import type { Version } from './version.ts';

// Comes with the first move to another version, servings or units (see recipe-store.ts): what
// shows a version at the cook's presentation, and the store's actions that do it.

// The scaler comes with a first "Servings to cook" or switch of Units.
const loadScaler = loadOnce(() => import('./scaler.ts'));

/**
 * The text of `version` as the cook has it on screen at `how`: in the same task when that is as
 * written, else once the scaler is here (fetched if need be). A recipe of a built-in chef is
 * drafted again by that chef from the key of its draft, so that its tin, pans and times fit the
 * new size; its text is scaled when the chef cannot draft it. `request` is what it was asked with.
 */
function present(version: Version, how: Presentation, request: RecipeRequest | null): string | Promise<string> {
  const { written } = version;
  if (!needsScaler(version, how)) return written;
  const scaled = () => loadScaler().then((scaler) => textAt(version, how, scaler));
  const { draft } = version;
  if (!draft || !request) return scaled();
  // The wishes it was asked with; the chef sets aside the change and the title to move away from.
  const { ingredients, ...wishes } = request;
  return loadChef()
    .then((chef) => chef.redraft(ingredients, draft, wishes, how)?.markdown ?? null, () => null)
    .then((again) => again ?? scaled());
}

/** What a version is shown with: the scaler's two functions (an engine fetched on first use). */
interface Scaler {
  scaleRecipe: (markdown: string, from: number, to: number, units?: Units) => string;
  convertRecipe: (markdown: string, units: Units) => string;
}

/**
 * A version's text as the cook has it on screen: scaled from the servings it states to the
 * servings to cook, in the units they switched to, in one pass from its own amounts so each is
 * rounded once; as written when neither applies.
 */
export function textAt({ written, servings: stated }: Pick<Version, 'written' | 'servings'>, { servings, units }: Presentation, scaler: Scaler): string {
  if (servings !== null && stated !== null && servings !== stated) return scaler.scaleRecipe(written, stated, servings, units ?? undefined);
  return units === null ? written : scaler.convertRecipe(written, units);
}


/** Shows the version at `index` at `how`, once its text is rendered (the scaler may be fetched for it), and keeps it. */
export async function showAt({ get, dispatch, requests, keep }: StoreCore, index: number, how: Presentation) {
  const state = get();
  const version = state.versions[index];
  if (state.phase !== 'idle' || !version) return;
  const signal = requests.begin();
  const rendered = present(version, how, state.request);
  const text = typeof rendered === 'string' ? rendered : await rendered;
  if (signal.aborted) return;
  dispatch({ type: 'presented', index, text, presentation: how });
  keep(false);
}
