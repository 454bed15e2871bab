import type { StoredEntry } from './local-store.ts';
import { keptVersionsOf, type KeptVersions } from './kept-versions.ts';
import { MAX_NAME_CHARS } from '../../shared/recipe/recipe-header.ts';
import { MAX_BY_CHARS, isRecipeList, isRecipeMarkdown, writtenFields, writtenOf, type RecipeRecord } from './recipe-record.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** A finished recipe kept in "Recent recipes": the version it was left at, as shown, with all its versions inside. */
export interface RecentRecipe extends RecipeRecord, KeptVersions {
  /** Its title as the list shows it. */
  title: string;
  /** When it finished, in milliseconds since 1970. */
  at: number;
  /** The "Recipes by" words of the host that wrote it, when its answer said. */
  by?: string;
}

/** How many recipes the list keeps. */
export const MAX_RECENT = 10;

function checkRecipe(raw: unknown): RecentRecipe | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { markdown, ingredients, title, at, by } = raw as Record<string, unknown>;
  if (!isRecipeMarkdown(markdown) || !isRecipeList(ingredients)) return undefined;
  if (typeof title !== 'string' || title === '' || title.length > MAX_NAME_CHARS) return undefined;
  if (typeof at !== 'number' || !Number.isFinite(at)) return undefined;
  const named = typeof by === 'string' && by !== '' && by.length <= MAX_BY_CHARS;
  const fields = raw as Record<string, unknown>;
  return { markdown, ingredients, title, at, ...writtenFields(fields), ...(named ? { by } : {}), ...keptVersionsOf(fields) };
}

/** Whether two entries are one recipe: the same id (a recipe and its changes), or the same text as written. */
const sameRecipe = (one: RecipeRecord & KeptVersions, other: RecipeRecord & KeptVersions): boolean =>
  (one.id !== undefined && one.id === other.id) || writtenOf(one) === writtenOf(other);

/**
 * Puts `recipe` first, taking out an earlier entry of the same recipe (scaled, or an earlier version
 * of it), and keeps the newest ten.
 * @example withRecent([pasta, soup], soupAgain) // [soupAgain, pasta]
 */
export function withRecent(list: readonly RecentRecipe[], recipe: RecentRecipe): RecentRecipe[] {
  return [recipe, ...list.filter((kept) => !sameRecipe(kept, recipe))].slice(0, MAX_RECENT);
}

/** The list without the recipe whose markdown (as shown or as written) is `markdown`. */
export function withoutRecent(list: readonly RecentRecipe[], markdown: string): RecentRecipe[] {
  return list.filter((kept) => kept.markdown !== markdown && writtenOf(kept) !== markdown);
}

/** The list with the entry of `recipe` (its id, or its text as written) showing it as it is now, in its place; unchanged when it has none. */
export function withRecentUpdated(list: readonly RecentRecipe[], recipe: RecipeRecord & KeptVersions): RecentRecipe[] {
  const { markdown, written, servings, versions, current } = recipe;
  return list.map((kept) => (sameRecipe(kept, recipe) ? { ...kept, markdown, written, servings, ...(versions ? { versions, current } : {}) } : kept));
}

/**
 * Where the recent recipes are kept, newest first. Each entry is checked on its own: one that an
 * older page or a hand edit left unusable is dropped, and the rest are kept.
 */
export const RECENT_RECIPES: StoredEntry<readonly RecentRecipe[]> = {
  key: STORAGE_KEYS.recentRecipes,
  version: 1,
  check: (raw) => {
    if (!Array.isArray(raw)) return undefined;
    const kept = raw.map(checkRecipe).filter((recipe) => recipe !== undefined);
    return kept.reduceRight<RecentRecipe[]>((list, recipe) => withRecent(list, recipe), []).slice(0, MAX_RECENT);
  },
};
