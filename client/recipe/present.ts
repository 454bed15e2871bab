import type { RecipeRequest } from '../../shared/api/recipe-request.ts';
import { loadOnce } from '../lib/load-once.ts';
import type { Presentation } from './recipe-reducer.ts';
import { loadChef } from './servers-chef.ts';
import type { Version } from './version.ts';
import { needsScaler, textAt } from './versions.ts';

// The scaler comes with a first "Servings to cook" or switch of Units.
const loadScaler = loadOnce(() => import('./scaler.ts'));

/**
 * The text of `version` as the cook has it on screen at `how`: in the same task when that is as
 * written, else once the scaler is here (fetched if need be). A recipe of a built-in chef is
 * drafted again by that chef, from its data, so that its tin, pans and times fit the new size; its
 * text is scaled when the chef does not find it as it wrote it. `request` is what it was asked with.
 */
export function present(version: Version, how: Presentation, request: RecipeRequest | null): string | Promise<string> {
  const { written } = version;
  if (!needsScaler(version, how)) return written;
  const scaled = () => loadScaler().then((scaler) => textAt(version, how, scaler));
  const builtIn = version.author?.kind === 'server-chef' || version.author?.kind === 'page-chef';
  if (!builtIn || !request) return scaled();
  // The wishes it was asked with; the chef sets aside the change and the title to move away from.
  const { ingredients, ...wishes } = request;
  return loadChef()
    .then((chef) => chef.writeAgain(ingredients, written, wishes, how), () => null)
    .then((again) => again ?? scaled());
}
