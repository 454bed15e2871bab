import { createUIMessageStreamResponse } from 'ai';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiError } from '../../shared/api-errors.ts';
import { buildRecipePrompt } from '../../shared/prompt.ts';
import { parseRecipeRequest } from '../../shared/recipe-request.ts';
import type { Config } from '../config.ts';
import type { ModelChoice } from '../model-factory.ts';
import { startRecipeStream } from '../recipe-stream.ts';

interface RecipeRouteOptions {
  model: ModelChoice;
  ai: Config['ai'];
  rateLimit: Config['rateLimit'];
}

// request.signal is no use here: Fastify 5.12 aborts it about 2 ms into any POST with a body.
// The raw response closing before it finished is the real sign that the visitor left.
function abortWhenVisitorLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new DOMException('The visitor left', 'AbortError'));
  });
  return controller.signal;
}

/** POST /api/recipe: validates the list, asks the model, streams the recipe as a UI message stream. */
export const recipeRoutes: FastifyPluginAsync<RecipeRouteOptions> = async (app, { model, ai, rateLimit }) => {
  app.post('/api/recipe', { config: { rateLimit } }, async (request, reply) => {
    const parsed = parseRecipeRequest(request.body);
    if (!parsed.ok) return reply.code(400).send({ error: parsed.error });

    const { ingredients } = parsed.value;
    const started = await startRecipeStream({
      model: model.model,
      prompt: buildRecipePrompt(ingredients, ai.systemPrompt),
      abortSignal: abortWhenVisitorLeaves(reply),
      firstTokenTimeoutMs: ai.firstTokenTimeoutMs,
      idleTimeoutMs: ai.idleTimeoutMs,
      onEnd: ({ failure, ...summary }) => {
        const line = { provider: model.provider, model: model.modelId, ingredients: ingredients.length, ...summary };
        if (!failure) return request.log.info(line, 'recipe');
        const { reason, upstreamStatus, hint } = failure;
        const level = reason === 'auth' || reason === 'model_not_found' ? 'error' : 'warn';
        request.log[level]({ ...line, reason, upstreamStatus, hint }, 'recipe failed');
      },
    });
    if (!started.ok) {
      const { status, code, message } = started.failure;
      return reply.code(status).send(apiError(code, message));
    }
    return reply.send(createUIMessageStreamResponse({ stream: started.stream }));
  });
};
