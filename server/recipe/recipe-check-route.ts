import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { apiError } from '../../shared/api/api-errors.ts';
import { MAX_BODY_BYTES, MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from '../../shared/api/limits.ts';
import type { Config } from '../config.ts';

// What a shared link carries: the list, the recipe as written and its proof.
const checkRequest = z.object({
  ingredients: z.array(z.string().max(MAX_INGREDIENT_LENGTH)).max(MAX_INGREDIENTS),
  recipe: z.string().min(1).max(MAX_BODY_BYTES),
  proof: z.string().max(64),
});

/**
 * POST /api/recipe/check: whether a recipe and its proof belong together, so that the page offers
 * changes only of text this service wrote (a share link can pair any text with any proof). It
 * answers `{ "changeable": true | false }` and never calls a host.
 */
export const recipeCheckRoutes: FastifyPluginAsync<{ rateLimit: Config['rateLimit'] }> = async (app, { rateLimit }) => {
  app.post('/api/recipe/check', { config: { rateLimit } }, async (request, reply) => {
    const parsed = checkRequest.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(apiError('invalid_body', 'Send "ingredients", "recipe" and "proof" as a share link holds them.'));
    const { ingredients, recipe, proof } = parsed.data;
    reply.header('cache-control', 'no-store');
    return { changeable: app.recipeProof.verify(ingredients, recipe, proof) };
  });
};
