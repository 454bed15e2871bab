import { z } from 'zod';
import { checkIngredient, type IngredientProblem } from '../ingredients/ingredient-check.ts';
import { safeRendering } from '../ingredients/ingredient-characters.ts';
import { duplicateKey } from '../ingredients/ingredients.ts';
import { MAX_BODY_BYTES, MAX_INGREDIENTS, MAX_INGREDIENT_LENGTH, MIN_INGREDIENTS } from './limits.ts';
import { CHANGE_KINDS } from './recipe-change.ts';
import { draftKeySchema } from './draft-key.ts';
import { ALLERGENS, DIETS, MAX_SCALED_SERVINGS, MIN_SERVINGS, TIME_LIMITS, UNIT_SYSTEMS } from './recipe-preferences.ts';
import { checkPreviousTitle } from '../recipe/recipe-title.ts';

// The one schema of a recipe request, shared by the page and the server. Its issues carry what
// went wrong (`problem`); `requestError` says it in the API's words. zod stays out of the page's
// first script: only code loaded later imports this module.

/** Machine-readable reasons a recipe request is refused. */
export type RecipeRequestErrorCode =
  | 'invalid_body'
  | 'too_few_ingredients'
  | 'too_many_ingredients'
  | 'empty_ingredient'
  | 'ingredient_too_long'
  | 'invalid_characters'
  | 'mixed_scripts'
  | 'not_an_ingredient_name'
  | 'not_food'
  | 'invalid_field'
  | 'unknown_recipe';

/** A refusal the API sends as `{ error: { code, message } }` with status 400. */
export interface RecipeRequestError {
  code: RecipeRequestErrorCode;
  message: string;
}

type Problem = IngredientProblem | 'not_text' | 'too_few' | 'too_many' | 'too_few_different';

const problem = (ctx: z.RefinementCtx, reason: Problem, name?: string) =>
  ctx.addIssue({ code: 'custom', message: reason, params: { problem: reason, name } });

const ingredient = z.string({ error: 'not_text' }).transform((raw, ctx) => {
  const checked = checkIngredient(raw);
  if (checked.ok) return checked.value;
  problem(ctx, checked.problem, 'value' in checked ? checked.value : undefined);
  return z.NEVER;
});

/** The list of a request: 4 to 30 ingredients, each checked and normalised, repeats dropped. The length is checked before the items, so a short list is refused as short whatever is in it. */
export const ingredientList = z
  .array(z.unknown())
  .superRefine((items, ctx) => {
    if (items.length < MIN_INGREDIENTS) problem(ctx, 'too_few');
    else if (items.length > MAX_INGREDIENTS) problem(ctx, 'too_many');
  })
  .pipe(z.array(ingredient))
  // A repeated ingredient (any case) is dropped silently: the visitor meant it once.
  .transform((items, ctx) => {
    const byKey = new Map<string, string>();
    for (const item of items) if (!byKey.has(duplicateKey(item))) byKey.set(duplicateKey(item), item);
    if (byKey.size < MIN_INGREDIENTS) problem(ctx, 'too_few_different');
    return [...byKey.values()];
  });

/** A list of choices from `allowed`, kept in their canonical order (the same wishes make the same prompt); empty means none. */
const choices = <T extends string>(allowed: readonly [T, ...T[]], field: string) => {
  const error = `"${field}" must be a list of: ${allowed.join(', ')}.`;
  return z
    .array(z.enum(allowed, { error }), { error })
    .max(allowed.length, { error })
    .transform((chosen) => allowed.filter((choice) => chosen.includes(choice)))
    .transform((kept) => (kept.length > 0 ? kept : undefined))
    .optional();
};

// Up to the most a recipe on the page can be scaled to, so a change keeps the servings shown.
const servingsError = `"servings" must be a whole number from ${MIN_SERVINGS} to ${MAX_SCALED_SERVINGS}.`;
const timeError = `"maxMinutes" must be one of ${TIME_LIMITS.join(', ')}.`;
const unitsError = `"units" must be one of: ${UNIT_SYSTEMS.join(', ')}.`;

