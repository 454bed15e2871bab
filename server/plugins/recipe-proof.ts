import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';

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
}

export interface RecipeProofOptions {
  /** RECIPE_PROOF_KEY; without it the process makes its own, and proofs last as long as it does. */
  key: string | undefined;
}

// The version of what is signed: a new shape of the signed value must not match an old proof.
const SIGNED = 'pantry-chef recipe v1';

/** A proof kept with a recipe: a keyed hash the service can check without storing anything. */
export function createRecipeProof(key: string | Buffer): RecipeProof {
  const sign = (ingredients: readonly string[], markdown: string) =>
    createHmac('sha256', key).update(JSON.stringify([SIGNED, ingredients, markdown])).digest('base64url');
  return {
    sign,
    verify(ingredients, markdown, proof) {
      const expected = Buffer.from(sign(ingredients, markdown));
      const given = Buffer.from(proof);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * The service's recipe proof. Only a recipe it wrote can be changed: the model then reads that
 * recipe as its own earlier turn, so a visitor who could send any text there would be writing
 * the model's words.
 */
export const recipeProofPlugin = fp<RecipeProofOptions>(
  async (app, { key }) => {
    app.decorate('recipeProof', createRecipeProof(key ?? randomBytes(32)));
  },
  { name: 'recipe-proof' },
);
