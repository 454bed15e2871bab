import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { WrittenRecipe } from '../cache/kept-recipe.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs the recipes this service writes, and tells them apart from any other text. */
    recipeProof: RecipeProof;
  }
}

/** The proof of a recipe: a keyed hash over its text and the list it was written for. */
export interface RecipeProof {
  /** The proof for a recipe written for `ingredients`: base64url, 43 characters. */
  sign(ingredients: readonly string[], markdown: string): string;
  /** Whether `proof` is the one this service (or a replica sharing its key) made for that recipe. */
  verify(ingredients: readonly string[], markdown: string, proof: string): boolean;
  /** The check kept with a recipe in the cache under `cacheKey`: over its text, the host that wrote it and the key. */
  keepCheck(cacheKey: string, recipe: WrittenRecipe): string;
  /** Whether `check` is the one this service (or a replica sharing its key) kept with that recipe under `cacheKey`. */
  isKept(cacheKey: string, recipe: WrittenRecipe, check: unknown): boolean;
}

interface RecipeProofOptions {
  /** RECIPE_PROOF_KEY; without it the process makes its own, and proofs last as long as it does. */
  key: string | undefined;
}

// The version of what is signed: a new shape of the signed value must not match an old proof.
const SIGNED = 'pantry-chef recipe v1';
// What is kept is signed apart: a proof a visitor holds is never a cache entry's check, nor the reverse.
const KEPT = 'pantry-chef kept recipe v1';

/** A proof kept with a recipe: a keyed hash the service can check without storing anything. */
export function createRecipeProof(key: string | Buffer): RecipeProof {
  const mac = (value: unknown[]) => createHmac('sha256', key).update(JSON.stringify(value)).digest('base64url');
  const matches = (expected: string, given: unknown) => {
    if (typeof given !== 'string') return false;
    const [want, got] = [Buffer.from(expected), Buffer.from(given)];
    return got.length === want.length && timingSafeEqual(got, want);
  };
  const sign = (ingredients: readonly string[], markdown: string) => mac([SIGNED, ingredients, markdown]);
  // The key binds the recipe to the request it answers: a kept recipe moved to another key fails.
  const keepCheck = (cacheKey: string, { markdown, by }: WrittenRecipe) => mac([KEPT, cacheKey, markdown, by.provider, by.modelId, by.host]);
  return {
    sign,
    verify: (ingredients, markdown, proof) => matches(sign(ingredients, markdown), proof),
    keepCheck,
    isKept: (cacheKey, recipe, check) => matches(keepCheck(cacheKey, recipe), check),
  };
}

/**
 * The service's recipe proof. Only a recipe it wrote can be changed: the model then reads that
 * recipe as its own earlier turn, so a visitor who could send any text there would be writing
 * the model's words. The same key checks the recipes kept in the cache, so that text planted in a
 * shared store is never served (and then signed) as the service's own.
 */
export const recipeProofPlugin = fp<RecipeProofOptions>(
  async (app, { key }) => {
    app.decorate('recipeProof', createRecipeProof(key ?? randomBytes(32)));
  },
  { name: 'recipe-proof' },
);
