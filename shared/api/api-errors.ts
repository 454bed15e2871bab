import type { RecipeRequestErrorCode } from './recipe-request.ts';

/** Every error code the API can answer with, in `{ error: { code, message } }`. */
export type ApiErrorCode =
  | RecipeRequestErrorCode
  | 'body_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'not_found'
  | 'method_not_allowed'
  | 'request_timeout'
  | 'headers_too_large'
  | 'bad_request'
  | 'upstream_unavailable'
  | 'upstream_timeout'
  | 'upstream_busy'
  | 'kitchen_closed'
  | 'empty_answer'
  | 'shutting_down'
  | 'busy'
  | 'budget_exhausted'
  | 'overloaded'
  | 'internal';

/** The JSON body of every API error response. */
interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string };
}

/** Short public texts for the failures that are not the visitor's input; nothing upstream leaks through them. */
export const PUBLIC_MESSAGES = {
  body_too_large: 'That request is too large.',
  unsupported_media_type: 'Send the ingredients as JSON.',
  rate_limited: 'Too many recipes in a minute. Please wait a moment and try again.',
  not_found: 'There is nothing at this address.',
  method_not_allowed: 'This address does not take that kind of request.',
  request_timeout: 'The request took too long to arrive.',
  headers_too_large: "That request's headers are too large.",
  bad_request: 'That request could not be read.',
  upstream_unavailable: 'The chef could not be reached. Please try again in a moment.',
  upstream_timeout: 'The chef took too long to answer. Please try again.',
  upstream_busy: 'The chef is busy right now. Please try again shortly.',
  kitchen_closed: 'The kitchen is closed right now. Please try again later.',
  empty_answer: 'The chef came back without a recipe. Please try again.',
  shutting_down: 'The kitchen is restarting. Please try again in a moment.',
  busy: 'The kitchen is full right now. Please try again in a few seconds.',
  budget_exhausted: 'The chef has cooked all the recipes for today. Recipes are back tomorrow.',
  overloaded: 'The kitchen is overwhelmed right now. Please try again in a few seconds.',
  internal: 'Something went wrong on our side. Please try again.',
} as const satisfies Partial<Record<ApiErrorCode, string>>;

/** Builds an API error body. */
export function apiError(code: ApiErrorCode, message: string): ApiErrorBody {
  return { error: { code, message } };
}

/**
 * Reads the code out of an API error body, if it is one.
 * @example errorCodeOf('{"error":{"code":"rate_limited","message":"..."}}') // "rate_limited"
 */
export function errorCodeOf(body: string | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    const code = (parsed as { error?: { code?: unknown } } | null)?.error?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}
