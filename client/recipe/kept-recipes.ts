// What the page keeps across a reload: the last recipe on screen and the recent ones. Each change
// is made to what storage holds now, so two open tabs add to one list.

import { readStored, writeStored } from '../lib/local-store.ts';
import { RECENT_RECIPES, withRecent, withRecentUpdated, withoutRecent, type RecentRecipe } from '../lib/recent-recipes.ts';
import { writtenOf, type RecipeRecord } from '../lib/recipe-record.ts';
import { LAST_RECIPE } from './last-recipe.ts';
import type { KeptVersions } from '../lib/kept-versions.ts';

/** The kept recipes, and a way to tell the store the recent list changed. */
export function createKeeping(onRecent: (list: readonly RecentRecipe[]) => void) {
  // A recipe the page could not show formatted: never kept, so a reload does not replay the fault.
  let setAside: string | null = null;

  const changeRecent = (edit: (list: readonly RecentRecipe[]) => RecentRecipe[]) => {
    const next = edit(readStored(RECENT_RECIPES) ?? []);
    writeStored(RECENT_RECIPES, next.length > 0 ? next : undefined);
    onRecent(next);
  };

  return {
    /** The last recipe kept, if any. */
    last: () => readStored(LAST_RECIPE),
    /** The recent recipes, newest first. */
    recent: (): readonly RecentRecipe[] => readStored(RECENT_RECIPES) ?? [],

    /**
     * Keeps `recipe` as the last recipe and, when `asRecent`, as the newest recent one named `name`
     * (its version's); otherwise its recent entry, if it has one, now shows it as it is (scaled, say).
     */
    keep(recipe: RecipeRecord | null, by: string | null, asRecent: boolean, versions: KeptVersions, name = '') {
      if (!recipe || recipe.markdown === setAside) return;
      const author = by ? { by } : {};
      const whole = { ...recipe, ingredients: [...recipe.ingredients], ...author, ...versions };
      writeStored(LAST_RECIPE, whole);
      if (asRecent) changeRecent((list) => withRecent(list, { ...whole, title: name, at: Date.now() }));
      else if ((readStored(RECENT_RECIPES) ?? []).some((entry) => writtenOf(entry) === writtenOf(recipe) || (entry.id !== undefined && entry.id === versions.id))) {
        changeRecent((list) => withRecentUpdated(list, whole));
      }
    },

    /** Adds a recipe taken from a share link to the recent ones, named `name` (its version's). */
    addRecent(recipe: RecipeRecord, name: string) {
      changeRecent((list) => withRecent(list, { ...recipe, ingredients: [...recipe.ingredients], title: name, at: Date.now() }));
    },

    /** Changes each recent entry by `edit`: what storage holds now, as for any change. */
    editRecent(edit: (entry: RecentRecipe) => RecentRecipe) {
      changeRecent((list) => list.map(edit));
    },

    /** Takes a recipe off the recent ones. */
    forget(markdown: string) {
      changeRecent((list) => withoutRecent(list, markdown));
    },

    /** Drops a recipe that could not be shown formatted from what is kept, and never keeps it again. */
    setAside(markdown: string) {
      setAside = markdown;
      if (readStored(LAST_RECIPE)?.markdown === markdown) writeStored(LAST_RECIPE, undefined);
      changeRecent((list) => withoutRecent(list, markdown));
    },
  };
}
