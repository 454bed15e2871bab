import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiError, PUBLIC_MESSAGES, type ApiErrorCode } from '../../shared/api-errors.ts';

const INVALID_BODY = 'The request body must be JSON like {"ingredients": ["Tomato", ...]}.';

// Fastify's own errors for bodies it refuses before any handler runs.
const BY_FASTIFY_CODE: Record<string, { status: number; code: ApiErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'body_too_large', message: PUBLIC_MESSAGES.body_too_large },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type', message: PUBLIC_MESSAGES.unsupported_media_type },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_body', message: INVALID_BODY },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_body', message: INVALID_BODY },
  // @fastify/under-pressure has already set Retry-After.
  FST_UNDER_PRESSURE: { status: 503, code: 'overloaded', message: PUBLIC_MESSAGES.overloaded },
};

/**
 * Every error leaves as `{ error: { code, message } }` with a short public message; the details
 * stay in the log.
 */
export const errorHandlingPlugin = fp<{ sendPage?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply }>(
  async (app, options) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known = error.code ? BY_FASTIFY_CODE[error.code] : undefined;
      if (known) return reply.code(known.status).send(apiError(known.code, known.message));
      const status = error.statusCode ?? 500;
      if (status === 429) return reply.code(429).send(apiError('rate_limited', PUBLIC_MESSAGES.rate_limited));
      if (status >= 400 && status < 500) {
        return reply.code(status).send(apiError('invalid_body', INVALID_BODY));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(apiError('internal', PUBLIC_MESSAGES.internal));
    });

    app.setNotFoundHandler((request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
      // The page routes on the client, so any unknown page path gets the app shell.
      if (isPage && options.sendPage) return options.sendPage(request, reply);
      return reply.code(404).send(apiError('not_found', PUBLIC_MESSAGES.not_found));
    });
  },
  { name: 'error-handling' },
);

/**
 * Answers the router's own refusals (an address that cannot be decoded, like "/%ZZ"), which never
 * reach the error handler, in the same `{ error: { code, message } }` shape.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.code(404).send(apiError('not_found', PUBLIC_MESSAGES.not_found));
    return;
  }
  reply.code(400).send(apiError('invalid_body', INVALID_BODY));
}
