import type { Units } from '../../shared/api/recipe-preferences.ts';
import { convertRecipe as convert, scaleRecipe as scale } from '../../shared/recipe/scale-recipe.ts';
import { readOnce } from './read-once.ts';

// The scaler the page fetches with a first "Servings to cook" or switch of Units. It rewrites the
// value each version is read into once (read-once.ts): the lines that value places, and nothing
// else, and the text it renders is read once in turn as the value of what is shown.

/** The version `markdown` for `to` servings instead of `from`, in `units` when given (see shared/recipe/scale-recipe.ts). */
export const scaleRecipe = (markdown: string, from: number, to: number, units?: Units): string => scale(readOnce(markdown), from, to, units);

/** The version `markdown` in other units (see shared/recipe/scale-recipe.ts). */
export const convertRecipe = (markdown: string, units: Units): string => convert(readOnce(markdown), units);