/** The preferences of a request (every field optional; a present but wrong one is refused by name). */
export const preferencesSchema = z.object(
  {
    diet: choices(DIETS, 'diet'),
    allergies: choices(ALLERGENS as [(typeof ALLERGENS)[number], ...(typeof ALLERGENS)[number][]], 'allergies'),
    servings: z.int({ error: servingsError }).min(MIN_SERVINGS, { error: servingsError }).max(MAX_SCALED_SERVINGS, { error: servingsError }).optional(),
    maxMinutes: z.literal(TIME_LIMITS, { error: timeError }).optional(),
    units: z.enum(UNIT_SYSTEMS, { error: unitsError }).optional(),
  },
  { error: 'The preferences must be an object.' },
);

const previousTitle = z.unknown().transform((raw, ctx) => {
  const title = checkPreviousTitle(raw);
  if (title.ok) return title.value;
  ctx.addIssue({ code: 'custom', message: title.message });
  return z.NEVER;
});

const CHANGE_ERROR =
  `"change" must be an object with "kind" (one of: ${CHANGE_KINDS.join(', ')}), "recipe" and "proof" as the service sent them, ` +
  'and for "swap" the ingredient to replace as "from" and optionally its substitute as "to", each an ingredient name.';
// A proof is an HMAC-SHA-256 in base64url: 43 characters.
const PROOF = /^[\w-]{43}$/;

const change = z
  .object(
    {
      kind: z.enum(CHANGE_KINDS),
      from: ingredient.optional(),
      to: ingredient.optional(),
      recipe: z.string().min(1).max(MAX_BODY_BYTES),
      proof: z.string().regex(PROOF),
      draft: draftKeySchema.optional(),
    },
    { error: CHANGE_ERROR },
  )
  .refine((value) => (value.kind === 'swap' ? value.from !== undefined : value.from === undefined && value.to === undefined));

/** Whether a list's item names a food, with or without the amount typed before it: "flour" of "1 kg flour". */
export const namesFood = (item: string, food: string) => ` ${duplicateKey(item)} `.includes(` ${duplicateKey(food)} `);

const DISH_ERROR = '"dish" must be an object with "name", the name of a dish, and "uses", a list of ingredients from "ingredients".';

// A day of a week plan: the dish the plan named, and the foods of the list it should use. The name
// is held to the rules of a dish's name, and each food must be one of the request's own.
const dish = z
  .object({ name: previousTitle, uses: z.array(ingredient).max(MAX_INGREDIENTS) }, { error: DISH_ERROR })
  .refine((value) => value.uses.length > 0, { error: DISH_ERROR });

/**
 * What the page sends to POST /api/recipe: the list, the visitor's preferences, for "Another
 * idea" the title of the recipe to move away from, for a day of a week plan the dish to write,
 * and for a new version of a recipe the change to make. Any other field is ignored.
 */
export const recipeRequestSchema = z
  .object({
    ingredients: ingredientList,
    ...preferencesSchema.shape,
    previousTitle: previousTitle.optional(),
    dish: dish.optional(),
    change: change.optional(),
  })
  .refine((value) => value.dish === undefined || value.dish.uses.every((food) => value.ingredients.some((item) => namesFood(item, food))), {
    error: '"dish" "uses" must name only ingredients from "ingredients".',
    path: ['dish'],
  });

/** A checked recipe request. */
export type RecipeRequest = z.output<typeof recipeRequestSchema>;
/** What the visitor wants the recipe to respect; every field is optional. */
export type RecipePreferences = z.output<typeof preferencesSchema>;

const dropUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

const problemOf = (issue: z.core.$ZodIssue): Problem | undefined =>
  issue.code === 'custom' ? (issue.params?.problem as Problem | undefined) : issue.message === 'not_text' ? 'not_text' : undefined;

