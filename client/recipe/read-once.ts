import { recipeOf, type Recipe } from '../../shared/recipe/recipe-value.ts';

// The versions a visit moves between (and the recent recipe it reopens) are few: each is read
// once and kept while it may be shown again.
const KEPT = 8;
const read = new Map<string, Recipe>();

/**
 * The recipe value of `markdown`, read once: What you have, cook mode and the recipe file each ask
 * for it, and all get the same value while the version is on screen.
 */
export function readOnce(markdown: string): Recipe {
  const kept = read.get(markdown);
  if (kept) return kept;
  const recipe = recipeOf(markdown);
  read.set(markdown, recipe);
  if (read.size > KEPT) read.delete(read.keys().next().value!);
  return recipe;
}
