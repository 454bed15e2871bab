import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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
