import { APICallError } from 'ai';
import { PUBLIC_MESSAGES, errorCodeOf } from '../../shared/api-errors.ts';
import { MAX_INGREDIENTS, MIN_INGREDIENTS } from '../../shared/limits.ts';

/** Every text the page shows when a recipe fails; nothing from the server is shown verbatim. */
export const ERROR_TEXTS = {
  rate_limited: PUBLIC_MESSAGES.rate_limited,
  upstream_timeout: PUBLIC_MESSAGES.upstream_timeout,
  upstream_busy: PUBLIC_MESSAGES.upstream_busy,
  kitchen_closed: PUBLIC_MESSAGES.kitchen_closed,
  upstream_unavailable: PUBLIC_MESSAGES.upstream_unavailable,
  busy: PUBLIC_MESSAGES.busy,
  budget_exhausted: PUBLIC_MESSAGES.budget_exhausted,
  overloaded: PUBLIC_MESSAGES.overloaded,
  too_few_ingredients: `Add at least ${MIN_INGREDIENTS} ingredients, then ask again.`,
  too_many_ingredients: `That is more than the chef can juggle: use at most ${MAX_INGREDIENTS} ingredients.`,
  general: "Sorry, the chef couldn't finish that recipe. Please try again.",
} as const;

type KnownCode = Exclude<keyof typeof ERROR_TEXTS, 'general'>;

const isKnownCode = (code: string | undefined): code is KnownCode =>
  code !== undefined && code !== 'general' && Object.hasOwn(ERROR_TEXTS, code);

/**
 * Picks the friendly text for a failed recipe. Only a refusal before any text carries a code;
 * a failure mid-stream (or a network error) gets the general text, whatever its message says.
 * @example friendlyErrorMessage(new APICallError({ statusCode: 429, responseBody: '{"error":{"code":"rate_limited",...}}', ... }))
 *   // "Too many recipes at once. Please wait a minute and try again."
 */
export function friendlyErrorMessage(error: unknown): string {
  const code = APICallError.isInstance(error) ? errorCodeOf(error.responseBody) : undefined;
  return isKnownCode(code) ? ERROR_TEXTS[code] : ERROR_TEXTS.general;
}
