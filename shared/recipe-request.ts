import { checkIngredient } from './ingredient-check.ts';
import { safeRendering } from './ingredient-characters.ts';
import { duplicateKey } from './ingredients.ts';
import { MAX_INGREDIENTS, MAX_INGREDIENT_LENGTH, MIN_INGREDIENTS } from './limits.ts';
import { readPreferences, type RecipePreferences } from './recipe-preferences.ts';
import { checkPreviousTitle } from './recipe-title.ts';

/**
 * What the page sends to POST /api/recipe: the list, the visitor's preferences, and for "Another
 * idea" the title of the recipe to move away from. Any other field is ignored.
 */
export interface RecipeRequest extends RecipePreferences {
  ingredients: string[];
  previousTitle?: string;
}

/** Machine-readable reasons a recipe request is refused. */
export type RecipeRequestErrorCode =
  | 'invalid_body'
  | 'too_few_ingredients'
  | 'too_many_ingredients'
  | 'empty_ingredient'
  | 'ingredient_too_long'
  | 'invalid_characters'
  | 'not_food'
  | 'invalid_field';

/** A refusal the API sends as `{ error: { code, message } }` with status 400. */
export interface RecipeRequestError {
  code: RecipeRequestErrorCode;
  message: string;
}

export type RecipeRequestResult =
  | { ok: true; value: RecipeRequest }
  | { ok: false; error: RecipeRequestError };

const fail = (code: RecipeRequestErrorCode, message: string): RecipeRequestResult => ({
  ok: false,
  error: { code, message },
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks one item and says, naming it, why it cannot go in a recipe. */
function checkItem(item: unknown, position: number): RecipeRequestResult | string {
  if (typeof item !== 'string') return fail('invalid_body', `Ingredient ${position} is not text.`);
  const checked = checkIngredient(item);
  if (checked.ok) return checked.value;
  if (checked.problem === 'blank') return fail('empty_ingredient', `Ingredient ${position} is empty.`);
  const named = `Ingredient ${position} ("${safeRendering(checked.value)}")`;
  switch (checked.problem) {
    case 'too_long':
      return fail('ingredient_too_long', `Ingredient ${position} is longer than ${MAX_INGREDIENT_LENGTH} characters.`);
    case 'invalid_characters':
      return fail('invalid_characters', `${named} has characters an ingredient never needs.`);
    case 'not_food':
      return fail('not_food', `${named} is not food, so it can't go in a recipe.`);
  }
}

/**
 * Validates a request body and normalises its ingredients. The page and the server share it,
 * so both agree on what a valid list is. A repeated ingredient (any case) is dropped silently:
 * the visitor meant it once, and refusing the whole list for it would help nobody.
 * The optional fields are checked after the list; a bad one is refused by name (code
 * "invalid_field").
 * @example parseRecipeRequest({ ingredients: [" eggs", "MILK", "flour", "sugar", "Eggs"] })
 *   // { ok: true, value: { ingredients: ["Eggs", "Milk", "Flour", "Sugar"] } }
 */
export function parseRecipeRequest(body: unknown): RecipeRequestResult {
  if (!isRecord(body) || !Array.isArray(body.ingredients)) {
    return fail('invalid_body', 'Send a JSON object with an "ingredients" list of strings.');
  }
  const raw: unknown[] = body.ingredients;
  if (raw.length < MIN_INGREDIENTS) {
    return fail('too_few_ingredients', `Add at least ${MIN_INGREDIENTS} ingredients.`);
  }
  if (raw.length > MAX_INGREDIENTS) {
    return fail('too_many_ingredients', `Use at most ${MAX_INGREDIENTS} ingredients.`);
  }
  const byKey = new Map<string, string>();
  for (const [index, item] of raw.entries()) {
    const checked = checkItem(item, index + 1);
    if (typeof checked !== 'string') return checked;
    if (!byKey.has(duplicateKey(checked))) byKey.set(duplicateKey(checked), checked);
  }
  if (byKey.size < MIN_INGREDIENTS) {
    return fail('too_few_ingredients', `Add at least ${MIN_INGREDIENTS} different ingredients.`);
  }
  const preferences = readPreferences(body);
  if (!preferences.ok) return fail('invalid_field', preferences.message);
  const value: RecipeRequest = { ingredients: [...byKey.values()], ...preferences.value };
  if (body.previousTitle !== undefined) {
    const title = checkPreviousTitle(body.previousTitle);
    if (!title.ok) return fail('invalid_field', title.message);
    value.previousTitle = title.value;
  }
  return { ok: true, value };
}
