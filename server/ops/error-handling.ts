import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiError, PUBLIC_MESSAGES, type ApiErrorCode } from '../../shared/api/api-errors.ts';

// A last path segment with a dot in it names a file ("/robots.txt", "/.env"), never a page; the
// page's own file, /index.html, is the page.
const FILE_NAME = /\/(?!index\.html$)[^/]*\.[^/]*$/;
const INVALID_BODY = 'The request body must be JSON like {"ingredients": ["Tomato", ...]}.';

// Fastify's own errors for requests it refuses before any handler runs.
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
 * stay in the log (refusal-count.ts counts the refusals among them).
 */
export const errorHandlingPlugin = fp<{ sendPage?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply }>(
  async (app, options) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known = error.code ? BY_FASTIFY_CODE[error.code] : undefined;
      if (known) {
        return reply.code(known.status).send(apiError(known.code, known.message));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.code(429).send(apiError('rate_limited', PUBLIC_MESSAGES.rate_limited));
      }
      // The page's files refuse a path that climbs out of their folder (or names a hidden file) with
      // a 403; to a visitor there is simply nothing there, and the refusal says nothing about why.
      if (status === 403 || status === 404) return reply.code(404).send(apiError('not_found', PUBLIC_MESSAGES.not_found));
      if (status >= 400 && status < 500) {
        return reply.code(status).send(apiError('invalid_body', INVALID_BODY));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(apiError('internal', PUBLIC_MESSAGES.internal));
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]!;
      // The page routes on the client, so any unknown page path gets the app shell; a path naming
      // a file that is not there (/favicon.png, /wp-login.php, /.env) is simply not found.
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !FILE_NAME.test(path);
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

// What Node's HTTP parser refuses before any request exists, by its error code.
const CLIENT_ERRORS: Record<string, { status: number; code: 'request_timeout' | 'headers_too_large' }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large' },
};

/**
 * Answers what Node refuses on a connection before Fastify has a request to answer (headers too
 * large, a request that took longer than its timeout to arrive, bytes that are not HTTP) in the
 * same `{ error: { code, message } }` shape, as a whole response, and closes the connection.
 * Fastify's `clientErrorHandler`.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // Gone already: there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // As Node itself does: never answer into a response already under way on this connection (a
  // recipe streaming while the next request on the connection is refused), which would corrupt it.
  const current = (socket as Socket & { _httpMessage?: { headersSent: boolean } | null })._httpMessage;
  if (!socket.writable || current?.headersSent) return void socket.destroy(error);
  const { status, code } = CLIENT_ERRORS[error.code] ?? { status: 400, code: 'bad_request' as const };
  const body = JSON.stringify(apiError(code, PUBLIC_MESSAGES[code]));
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'x-content-type-options: nosniff',
    'connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}
