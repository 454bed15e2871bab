import type { FastifyBaseLogger } from 'fastify';
import type { RecipeCache } from '../plugins/recipe-cache.ts';
import type { RecipeProof } from '../plugins/recipe-proof.ts';
import type { CachedRecipe, WrittenRecipe } from './kept-recipe.ts';

/**
 * The recipe cache as the recipe route uses it: each recipe is kept with a check keyed with the
 * recipe proof's key, and found only while that check holds, so text that no host of this service
 * wrote (planted in a shared Redis, or kept by a replica with another RECIPE_PROOF_KEY) is a miss,
 * logged at warn, and never streamed with a fresh proof.
 */
export function checkedCache(cache: RecipeCache, proof: RecipeProof, log: FastifyBaseLogger) {
  return {
    enabled: cache.enabled,
    /** The recipe kept under `key`, if there is one and its check holds. */
    async find(key: string): Promise<CachedRecipe | undefined> {
      const kept = await cache.get(key);
      if (!kept || proof.isKept(key, kept, kept.check)) return kept;
      log.warn(
        { cacheKey: key },
        'a recipe in the cache failed its check (planted, or kept by a replica with another RECIPE_PROOF_KEY): treated as a miss',
      );
      return undefined;
    },
    /** Keeps a finished recipe under `key`, with its check. */
    keep: (key: string, recipe: WrittenRecipe): Promise<void> => cache.put(key, { ...recipe, check: proof.keepCheck(key, recipe) }),
  };
}
