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
  | 'budget_too_small'
  | 'days_at_once'
  | 'plan_unreadable'
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
  days_at_once: 'Two days of your week are being written already. Please wait for one of them to finish.',
  plan_unreadable: "The chef's plan for your week came back in a form that could not be read. Please try again.",
  overloaded: 'The kitchen is overwhelmed right now. Please try again in a few seconds.',
  internal: 'Something went wrong on our side. Please try again.',
} as const satisfies Partial<Record<ApiErrorCode, string>>;

/**
 * Why a plan is refused up front: how many days today's budget can still write, or that it is spent.
 * @example budgetTooSmallMessage(3) // "Today's recipe budget can write 3 more days: plan 3 days or fewer, or try again tomorrow."
 */
export function budgetTooSmallMessage(days: number): string {
  if (days < 1) return 'There are no more recipes today: the chef has cooked all the recipes for today. Plan your week again tomorrow.';
  if (days === 1) return "Today's recipe budget can write 1 more day: plan 1 day, or try again tomorrow.";
  return `Today's recipe budget can write ${days} more days: plan ${days} days or fewer, or try again tomorrow.`;
}

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
