import type { NutritionEstimate } from '../../shared/nutrition/nutrition.ts';
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
  const message: NutritionRequest = { id, recipe: { ingredients: recipe.ingredients, servings: recipe.servings } };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker!.postMessage(message);
  });
}

// The estimate of each recipe text the panel has shown, for the recipe file to carry.
const estimated = new Map<string, NutritionEstimate | null>();
const KEPT = 8;

/** Nutrition per serving of the recipe as shown, from its value; null when it cannot be estimated (no servings, no lines). */
export async function nutritionOf(markdown: string): Promise<NutritionEstimate | null> {
  const known = estimated.get(markdown);
  if (known !== undefined) return known;
  const result = await estimate(readOnce(markdown));
  estimated.set(markdown, result);
  if (estimated.size > KEPT) estimated.delete(estimated.keys().next().value!);
  return result;
}
