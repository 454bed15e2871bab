import type { CachedRecipe } from './kept-recipe.ts';

/** Where finished recipes are kept, by exact key (cache-key.ts): in this process or in Redis. */
export interface RecipeStore {
  get(key: string): Promise<CachedRecipe | undefined>;
  put(key: string, recipe: CachedRecipe): Promise<void>;
  /** How many recipes it holds now. */
  entries(): Promise<number>;
}

/** The store of a cache that is off: it keeps and finds nothing. */
export const NO_STORE: RecipeStore = { get: async () => undefined, put: async () => {}, entries: async () => 0 };

/** Up to `maxEntries` recipes in this process, each for `ttlMs`; the least recently used goes first. */
export function memoryRecipeStore({ ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number }): RecipeStore {
  // A Map keeps insertion order: taking an entry out and putting it back makes it the newest.
  const kept = new Map<string, { recipe: CachedRecipe; expires: number }>();
  return {
    async get(key) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      kept.delete(key);
      if (entry.expires <= now()) return undefined;
      kept.set(key, entry);
      return entry.recipe;
    },
    async put(key, recipe) {
      kept.delete(key);
      kept.set(key, { recipe, expires: now() + ttlMs });
      for (const oldest of kept.keys()) {
        if (kept.size <= maxEntries) break;
        kept.delete(oldest);
      }
    },
    async entries() {
      return kept.size;
    },
  };
}
