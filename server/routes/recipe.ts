import { createUIMessageStreamResponse } from 'ai';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { apiError, PUBLIC_MESSAGES } from '../../shared/api-errors.ts';
import { buildRecipePrompt } from '../../shared/prompt.ts';
import { parseRecipeRequest, type RecipeRequest } from '../../shared/recipe-request.ts';
import type { Config } from '../config.ts';
import type { DailyBudget } from '../daily-budget.ts';
import type { InFlight } from '../in-flight.ts';
import type { ModelChoice } from '../model-factory.ts';
import { startRecipeStream } from '../recipe-stream.ts';
import type { StreamSlots } from '../stream-slots.ts';

interface RecipeRouteOptions {
  model: ModelChoice;
  ai: Config['ai'];
  rateLimit: Config['rateLimit'];
  slots: StreamSlots;
  /** Recipes left today; undefined: no daily limit. */
  budget: DailyBudget | undefined;
  inFlight: InFlight;
}

// A slot frees up as soon as any stream ends; a few seconds is a fair guess.
const BUSY_RETRY_AFTER_SECONDS = 5;

// request.signal is no use here: Fastify 5.12 aborts it about 2 ms into any POST with a body.
// The raw response closing before it finished is the real sign that the visitor left.
function abortWhenVisitorLeaves(reply: FastifyReply, controller: AbortController): AbortSignal {
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new DOMException('The visitor left', 'AbortError'));
  });
  return controller.signal;
}

/** POST /api/recipe: validates the list, asks the model, streams the recipe as a UI message stream. */
export const recipeRoutes: FastifyPluginAsync<RecipeRouteOptions> = async (app, options) => {
  const { model, ai, rateLimit, slots, budget, inFlight } = options;
  app.post('/api/recipe', { config: { rateLimit } }, async (request, reply) => {
    const parsed = parseRecipeRequest(request.body);
    if (!parsed.ok) return reply.code(400).send({ error: parsed.error });

    const release = slots.tryAcquire();
    if (!release) {
      return reply.code(503).header('retry-after', BUSY_RETRY_AFTER_SECONDS).send(apiError('busy', PUBLIC_MESSAGES.busy));
    }
    const controller = new AbortController();
    const untrack = inFlight.track(controller);
    const finish = () => {
      release();
      untrack();
    };
    try {
      return await answer(request, reply, parsed.value, controller, finish);
    } catch (error) {
      finish();
      throw error;
    }
  });

  // Only lists that passed validation and the rate limit get this far, so only they count.
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    { ingredients, ...wishes }: RecipeRequest,
    controller: AbortController,
    finish: () => void,
  ) {
    const verdict = budget ? await budget.take() : { ok: true as const };
    if (!verdict.ok) {
      finish();
      reply.header('retry-after', verdict.retryAfterSeconds);
      return reply.code(503).send(apiError('budget_exhausted', PUBLIC_MESSAGES.budget_exhausted));
    }
    const started = await startRecipeStream({
      model: model.model,
      prompt: buildRecipePrompt(ingredients, ai.systemPrompt, wishes),
      abortSignal: abortWhenVisitorLeaves(reply, controller),
      firstTokenTimeoutMs: ai.firstTokenTimeoutMs,
      idleTimeoutMs: ai.idleTimeoutMs,
      onEnd: ({ failure, ...summary }) => {
        finish();
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
  }
};
