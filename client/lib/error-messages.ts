import { PUBLIC_MESSAGES } from '../../shared/api/api-errors.ts';
import { MAX_INGREDIENTS } from '../../shared/api/limits.ts';
import { SHORT_LIST_TEXT } from './short-list.ts';

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
  too_few_ingredients: SHORT_LIST_TEXT,
  too_many_ingredients: `That is more than the chef can juggle: use at most ${MAX_INGREDIENTS} ingredients.`,
  general: "Sorry, the chef couldn't finish that recipe. Please try again.",
} as const;

type KnownCode = Exclude<keyof typeof ERROR_TEXTS, 'general'>;

const isKnownCode = (code: string | undefined): code is KnownCode =>
  code !== undefined && code !== 'general' && Object.hasOwn(ERROR_TEXTS, code);

/**
 * The friendly text for a refused request, from its code (see errorCodeOf): only a refusal before
 * any text carries one; anything else gets the general text, whatever it says.
 * @example refusalMessage('rate_limited') // "Too many recipes in a minute. Please wait a moment and try again."
 */
export const refusalMessage = (code: string | undefined): string => (isKnownCode(code) ? ERROR_TEXTS[code] : ERROR_TEXTS.general);

const SERVER_TEXTS = new Set<string>(Object.values(PUBLIC_MESSAGES));

/**
 * The server's own public text in a stream's error part, never anything else it says: for a failure
 * before any text (a host that thought, then failed), which says as much as a refusal's code would.
 */
export const serverText = (errorText: string): string | undefined => (SERVER_TEXTS.has(errorText) ? errorText : undefined);
