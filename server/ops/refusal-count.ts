import fp from 'fastify-plugin';
import type { ApiErrorCode } from '../../shared/api/api-errors.ts';
import type { RefusalReason } from './metrics.ts';

// The answers that turn a request away before any host is asked, by their error code; a host's
// failure (upstream_*, empty_answer) is a recipe that ended badly, counted with the recipes.
const REFUSED_BY_CODE: Partial<Record<ApiErrorCode, RefusalReason>> = {
  rate_limited: 'rate_limited',
  busy: 'busy',
  budget_exhausted: 'budget',
  budget_too_small: 'budget',
  days_at_once: 'busy',
  overloaded: 'overloaded',
  shutting_down: 'shutting_down',
};
// Every answer to input the server could not take (a bad list, a body too large or not JSON).
const INVALID_STATUSES = new Set([400, 413, 415]);

/** The error code of an API error body about to be sent, if the payload is one. */
const codeOf = (payload: unknown): ApiErrorCode | undefined => (payload as { error?: { code?: ApiErrorCode } } | null)?.error?.code;

/**
 * Counts every refusal in one place, from the answer that carries it: wherever it was decided
 * (the route, the rate limit, load shedding, the body parser), it leaves as `{ error: { code } }`.
 */
export const refusalCountPlugin = fp(
  async (app) => {
    app.addHook('preSerialization', async (_request, reply, payload) => {
      const code = codeOf(payload);
      if (code === undefined) return payload;
      const reason = REFUSED_BY_CODE[code] ?? (INVALID_STATUSES.has(reply.statusCode) ? 'invalid' : undefined);
      if (reason !== undefined) app.metrics.refused(reason);
      return payload;
    });
  },
  { name: 'refusal-count', dependencies: ['metrics'] },
);
