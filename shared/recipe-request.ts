import { normaliseIngredient } from './ingredients.ts';
import { MAX_INGREDIENTS, MAX_INGREDIENT_LENGTH, MIN_INGREDIENTS } from './limits.ts';

/** What the page sends to POST /api/recipe. Any other field is ignored. */
export interface RecipeRequest {
  ingredients: string[];
}

/** Machine-readable reasons a recipe request is refused. */
export type RecipeRequestErrorCode =
  | 'invalid_body'
  | 'too_few_ingredients'
  | 'too_many_ingredients'
  | 'empty_ingredient'
  | 'ingredient_too_long';

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

/**
 * Validates a request body and normalises its ingredients. The page and the server share it,
 * so both agree on what a valid list is.
 * @example parseRecipeRequest({ ingredients: [" eggs", "MILK", "flour", "sugar"] })
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
  const ingredients: string[] = [];
  for (const [index, item] of raw.entries()) {
    if (typeof item !== 'string') {
      return fail('invalid_body', `Ingredient ${index + 1} is not text.`);
    }
    const normalised = normaliseIngredient(item);
    if (normalised === null) {
      return fail('empty_ingredient', `Ingredient ${index + 1} is empty.`);
    }
    if (Array.from(normalised).length > MAX_INGREDIENT_LENGTH) {
      return fail(
        'ingredient_too_long',
        `Ingredient ${index + 1} is longer than ${MAX_INGREDIENT_LENGTH} characters.`,
      );
    }
    ingredients.push(normalised);
  }
  return { ok: true, value: { ingredients } };
}
