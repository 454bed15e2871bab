import { findAllergens, type AllergenFinding } from '../ingredients/allergen-check.ts';
import type { Allergen } from '../api/recipe-preferences.ts';
import type { Recipe } from './recipe-value.ts';

/**
 * The allergens among `allergies` that a recipe uses: named in an ingredient line or a step, never
 * in its introduction ("a dairy-free take on butter chicken") or in a line saying what it leaves
 * out. A recipe whose list and steps the reader cannot find is read whole, so that nothing it
 * names goes unwarned.
 * @example recipeAllergens(recipeOf("# Dal\n\nNo ghee here.\n\n## Ingredients\n- 200 g lentils\n\n## Method\n1. Simmer."), ["milk"]) // []
 */
export function recipeAllergens(recipe: Pick<Recipe, 'ingredients' | 'steps' | 'markdown'>, allergies: readonly Allergen[]): AllergenFinding[] {
  const used = [...recipe.ingredients.map((line) => line.text), ...recipe.steps.map((step) => step.text)];
  return findAllergens(used.length > 0 ? used.join('\n') : recipe.markdown, allergies);
}
