import type { RecipeRequest } from '../../shared/api/recipe-request.ts';
import { STREAM_WINDOW_MS } from '../../shared/api/stream-window.ts';
import type { WrittenDay } from '../../shared/week/week-plan.ts';
import { ERROR_TEXTS } from '../lib/error-messages.ts';
import { recipeByOf } from '../lib/recipe-by.ts';
import { PAGE_CHEF } from '../recipe/page-chef-label.ts';
import { answerRequest } from '../recipe/request-session.ts';
import { throttle } from '../recipe/throttle.ts';

// One day's recipe, asked for as any recipe is (POST /api/recipe, told the day's dish and the foods
// it should use) through the recipe's own session: the server, or the page's own chef with no
// connection. Only the answer's end is new here: a day is written whole, or not at all.

/** How a day's writing ended: written, or what to tell the cook; undefined when it was stopped. */
export type DayEnd = { ok: true; written: WrittenDay } | { ok: false; message: string } | undefined;

/** What the page says when the part that writes could not be fetched. */
export const NOT_LOADED = 'Part of the page did not load. Check your connection and try again.';

/** Writes one day, calling `onText` with the text so far (at most once a stream window). */
export async function writeDay(request: RecipeRequest & { servings: number }, signal: AbortSignal, onText: (text: string) => void): Promise<DayEnd> {
  let by = '';
  const show = throttle((text: string) => !signal.aborted && onText(text), STREAM_WINDOW_MS);
  const end = await answerRequest(request, {
    inPage: navigator.onLine === false,
    fallBack: true,
    signal,
    onStream: () => {},
    onInPage: () => (by = PAGE_CHEF),
    onResponse: (response) => (by = recipeByOf(response) ?? ''),
    onBy: (label) => (by = label),
    onText: show,
  });
  show.cancel();
  if (end === undefined || signal.aborted || end?.outcome === 'stopped') return undefined;
  if (end === null) return { ok: false, message: NOT_LOADED };
  if (end.outcome === 'failed') return { ok: false, message: end.message };
  // Kept exactly as received: the service's proof is over that text, to the last newline.
  const markdown = end.proof ? end.text : end.text.trimEnd();
  if (markdown.trim() === '') return { ok: false, message: ERROR_TEXTS.empty_answer };
  return { ok: true, written: { markdown, servings: request.servings, by, ...(end.proof ? { proof: end.proof } : {}) } };
}
