import { breaksPreferences } from '../ingredients/allergen-check.ts';
import type { ChangeKind } from '../api/recipe-change.ts';
import { readRecipe } from './recipe-parts.ts';

/**
 * Why a change would change nothing in a recipe, read from its ingredient list, or null when it
 * would: Vegetarian on a recipe that lists no meat or fish. Such a change is not asked of the chef
 * (it would cost a request and make a version that differs only by chance).
 * @example unchangedBy("vegetarian", "## Dal\n\n## Ingredients\n- 200 g red lentils\n") // "This recipe is already vegetarian: there is nothing to change."
 */
export function unchangedBy(kind: ChangeKind, markdown: string): string | null {
  if (kind !== 'vegetarian') return null;
  const { ingredients } = readRecipe(markdown);
  // A recipe with no list the reader can find is left to the chef.
  if (ingredients.length === 0 || ingredients.some((line) => breaksPreferences(line, { diet: ['vegetarian'] }))) return null;
  return 'This recipe is already vegetarian: there is nothing to change.';
}
