import { readOnce } from '../recipe/read-once.ts';
import type { NutritionEstimate } from '../../shared/nutrition/nutrition.ts';
import { recipeFileName, recipeJsonLd } from '../../shared/recipe/recipe-schema.ts';

/** The recipe file a recipe becomes: its name and its schema.org Recipe JSON-LD, with nutrition per serving when it was estimated. */
export function recipeFile(markdown: string, nutrition?: NutritionEstimate | null): { name: string; json: string } {
  const parts = readOnce(markdown);
  return { name: recipeFileName(parts.title), json: `${JSON.stringify(recipeJsonLd(parts, nutrition), null, 2)}\n` };
}

/**
 * Hands the recipe to the browser as a file to save, through a link to it that is clicked and
 * then let go. Returns the file's name.
 */
export function downloadRecipeFile(markdown: string, nutrition?: NutritionEstimate | null): string {
  const { name, json } = recipeFile(markdown, nutrition);
  return downloadJsonLd(name, json);
}

/** Hands JSON-LD to the browser as a file named `name` to save; returns the name. */
export function downloadJsonLd(name: string, json: string): string {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/ld+json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has had the click: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