/** What the API says of a name it refuses, after naming it (`Ingredient 4 ("Bleach")`), and the code it refuses it with. */
const NAME_FAULTS: Partial<Record<Problem, readonly [RecipeRequestErrorCode, string]>> = {
  invalid_characters: ['invalid_characters', 'has characters an ingredient never needs.'],
  mixed_scripts: ['mixed_scripts', 'mixes letters of different alphabets in one word.'],
  not_a_name: ['not_an_ingredient_name', 'reads as a sentence: send only the name of an ingredient.'],
  instruction: ['not_an_ingredient_name', 'reads as an instruction to the chef: send only the name of an ingredient.'],
  no_letters: ['not_an_ingredient_name', 'has no letters: send the name of an ingredient.'],
  not_food: ['not_food', "is not food, so it can't go in a recipe."],
};

/** The API's words for the first thing wrong with a request (a plan's request too: its list and preferences are a recipe's). */
export function requestError([issue]: z.core.$ZodIssue[]): RecipeRequestError {
  const fail = (code: RecipeRequestErrorCode, message: string): RecipeRequestError => ({ code, message });
  const [field, index] = issue?.path ?? [];
  if (!issue || field === undefined) return fail('invalid_body', 'Send a JSON object with an "ingredients" list of strings.');
  const reason = problemOf(issue);
  const fault = reason === undefined ? undefined : NAME_FAULTS[reason];
  const quoted = `("${safeRendering(String(issue.code === 'custom' ? (issue.params?.name ?? '') : ''))}")`;
  if (field === 'change') {
    // A swap's name refused by the ingredient rules is named, so the visitor sees which and why.
    const name = index === 'from' || index === 'to' ? index : undefined;
    return fail('invalid_field', name && fault ? `The "change" swap's "${name}" ${quoted} ${fault[1]}` : CHANGE_ERROR);
  }
  if (field === 'dish') return fail('invalid_field', issue.message.startsWith('"dish"') ? issue.message : DISH_ERROR);
  if (field !== 'ingredients') return fail('invalid_field', issue.message);
  const position = typeof index === 'number' ? index + 1 : 0;
  if (fault) return fail(fault[0], `Ingredient ${position} ${quoted} ${fault[1]}`);
  switch (reason) {
    case 'too_few':
      return fail('too_few_ingredients', `Add at least ${MIN_INGREDIENTS} ingredients.`);
    case 'too_few_different':
      return fail('too_few_ingredients', `Add at least ${MIN_INGREDIENTS} different ingredients.`);
    case 'too_many':
      return fail('too_many_ingredients', `Use at most ${MAX_INGREDIENTS} ingredients.`);
    case 'not_text':
      return fail('invalid_body', `Ingredient ${position} is not text.`);
    case 'blank':
      return fail('empty_ingredient', `Ingredient ${position} is empty.`);
    case 'too_long':
      return fail('ingredient_too_long', `Ingredient ${position} is longer than ${MAX_INGREDIENT_LENGTH} characters.`);
    default:
      return fail('invalid_body', 'Send a JSON object with an "ingredients" list of strings.');
  }
}

type RecipeRequestResult = { ok: true; value: RecipeRequest } | { ok: false; error: RecipeRequestError };

/**
 * Validates a request body and normalises its ingredients. The list is checked first, then the
 * optional fields; a bad one is refused by name (code "invalid_field").
 * @example parseRecipeRequest({ ingredients: [" eggs", "MILK", "flour", "sugar", "Eggs"] })
 *   // { ok: true, value: { ingredients: ["Eggs", "Milk", "Flour", "Sugar"] } }
 */
export function parseRecipeRequest(body: unknown): RecipeRequestResult {
  const parsed = recipeRequestSchema.safeParse(body);
  return parsed.success ? { ok: true, value: dropUndefined(parsed.data) } : { ok: false, error: requestError(parsed.error.issues) };
}
