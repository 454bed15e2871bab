import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../lib/local-store.ts';
import { RECENT_RECIPES, withRecent, withoutRecent, type RecentRecipe } from '../lib/recent-recipes.ts';
import { titleOf, type RecipeRecord } from '../lib/recipe-record.ts';

/**
 * The last ten finished recipes, newest first, kept across reloads. Each change is made to what
 * storage holds now rather than to this page's copy, so two open tabs add to one list.
 */
export function useRecentRecipes() {
  const [recent, setRecent] = useState<readonly RecentRecipe[]>(() => readStored(RECENT_RECIPES) ?? []);

  const change = useCallback((edit: (list: readonly RecentRecipe[]) => RecentRecipe[]) => {
    const next = edit(readStored(RECENT_RECIPES) ?? []);
    writeStored(RECENT_RECIPES, next.length > 0 ? next : undefined);
    setRecent(next);
  }, []);

  /** Puts a finished recipe at the top of the list (moving it there if it was already listed). */
  const keep = useCallback(
    ({ markdown, ingredients, by }: RecipeRecord & { by?: string | null }) =>
      change((list) => withRecent(list, { markdown, ingredients: [...ingredients], title: titleOf(markdown), at: Date.now(), ...(by ? { by } : {}) })),
    [change],
  );

  /** Takes a recipe off the list. */
  const forget = useCallback((markdown: string) => change((list) => withoutRecent(list, markdown)), [change]);

  return { recent, keep, forget };
}
