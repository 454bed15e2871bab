import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ModelDescription } from '../../shared/provider-label.ts';
import type { StreamSummary } from '../recipe-stream/observe.ts';

/**
 * Keeps Fastify's per-request lines at debug: at info, the recipe route's own line (one per
 * recipe, with its figures) says everything worth reading, a visitor leaving included.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { res: reply, responseTime: reply.elapsedTime };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.debug(line, 'request completed');
  }

  // A visitor leaving mid-recipe is in the recipe's own line (outcome "aborted") already.
  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') request.log.debug({ res: reply }, 'stream closed prematurely');
    else super.streamError(error, request, reply);
  }
}

/** The one line a recipe writes when it ends. */
export interface RecipeLogLine extends StreamSummary {
  /** How many ingredients the visitor listed. */
  ingredients: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Writes the recipe's line: at error when the operator's configuration is wrong, never the key or the prompt. */
    logRecipe(line: RecipeLogLine): void;
  }
}

/**
 * One line per recipe, naming the provider and model that wrote it, with its figures: at info
 * when it streamed, at warn when the host failed, at error when the operator's configuration is
 * wrong (a bad key, an unknown model). The same summary goes to the metrics.
 */
export const requestLoggingPlugin = fp<{ model: ModelDescription }>(
  async (app, { model }) => {
    app.decorateRequest('logRecipe', function (this: FastifyRequest, { failure, ...summary }: RecipeLogLine) {
      app.metrics.recipeEnded(model, { failure, ...summary });
      const line = { provider: model.provider, model: model.modelId, ...summary };
      if (!failure) return this.log.info(line, 'recipe');
      const { reason, upstreamStatus, hint } = failure;
      const level = reason === 'auth' || reason === 'model_not_found' ? 'error' : 'warn';
      this.log[level]({ ...line, reason, upstreamStatus, hint }, 'recipe failed');
    });
  },
  { name: 'request-logging', dependencies: ['metrics'] },
);
