import { createHash } from 'node:crypto';
import type { RecipeRequest } from '../../shared/api/recipe-request.ts';
import type { ModelDescription } from '../../shared/api/provider-label.ts';

/**
 * The exact key of a recipe in the cache: a hash of everything that shapes it. The list is
 * trimmed, case-folded, de-duplicated and sorted ("Rice, Egg" and "egg, rice" meet), the allergies
 * too; every preference counts, as do the host and model that would write it and `prompt` (a
 * version of the instruction's wording, so a new wording misses every recipe kept before it). A
 * change counts with the recipe it changes. Never a likeness: a list that differs by one allergy
 * is another recipe. A day of a week plan counts with its dish and the foods it should use.
 */
export function recipeCacheKey(request: RecipeRequest, host: ModelDescription, prompt: string): string {
  const fold = (values: readonly string[] = []) => [...new Set(values.map((value) => value.trim().toLocaleLowerCase('en')))].sort();
  const { ingredients, diet, allergies, servings, maxMinutes, units, previousTitle, dish, change } = request;
  const shaped = {
    version: 1,
    prompt,
    host: [host.provider, host.host, host.modelId],
    ingredients: fold(ingredients),
    diet: fold(diet),
    allergies: fold(allergies),
    servings: servings ?? null,
    maxMinutes: maxMinutes ?? null,
    units: units ?? null,
    previousTitle: previousTitle ?? null,
    change: change ? [change.kind, change.from ?? null, change.to ?? null, change.recipe] : null,
    // Only when there is one, so the keys of the recipes kept before days were asked for stay as they were.
    ...(dish ? { dish: [dish.name.toLocaleLowerCase('en'), fold(dish.uses)] } : {}),
  };
  return createHash('sha256').update(JSON.stringify(shaped)).digest('base64url');
}

/** Whether the cache may answer this request, and so keep its recipe: never "Another idea" (it asks for something new) nor a change. */
export const answerableFromCache = (request: RecipeRequest) => request.previousTitle === undefined && request.change === undefined;
