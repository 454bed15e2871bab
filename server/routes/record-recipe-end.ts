import type { FastifyRequest } from 'fastify';
import type { RecipeEnd } from '../recipe-stream/ask-hosts.ts';

/** Records how a recipe ended: a line for each host left behind, then the recipe's own line. */
export function recordRecipeEnd(request: FastifyRequest, ingredients: number, { host, fallOvers, ...summary }: RecipeEnd): void {
  for (const fallOver of fallOvers) request.logFallOver(fallOver.host, fallOver.failure);
  request.logRecipe({ ingredients, source: host, ...summary });
}
