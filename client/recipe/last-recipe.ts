import type { StoredEntry } from '../lib/local-store.ts';
import { MAX_BY_CHARS, isRecipeList, isRecipeMarkdown, writtenFields, type RecipeRecord } from '../lib/recipe-record.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { keptVersionsOf, type KeptVersions } from '../lib/kept-versions.ts';

/** The last recipe shown, the list it was written for and who wrote it, kept across a reload. */
interface LastRecipe extends RecipeRecord, KeptVersions {
  ingredients: string[];
  /** The "Recipes by" words of the host that wrote it (recipes saved before hosts were named have none). */
  by?: string;
}

export const LAST_RECIPE: StoredEntry<LastRecipe> = {
  key: STORAGE_KEYS.lastRecipe,
  version: 1,
  check: (raw) => {
    if (typeof raw !== 'object' || raw === null) return undefined;
    const { ingredients, markdown, by } = raw as Record<string, unknown>;
    if (!isRecipeMarkdown(markdown) || !isRecipeList(ingredients)) return undefined;
    const named = typeof by === 'string' && by !== '' && by.length <= MAX_BY_CHARS;
    const fields = raw as Record<string, unknown>;
    return { ingredients, markdown, ...writtenFields(fields), ...(named ? { by } : {}), ...keptVersionsOf(fields) };
  },
};
