import { PUBLIC_MESSAGES, errorCodeOf } from '../../shared/api-errors.ts';
import { MAX_INGREDIENTS, MIN_INGREDIENTS } from '../../shared/limits.ts';

/** Every text the page shows when a recipe fails; nothing from the server is shown verbatim. */
export const ERROR_TEXTS = {
  rate_limited: PUBLIC_MESSAGES.rate_limited,
  upstream_timeout: PUBLIC_MESSAGES.upstream_timeout,
  upstream_busy: PUBLIC_MESSAGES.upstream_busy,
  kitchen_closed: PUBLIC_MESSAGES.kitchen_closed,
  upstream_unavailable: PUBLIC_MESSAGES.upstream_unavailable,
  empty_answer: PUBLIC_MESSAGES.empty_answer,
  shutting_down: PUBLIC_MESSAGES.shutting_down,
  busy: PUBLIC_MESSAGES.busy,
  budget_exhausted: PUBLIC_MESSAGES.budget_exhausted,
  overloaded: PUBLIC_MESSAGES.overloaded,
  too_few_ingredients: `Add at least ${MIN_INGREDIENTS} ingredients, then ask again.`,
  too_many_ingredients: `That is more than the chef can juggle: use at most ${MAX_INGREDIENTS} ingredients.`,
  general: "Sorry, the chef couldn't finish that recipe. Please try again.",
} as const;

type KnownCode = Exclude<keyof typeof ERROR_TEXTS, 'general'>;

// The AI SDK marks its API call errors with this symbol. Checking it here, rather than importing
// APICallError, keeps the AI SDK (and zod with it) out of the script the page needs to start.
const API_CALL_ERROR = Symbol.for('vercel.ai.error.AI_APICallError');

/** The body of a refused request, when `error` is the AI SDK's error for one. */
const refusalBodyOf = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const marked = (error as Record<symbol, unknown>)[API_CALL_ERROR] === true;
  const body = (error as { responseBody?: unknown }).responseBody;
  return marked && typeof body === 'string' ? body : undefined;
};

const isKnownCode = (code: string | undefined): code is KnownCode =>
  code !== undefined && code !== 'general' && Object.hasOwn(ERROR_TEXTS, code);

/** The API's code for a refused request, when `error` is the AI SDK's error for one. */
export const refusalCodeOf = (error: unknown): string | undefined => errorCodeOf(refusalBodyOf(error));

// The AI SDK's error for an error part in the stream: its message is the part's text.
const STREAM_ERROR = Symbol.for('vercel.ai.error.AI_UIMessageStreamError');
const SERVER_TEXTS = new Set<string>(Object.values(PUBLIC_MESSAGES));

/**
 * The server's own public text in a stream's error part, never anything else it says: for a failure
 * before any text (a host that thought, then failed), which says as much as a refusal's code would.
 */
export const streamErrorText = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null || (error as Record<symbol, unknown>)[STREAM_ERROR] !== true) return undefined;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' && SERVER_TEXTS.has(message) ? message : undefined;
};

/**
 * Picks the friendly text for a failed recipe. Only a refusal before any text carries a code;
 * a failure mid-stream (or a network error) gets the general text, whatever its message says.
 * @example friendlyErrorMessage(new APICallError({ statusCode: 429, responseBody: '{"error":{"code":"rate_limited",...}}', ... }))
 *   // "Too many recipes in a minute. Please wait a moment and try again."
 */
export function friendlyErrorMessage(error: unknown): string {
  const code = errorCodeOf(refusalBodyOf(error));
  return isKnownCode(code) ? ERROR_TEXTS[code] : ERROR_TEXTS.general;
}
