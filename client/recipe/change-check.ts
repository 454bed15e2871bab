import type { RecipeRequest } from '../../shared/api/recipe-request.ts';
import { loadOnce } from '../lib/load-once.ts';
import { loadChef } from './servers-chef.ts';

// Comes with a first change asked for: the rule any recipe is held to. The built-in chef tells
// exactly what it would do of a recipe whose draft it has.
const loadRule = loadOnce(() => import('../../shared/recipe/unchanged-by.ts'));

/**
 * Why the change `request` asks for would change nothing, or null when it would (or when that
 * cannot be told): Vegetarian on a recipe that lists no meat, whoever wrote it; and for a recipe the
 * built-in chef wrote (the change carries its draft), whatever that chef would leave as it was ("This is about as quick as this
 * dish gets."). Such a change makes no version and costs no request. A check that fails to load
 * leaves the change to the server.
 */
export async function whyUnchanged(request: RecipeRequest & Required<Pick<RecipeRequest, 'change'>>): Promise<string | null> {
  const ruled = await loadRule().then((rule) => rule.unchangedBy(request.change.kind, request.change.recipe), () => null);
  if (ruled !== null || request.change.draft === undefined) return ruled;
  const { ingredients, ...wishes } = request;
  return loadChef().then((chef) => chef.unchangedByChange(ingredients, wishes), () => null);
}
