// Must stay the first import: it configures zod before the AI SDK builds its schemas.
import '../loading/no-eval.ts';
import { useCompletion } from '@ai-sdk/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecipeWishes } from '../../shared/prompt.ts';
import type { RecipeRequest } from '../../shared/recipe-request.ts';
import { checkPreviousTitle, recipeTitleOf } from '../../shared/recipe-title.ts';
import { friendlyErrorMessage } from '../lib/error-messages.ts';
import { recipeByOf } from '../lib/provider-label.ts';
import { readStored, writeStored, type StoredEntry } from '../lib/local-store.ts';
import type { RecentRecipe } from '../lib/recent-recipes.ts';
import { isRecipeList, isRecipeMarkdown } from '../lib/recipe-record.ts';
import { useRecentRecipes } from './use-recent-recipes.ts';
import { useSharedLink } from './use-shared-link.ts';

interface RecipeEvents {
  /** Called as each request starts (a first one, "Try again" or "Another idea"). */
  onStart?: () => void;
  /** Called once a recipe has streamed to its end without an error, with its text. */
  onDone?: (recipe: string) => void;
}

/** The last recipe shown, the list it was written for and who wrote it, kept across a reload. */
interface SavedRecipe {
  ingredients: string[];
  markdown: string;
  /** The "Recipes by" words of the host that wrote it (recipes saved before hosts were named have none). */
  by?: string;
}

// A model id and a host name, with room to spare.
const MAX_BY_CHARS = 300;

const NO_INGREDIENTS: readonly string[] = [];

const LAST_RECIPE: StoredEntry<SavedRecipe> = {
  key: 'pantry-chef:last-recipe',
  version: 1,
  check: (raw) => {
    if (typeof raw !== 'object' || raw === null) return undefined;
    const { ingredients, markdown, by } = raw as Record<string, unknown>;
    if (!isRecipeMarkdown(markdown) || !isRecipeList(ingredients)) return undefined;
    const named = typeof by === 'string' && by !== '' && by.length <= MAX_BY_CHARS;
    return { ingredients, markdown, ...(named ? { by } : {}) };
  },
};

/**
 * Streams a recipe from POST /api/recipe. The recipe is empty after a failure, and `visible`
 * turns true with the first text of the first successful answer and never turns back. The last
 * recipe comes back after a reload; a stopped one keeps what had arrived. A recipe in a share link
 * is shown instead, without saving over the last one, until the visitor uses it or moves on; the
 * last ten finished recipes are kept as the recent ones, and any of them can be shown again.
 */
