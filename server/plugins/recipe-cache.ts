import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { ModelDescription } from '../../shared/provider-label.ts';

/** A finished recipe as the cache keeps it: its text, and the host and model that wrote it. */
export interface CachedRecipe {
  markdown: string;
  by: ModelDescription;
}

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

export interface RecipeCacheOptions {
  /** RECIPE_CACHE_TTL in seconds; undefined: no cache. */
  ttlSeconds: number | undefined;
  /** RECIPE_CACHE_MAX_ENTRIES: the in-memory cache's bound. */
  maxEntries: number;
}

const OFF: RecipeCache = { enabled: false, get: async () => undefined, put: async () => {}, entries: async () => 0 };

// The cache's keys in a Redis shared with the rate limit and the budget.
const REDIS_PREFIX = 'pantry:recipe-cache:';

/** Whether `value` is what put() stored: anything else (another version's shape) is a miss. */
function asCached(value: unknown): CachedRecipe | undefined {
  const recipe = value as CachedRecipe | undefined;
  return typeof recipe?.markdown === 'string' && typeof recipe.by?.modelId === 'string' ? recipe : undefined;
}

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
 * Recipes in Redis, shared by every replica, each for `ttlSeconds`. Redis being away is a miss and
 * a recipe not kept, never a failed request (the redis plugin says when it is away).
 */
export function redisRecipeCache(redis: Redis, ttlSeconds: number): RecipeCache {
  return {
    enabled: true,
    async get(key) {
      const text = await redis.get(REDIS_PREFIX + key).catch(() => null);
      if (text === null) return undefined;
      try {
        return asCached(JSON.parse(text));
      } catch {
        return undefined;
      }
    },
    async put(key, recipe) {
      await redis.set(REDIS_PREFIX + key, JSON.stringify(recipe), 'EX', ttlSeconds).catch(() => undefined);
    },
    async entries() {
      let count = 0;
      let cursor = '0';
      try {
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${REDIS_PREFIX}*`, 'COUNT', 1000);
          cursor = next;
          count += keys.length;
        } while (cursor !== '0');
      } catch {
        return 0;
      }
      return count;
    },
  };
}

/**
 * The cache of finished recipes (RECIPE_CACHE_TTL): in Redis when the app has one, shared by the
 * replicas, else in this process, bounded. Off, it keeps and finds nothing.
 */
export const recipeCachePlugin = fp<RecipeCacheOptions>(
  async (app, { ttlSeconds, maxEntries }) => {
    if (ttlSeconds === undefined) return void app.decorate('recipeCache', OFF);
    app.decorate('recipeCache', app.redis ? redisRecipeCache(app.redis, ttlSeconds) : memoryRecipeCache({ ttlMs: ttlSeconds * 1000, maxEntries }));
  },
  { name: 'recipe-cache', dependencies: ['redis'] },
);
