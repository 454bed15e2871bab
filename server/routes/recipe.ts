import { createUIMessageStreamResponse } from 'ai';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiError, PUBLIC_MESSAGES } from '../../shared/api-errors.ts';
import { buildRecipePrompt } from '../../shared/prompt.ts';
import { parseRecipeRequest } from '../../shared/recipe-request.ts';
import { admitRecipe } from '../admission.ts';
import type { Capacity } from '../capacity.ts';
import type { Config } from '../config.ts';
import type { InFlight } from '../in-flight.ts';
import type { ModelChoice } from '../model-factory.ts';
import { startRecipeStream, type StreamSummary } from '../recipe-stream.ts';

interface RecipeRouteOptions {
  model: ModelChoice;
  ai: Config['ai'];
  rateLimit: Config['rateLimit'];
  /** Stream slots and today's budget. */
  capacity: Pick<Capacity, 'slots' | 'budget'>;
  inFlight: InFlight;
}

// request.signal is no use here: Fastify 5.12 aborts it about 2 ms into any POST with a body.
// The raw response closing before it finished is the real sign that the visitor left.
function whenVisitorLeaves(reply: FastifyReply): AbortSignal {
  const left = new AbortController();
  const leave = () => left.abort(new DOMException('The visitor left', 'AbortError'));
  // Already gone while the hooks before this handler ran (the rate limit asking Redis, say).
  if (reply.raw.destroyed) leave();
  else
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) leave();
    });
  return left.signal;
}

/** POST /api/recipe: validates the list, asks the model, streams the recipe as a UI message stream. */
export const recipeRoutes: FastifyPluginAsync<RecipeRouteOptions> = async (app, { model, ai, rateLimit, capacity, inFlight }) => {
  app.post('/api/recipe', { config: { rateLimit } }, async (request, reply) => {
    const visitorLeft = whenVisitorLeaves(reply);
    const parsed = parseRecipeRequest(request.body);
    if (!parsed.ok) return reply.code(400).send({ error: parsed.error });
    // Only lists that passed validation and the rate limit get this far, so only they count.
    const admitted = await admitRecipe(capacity, inFlight);
    if (!admitted.ok) {
      reply.header('retry-after', admitted.retryAfterSeconds);
      return reply.code(503).send(apiError(admitted.code, PUBLIC_MESSAGES[admitted.code]));
    }

    const { ingredients, ...wishes } = parsed.value;
    // onEnd gives the slot back however the stream ends; a throw before it starts must too.
    const started = await startRecipeStream({
      model: model.model,
      prompt: buildRecipePrompt(ingredients, ai.systemPrompt, wishes),
      visitorLeft,
      // A shutdown whose grace ran out aborts this one.
      serverStopping: admitted.controller.signal,
      firstTokenTimeoutMs: ai.firstTokenTimeoutMs,
      idleTimeoutMs: ai.idleTimeoutMs,
      onEnd: (summary) => {
        admitted.finish();
        logRecipe(request.log, model, ingredients.length, summary);
      },
    }).catch((error: unknown) => {
      admitted.finish();
      throw error;
    });
    if (!started.ok) {
      const { status, code, message, retryAfterSeconds } = started.failure;
      if (retryAfterSeconds !== undefined) reply.header('retry-after', retryAfterSeconds);
      return reply.code(status).send(apiError(code, message));
    }
    return reply.send(createUIMessageStreamResponse({ stream: started.stream }));
  });
};

/** The one line each recipe writes: at error when the operator's configuration is wrong. */
function logRecipe(log: FastifyBaseLogger, model: ModelChoice, ingredients: number, { failure, ...summary }: StreamSummary) {
  const line = { provider: model.provider, model: model.modelId, ingredients, ...summary };
  if (!failure) return log.info(line, 'recipe');
  const { reason, upstreamStatus, hint } = failure;
  const level = reason === 'auth' || reason === 'model_not_found' ? 'error' : 'warn';
  log[level]({ ...line, reason, upstreamStatus, hint }, 'recipe failed');
}
