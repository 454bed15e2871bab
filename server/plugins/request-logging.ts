import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hostName, type ModelDescription } from '../../shared/provider-label.ts';
import type { StreamSummary } from '../recipe-stream/observe.ts';
import type { UpstreamFailure } from '../recipe-stream/upstream-failure.ts';

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
  /** The host that answered (or, when none did, the last one asked). */
  source: ModelDescription;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Writes the recipe's line: at error when the operator's configuration is wrong, never the key or the prompt. */
    logRecipe(line: RecipeLogLine): void;
    /** Writes why a host failed before any text, as the recipe moves on to the next host. */
    logFallOver(source: ModelDescription, failure: UpstreamFailure): void;
  }
}

const isConfigurationWrong = ({ reason }: UpstreamFailure) => reason === 'auth' || reason === 'model_not_found';
const describe = (source: ModelDescription) => ({ provider: source.provider, model: source.modelId, host: hostName(source) });

/**
 * One line per recipe, naming the provider, model and host that wrote it, with its figures: at
 * info when it streamed, at warn when the host failed or the server cut it at a limit, at error
 * when the operator's configuration is wrong (a bad key, an unknown model). The same summary goes
 * to the metrics. A host that failed before any text, the recipe going on at the next, gets a
 * line of its own at the same levels.
 */
export const requestLoggingPlugin = fp(
  async (app) => {
    app.decorateRequest('logRecipe', function (this: FastifyRequest, { failure, source, ...summary }: RecipeLogLine) {
      app.metrics.recipeEnded(source, { failure, ...summary });
      const line = { ...describe(source), ...summary };
      // A host that goes on past what any recipe needs is worth a look, though the visitor got a recipe.
      if (summary.outcome === 'size_limit' || summary.outcome === 'time_limit') return this.log.warn(line, 'recipe cut short by the server');
      if (!failure) return this.log.info(line, 'recipe');
      const { reason, upstreamStatus, hint } = failure;
      this.log[isConfigurationWrong(failure) ? 'error' : 'warn']({ ...line, reason, upstreamStatus, hint }, 'recipe failed');
    });
    app.decorateRequest('logFallOver', function (this: FastifyRequest, source: ModelDescription, failure: UpstreamFailure) {
      const { reason, upstreamStatus, hint } = failure;
      this.log[isConfigurationWrong(failure) ? 'error' : 'warn']({ ...describe(source), reason, upstreamStatus, hint }, 'host failed, asking the next');
      app.metrics.hostFailed(source, reason);
    });
  },
  { name: 'request-logging', dependencies: ['metrics'] },
);
