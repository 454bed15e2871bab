import { ALLERGEN_NAMES, type RecipePreferences } from '../../shared/recipe-preferences.ts';

/**
 * One short line saying which preferences are on, for when the panel is folded away; "" for none.
 * @example describePreferences({ diet: ["vegan"], allergies: ["sesame"], servings: 2 })
 *   // "Recipes will be vegan, without sesame, for 2."
 */
export function describePreferences({ diet, allergies, servings, maxMinutes }: RecipePreferences): string {
  const parts = [
    diet ? diet.join(' and ') : '',
    allergies ? `without ${allergies.map((id) => ALLERGEN_NAMES[id]).join(', ')}` : '',
    servings ? `for ${servings}` : '',
    maxMinutes ? `ready within ${maxMinutes} minutes` : '',
  ].filter((part) => part !== '');
  return parts.length > 0 ? `Recipes will be ${parts.join(', ')}.` : '';
}
