/// <reference lib="webworker" />
// Nutrition's work off the page's thread: parsing USDA's table (800 kB of JSON), indexing its
// 5,772 foods and matching a recipe's lines would each be a long task on a slow phone.
import { estimateFromTable, type NutritionInput } from './estimate.ts';

declare const self: DedicatedWorkerGlobalScope;

/** A request: its number, and the recipe's lines and servings. */
export interface NutritionRequest {
  id: number;
  recipe: NutritionInput;
}

self.addEventListener('message', (event: MessageEvent<NutritionRequest>) => {
  const { id, recipe } = event.data;
  estimateFromTable(recipe).then(
    (estimate) => self.postMessage({ id, estimate }),
    (error: unknown) => self.postMessage({ id, failed: String(error) }),
  );
});