export function useRecipe({ onStart, onDone }: RecipeEvents = {}) {
  const [saved] = useState(() => readStored(LAST_RECIPE));
  const [lastRequest, setLastRequest] = useState<RecipeRequest | null>(saved ? { ingredients: saved.ingredients } : null);
  // A recipe shown whole rather than streamed: the saved one, or one reopened or taken from a link.
  const [restored, setRestored] = useState(saved?.markdown ?? '');
  // Who wrote the recipe on screen, as its response said; null when unknown (the page's own label then).
  const [by, setBy] = useState<string | null>(saved?.by ?? null);
  const [requestCount, setRequestCount] = useState(0);
  const [visible, setVisible] = useState(saved !== undefined);
  // Asked for, and about to be sent: see `send`.
  const [starting, setStarting] = useState(false);
  const pendingStart = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The request being answered and the host answering it, for the recent recipes once it finishes.
  const sent = useRef<RecipeRequest | null>(null);
  const answeredBy = useRef<string | null>(null);
  const { recent, keep, forget } = useRecentRecipes();
  // A recipe the page could not show formatted: never saved, so a reload does not replay the fault.
  const setAsideText = useRef<string | null>(null);
  const { link, settle: settleLink } = useSharedLink();
  const shared = link.status === 'shown' ? link.recipe : null;

  const { completion, complete, error, isLoading: streaming, setCompletion, stop: stopStream } = useCompletion<RecipeRequest>({
    api: '/api/recipe',
    throttle: 50,
    // The one place the response itself is seen: it names the host that answered.
    fetch: async (input, init) => {
      const response = await globalThis.fetch(input, init);
      if (response.ok) {
        answeredBy.current = recipeByOf(response);
        setBy(answeredBy.current);
      }
      return response;
    },
    onFinish: (_prompt, text) => {
      if (text !== '' && text !== setAsideText.current && sent.current) keep({ markdown: text, ingredients: sent.current.ingredients, by: answeredBy.current });
      onDone?.(text);
    },
    onError: (failure) => {
      console.error(failure);
      setCompletion('');
      setBy(null);
    },
  });

  const isLoading = starting || streaming;
  // A throttled update can land after the failure cleared the text, so a failed request shows nothing.
  const recipe = shared ? shared.markdown : restored !== '' ? restored : starting || error ? '' : completion;
  // Adjusting state while rendering (rather than in an effect) avoids a frame without the section.
  if (recipe !== '' && !visible) setVisible(true);

  const listShown = lastRequest?.ingredients;
  useEffect(() => {
    // Whatever is on the page once the chef stops (finished or stopped early) is worth keeping;
    // a recipe from a link is someone else's until the visitor uses it.
    if (isLoading || shared || recipe === '' || recipe === setAsideText.current || !listShown) return;
    writeStored(LAST_RECIPE, { ingredients: [...listShown], markdown: recipe, ...(by ? { by } : {}) });
  }, [isLoading, shared, recipe, listShown, by]);

  /** Drops a recipe that could not be shown formatted from what is kept: the last recipe and the recent ones. */
  const setAside = useCallback(
    (markdown: string) => {
      setAsideText.current = markdown;
      if (readStored(LAST_RECIPE)?.markdown === markdown) writeStored(LAST_RECIPE, undefined);
      forget(markdown);
    },
    [forget],
  );

  useEffect(() => () => clearTimeout(pendingStart.current), []);

  const send = (body: RecipeRequest) => {
    onStart?.();
    settleLink();
    setLastRequest(body);
    setRestored('');
    setRequestCount((count) => count + 1);
    setStarting(true);
    // Sent in a task of its own, once the press has been answered on screen: starting the request
    // (the fetch, the SDK's state, the render that follows) in the press's own task makes it one
    // long task on a slow phone, for a request that leaves a few milliseconds later this way.
    clearTimeout(pendingStart.current);
    pendingStart.current = setTimeout(() => {
      pendingStart.current = undefined;
      setStarting(false);
      sent.current = body;
      answeredBy.current = null;
      // The list goes in this call's body: the hook's own `body` option is only read after a render.
      void complete('', { body });
    }, 0);
  };

  const stop = () => {
    // A request not sent yet is simply not sent.
    clearTimeout(pendingStart.current);
    pendingStart.current = undefined;
    setStarting(false);
    stopStream();
  };

  /** Shows a recipe whole, as the visitor's own recipe on screen (it becomes the last recipe). */
  const show = (markdown: string, ingredients: readonly string[], writer: string | null) => {
    if (isLoading) stop();
    settleLink();
    setLastRequest({ ingredients: [...ingredients] });
    setRestored(markdown);
    setBy(writer);
  };

  const request = (ingredients: readonly string[], wishes: RecipeWishes = {}) => send({ ingredients: [...ingredients], ...wishes });

  const retry = () => {
    if (lastRequest) send(lastRequest);
  };

  /** Asks for a different recipe from the list of the one shown, with today's preferences. */
  const anotherIdea = (wishes: RecipeWishes = {}) => {
    if (!lastRequest) return;
    // A heading the API would refuse as a title (one that reads as a sentence) is left out, so another idea still comes.
    const title = checkPreviousTitle(recipeTitleOf(recipe));
    send({ ingredients: lastRequest.ingredients, ...wishes, ...(title.ok ? { previousTitle: title.value } : {}) });
  };

  /** Shows one of the recent recipes again, with its own list. */
  const reopen = (entry: RecentRecipe) => show(entry.markdown, entry.ingredients, entry.by ?? null);

  /**
   * Makes the recipe from the link the visitor's own (the last recipe, and a recent one) and
   * returns its list, for the page to load; undefined when no link's recipe is shown.
   */
  const takeShared = (): readonly string[] | undefined => {
    if (!shared) return undefined;
    show(shared.markdown, shared.ingredients, null);
    keep(shared);
    return shared.ingredients;
  };

  return {
    recipe,
    /** The list the recipe on screen was written for (empty before the first). */
    ingredients: shared?.ingredients ?? listShown ?? NO_INGREDIENTS,
    isLoading,
    visible,
    /** Who wrote the recipe on screen ("Recipes by …"), when its answer said; null otherwise. */
    by: shared ? null : by,
    /** Changes with every request, so followers of the text can start over. */
    requestCount,
    /** Whether the recipe on screen was shown whole (kept, reopened, from a link) rather than streamed. */
    shownWhole: shared !== null || restored !== '',
    errorMessage: error && !isLoading && !shared && restored === '' ? friendlyErrorMessage(error) : null,
    /** Whether "Another idea" has a list to ask about; it stays while the next recipe loads. */
    canAskAgain: lastRequest !== null,
    /** The recipe on screen came from a share link and is not the visitor's yet; null otherwise. */
    shared,
    /** The share link in the address is still being read: nothing is shown until it has been. */
    readingLink: link.status === 'reading',
    /** The share link in the address could not be read. */
    linkBroken: link.status === 'broken',
    /** The recent recipes, newest first. */
    recent,
    request,
    retry,
    anotherIdea,
    /** Ends the answer where it is: the text so far stays, and the server stops the model. */
    stop,
    reopen,
    /** Takes a recipe off the recent ones (by its markdown). */
    forget,
    takeShared,
    setAside,
  };
}
