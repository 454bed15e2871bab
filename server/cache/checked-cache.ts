import type { FastifyBaseLogger } from 'fastify';
import type { RecipeProof } from '../recipe/recipe-proof.ts';
import type { CachedRecipe, WrittenRecipe } from './kept-recipe.ts';
import type { RecipeStore } from './cache-store.ts';

/**
 * The store as the cache reads and writes it: each recipe is kept with a check keyed with the
 * recipe proof's key, and found only while that check holds, so text that no host of this service
 * wrote (planted in a shared Redis, or kept by a replica with another RECIPE_PROOF_KEY) is a miss,
 * logged at warn, and never streamed with a fresh proof.
 */
export function checkedCache(store: RecipeStore, proof: RecipeProof, log: FastifyBaseLogger) {
  return {
    /** The recipe kept under `key`, if there is one and its check holds. */
    async find(key: string): Promise<CachedRecipe | undefined> {
      const kept = await store.get(key);
      if (!kept || proof.isKept(key, kept, kept.check)) return kept;
      log.warn(
        { cacheKey: key },
        'a recipe in the cache failed its check (planted, or kept by a replica with another RECIPE_PROOF_KEY): treated as a miss',
      );
      return undefined;
    },
    /** Keeps a finished recipe under `key`, with its check. */
    keep: (key: string, recipe: WrittenRecipe): Promise<void> => store.put(key, { ...recipe, check: proof.keepCheck(key, recipe) }),
  };
}
