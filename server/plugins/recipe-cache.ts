import fp from 'fastify-plugin';
import type { CachedRecipe } from '../recipe-cache/kept-recipe.ts';
import { redisRecipeCache } from '../recipe-cache/redis-recipe-cache.ts';

export type { CachedRecipe };

/** The cache of finished recipes, by exact key (recipe-cache/cache-key.ts); every call is a no-op when it is off. */
export interface RecipeCache {
  readonly enabled: boolean;
  get(key: string): Promise<CachedRecipe | undefined>;
  put(key: string, recipe: CachedRecipe): Promise<void>;
  /** How many recipes it holds now. */
  entries(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    recipeCache: RecipeCache;
  }
}

interface RecipeCacheOptions {
  /** RECIPE_CACHE_TTL in seconds; undefined: no cache. */
  ttlSeconds: number | undefined;
  /** RECIPE_CACHE_MAX_ENTRIES: the bound on how many recipes it holds, in this process or in Redis. */
  maxEntries: number;
}

const OFF: RecipeCache = { enabled: false, get: async () => undefined, put: async () => {}, entries: async () => 0 };

/** Up to `maxEntries` recipes in this process, each for `ttlMs`; the least recently used goes first. */
export function memoryRecipeCache({ ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number }): RecipeCache {
  // A Map keeps insertion order: taking an entry out and putting it back makes it the newest.
  const kept = new Map<string, { recipe: CachedRecipe; expires: number }>();
  return {
    enabled: true,
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

/**
 * The cache of finished recipes (RECIPE_CACHE_TTL): in Redis when the app has one, shared by the
 * replicas, else in this process; at most RECIPE_CACHE_MAX_ENTRIES recipes either way. Off, it
 * keeps and finds nothing.
 */
export const recipeCachePlugin = fp<RecipeCacheOptions>(
  async (app, { ttlSeconds, maxEntries }) => {
    if (ttlSeconds === undefined) return void app.decorate('recipeCache', OFF);
    app.decorate(
      'recipeCache',
      app.redis ? redisRecipeCache(app.redis, { ttlSeconds, maxEntries, log: app.log, report: (error) => app.redisErrors.report(error, 'recipe_cache') }) : memoryRecipeCache({ ttlMs: ttlSeconds * 1000, maxEntries }),
    );
  },
  { name: 'recipe-cache', dependencies: ['redis'] },
);
