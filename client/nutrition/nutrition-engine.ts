import { asCookReadsIt, type NutritionEstimate } from '../../shared/nutrition/nutrition.ts';
import type { Recipe } from '../../shared/recipe/recipe-value.ts';
import { readOnce } from '../recipe/read-once.ts';
import { estimateFromTable, type NutritionInput } from './estimate.ts';
import type { NutritionRequest } from './nutrition-worker.ts';

type Answer = { id: number; estimate: NutritionEstimate | null } | { id: number; failed: string };

let worker: Worker | undefined;
let asked = 0;
const waiting = new Map<number, { resolve: (estimate: NutritionEstimate | null) => void; reject: (error: Error) => void }>();

/** The estimate worked out in the nutrition worker, started on first use; in the page where there are no workers. */
function estimate(recipe: NutritionInput): Promise<NutritionEstimate | null> {
  if (typeof Worker !== 'function') return estimateFromTable(recipe);
  if (!worker) {
    worker = new Worker(new URL('./nutrition-worker.ts', import.meta.url));
    worker.addEventListener('message', ({ data }: MessageEvent<Answer>) => {
      const request = waiting.get(data.id);
      waiting.delete(data.id);
      if ('failed' in data) request?.reject(new Error(data.failed));
      else request?.resolve(data.estimate);
    });
  }
  const id = ++asked;
  // The steps' text alone: what they use is worked out on reading, and a worker gets plain data.
  const steps = (recipe.steps ?? []).map(({ text }) => ({ text }));
  const message: NutritionRequest = { id, recipe: { ingredients: recipe.ingredients, servings: recipe.servings, steps } };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker!.postMessage(message);
  });
}

// The estimate of each recipe text the panel has shown, for the recipe file to carry.
const estimated = new Map<string, NutritionEstimate | null>();
const KEPT = 8;

/**
 * The estimate of the recipe as written, said of the recipe as shown: the same dish per serving,
 * for the servings shown, what it did not count as the lines shown read.
 */
function asShown(weighed: NutritionEstimate | null, shown: Recipe): NutritionEstimate | null {
  if (weighed === null) return null;
  const notCounted = weighed.notCounted.map((line) => ({ ...line, text: asCookReadsIt(shown.ingredients[line.line]!) }));
  return { ...weighed, servings: shown.servings ?? weighed.servings, notCounted };
}

/**
 * Nutrition per serving of the recipe as shown, from its value; null when it cannot be estimated
 * (no servings, no lines). Given the version as `written`, it weighs that: amounts shown in other
 * units or at other servings are rounded to a cook's measures ("300 g" shown as "10 oz", 283 g),
 * and the figures must not change with how a recipe is shown.
 */
export async function nutritionOf(markdown: string, written?: string): Promise<NutritionEstimate | null> {
  const known = estimated.get(markdown);
  if (known !== undefined) return known;
  const shown = readOnce(markdown);
  const weighed = written === undefined ? null : readOnce(written);
  // Only the same recipe: its lines one for one, and servings to share them by.
  const same = weighed !== null && weighed.servings !== null && weighed.ingredients.length === shown.ingredients.length;
  const result = same ? asShown(await estimate(weighed), shown) : await estimate(shown);
  estimated.set(markdown, result);
  if (estimated.size > KEPT) estimated.delete(estimated.keys().next().value!);
  return result;
}
