import type { RecipeWishes } from '../../shared/prompt.ts';
import type { RecipeRequest } from '../../shared/recipe-request.ts';
import { checkPreviousTitle, recipeTitleOf } from '../../shared/recipe-title.ts';
import { STREAM_WINDOW_MS } from '../../shared/stream-window.ts';
import { loadEngine } from '../engines.ts';
import { readStored, writeStored } from '../lib/local-store.ts';
import { recipeByOf } from '../lib/provider-label.ts';
import { RECENT_RECIPES, withRecent, withoutRecent, type RecentRecipe } from '../lib/recent-recipes.ts';
import { titleOf, type RecipeRecord } from '../lib/recipe-record.ts';
import { LAST_RECIPE } from './last-recipe.ts';
import { dropShareLink, linkAtStart, watchShareLink, type SharedLink } from './shared-link.ts';
import type { RecipeStream } from './stream-engine.ts';
import { throttle } from './throttle.ts';

/** Everything about the recipe on the page, in one place; components read it and call the store's actions. */
export interface RecipeState {
  /** 'sending' from a press until the request leaves, 'streaming' until its answer ends; busy unless 'idle'. */
  phase: 'idle' | 'sending' | 'streaming';
  /** The last request: its list is the recipe's, and "Try again" and "Another idea" ask from it. */
  request: RecipeRequest | null;
  /** The visitor's recipe: the text streamed so far, or the recipe shown whole; '' between recipes and after a failure. */
  markdown: string;
  /** Whether `markdown` was shown whole (kept, reopened, taken from a link) rather than streamed. */
  whole: boolean;
  /** Who wrote it ("Recipes by …"), as its answer said; null when unknown. */
  by: string | null;
  /** Why the last request failed, until the next one or a recipe shown whole. */
  failure: RecipeFailure | null;
  /** How many requests have been sent: a follower of the text starts over with each. */
  sent: number;
  /** Turns true with the first recipe shown (streamed, kept or from a link) and stays: the recipe section keeps its place. */
  visible: boolean;
  /** The recipe a share link in the address carries, shown in place of the visitor's until they move on. */
  link: SharedLink;
  /** The last ten finished recipes, newest first. */
  recent: readonly RecentRecipe[];
}

/** A request that failed: the stream engine could not be fetched, or the answer failed and the visitor is told why. */
export type RecipeFailure = { kind: 'not-loaded' } | { kind: 'answer'; message: string };

export type RecipeStore = ReturnType<typeof createRecipeStore>;

interface StoreOptions {
  /** Says something through the page's polite live region. */
  announce: (text: string) => void;
}

// A macrotask rather than a microtask: see `send`.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The recipe feature's one store: the request, the stream, busy state, the author, what is kept
 * across a reload (the last recipe, the recent ones) and a share link's recipe. It exists before
 * any engine has arrived, so "Get a recipe" works from the first paint: a press made before the
 * stream engine is here waits for it.
 */
export function createRecipeStore({ announce }: StoreOptions) {
  const saved = readStored(LAST_RECIPE);
  let state: RecipeState = {
    phase: 'idle',
    request: saved ? { ingredients: saved.ingredients } : null,
    markdown: saved?.markdown ?? '',
    whole: saved !== undefined,
    by: saved?.by ?? null,
    failure: null,
    sent: 0,
    visible: saved !== undefined,
    link: linkAtStart(),
    recent: readStored(RECENT_RECIPES) ?? [],
  };
  const listeners = new Set<() => void>();
  // The answer streaming in, while one is.
  let answer: RecipeStream | null = null;
  // A recipe the page could not show formatted: never kept, so a reload does not replay the fault.
  let setAside: string | null = null;

  const set = (change: Partial<RecipeState>) => {
    state = { ...state, ...change };
    const shown = state.markdown !== '' || state.link.status === 'shown';
    if (shown && !state.visible) state = { ...state, visible: true };
    for (const listener of listeners) listener();
  };

  // Each change is made to what storage holds now, so two open tabs add to one list.
  const changeRecent = (edit: (list: readonly RecentRecipe[]) => RecentRecipe[]) => {
    const next = edit(readStored(RECENT_RECIPES) ?? []);
    writeStored(RECENT_RECIPES, next.length > 0 ? next : undefined);
    set({ recent: next });
  };

  /** Keeps the recipe on screen as the last recipe and, when `asRecent`, as the newest recent one. */
  const keep = (asRecent: boolean) => {
    const { markdown, request, by } = state;
    if (markdown === '' || markdown === setAside || !request) return;
    const ingredients = [...request.ingredients];
    writeStored(LAST_RECIPE, { ingredients, markdown, ...(by ? { by } : {}) });
    if (asRecent) changeRecent((list) => withRecent(list, { markdown, ingredients, title: titleOf(markdown), at: Date.now(), ...(by ? { by } : {}) }));
  };

  /** The share link leaves the address once the visitor moves on from its recipe. */
  const settleLink = () => {
    dropShareLink();
    if (state.link.status !== 'none') set({ link: { status: 'none' } });
  };

  /** Ends the answer under way, if any; true when there was one. What had arrived stays. */
  const halt = () => {
    if (state.phase === 'idle') return false;
    const stopping = answer;
    answer = null;
    stopping?.stop();
    set({ phase: 'idle', ...(stopping ? { markdown: stopping.text() } : {}) });
    return true;
  };

  const send = async (request: RecipeRequest) => {
    halt();
    announce('');
    settleLink();
    const id = state.sent + 1;
    set({ phase: 'sending', request, markdown: '', whole: false, failure: null, sent: id });
    // Until it is stopped, or a newer request takes its place.
    const stillWanted = () => state.sent === id && state.phase !== 'idle';
    let engine: Awaited<ReturnType<typeof loadEngine<'stream'>>>;
    try {
      engine = await loadEngine('stream');
    } catch (error) {
      console.error(error);
      if (stillWanted()) set({ phase: 'idle', failure: { kind: 'not-loaded' } });
      return;
    }
    // Sent in a task of its own, once the press has been answered on screen: starting the
    // request (the fetch, the render that follows) in the press's own task makes it one long
    // task on a slow phone, for a request that leaves a few milliseconds later this way.
    await nextTask();
    if (!stillWanted()) return;
    const show = throttle((markdown: string) => stillWanted() && set({ markdown }), STREAM_WINDOW_MS);
    const stream = engine.streamRecipe(request, {
      onResponse: (response) => stillWanted() && set({ by: recipeByOf(response) }),
      onText: show,
    });
    answer = stream;
    set({ phase: 'streaming' });
    const end = await stream.ended;
    show.cancel();
    if (!stillWanted()) return;
    answer = null;
    if (end.outcome === 'failed') {
      console.error(end.error);
      set({ phase: 'idle', markdown: '', by: null, failure: { kind: 'answer', message: end.message } });
      return;
    }
    set({ phase: 'idle', markdown: end.text });
    keep(true);
    const title = recipeTitleOf(end.text);
    announce(title ? `Recipe ready: ${title}.` : 'Recipe ready.');
  };

  /** Shows a recipe whole, as the visitor's own recipe on screen (it becomes the last recipe). */
  const show = (markdown: string, ingredients: readonly string[], by: string | null) => {
    halt();
    settleLink();
    set({ request: { ingredients: [...ingredients] }, markdown, whole: true, by, failure: null });
    keep(false);
  };

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /** Reads the address's share link, now and whenever a new one is pasted into the tab. Returns a disconnect. */
    connect: (): (() => void) => watchShareLink((link) => set({ link })),

    /** "Get a recipe": asks for a recipe from the list, with the visitor's preferences. */
    ask: (ingredients: readonly string[], wishes: RecipeWishes) => void send({ ingredients: [...ingredients], ...wishes }),

    /** "Try again": the last request once more. */
    retry() {
      if (state.request) void send(state.request);
    },

    /** "Another idea": a different recipe from the list of the one shown, with today's preferences. */
    anotherIdea(wishes: RecipeWishes) {
      if (!state.request) return;
      // A heading the API would refuse as a title (one that reads as a sentence) is left out, so another idea still comes.
      const title = checkPreviousTitle(recipeTitleOf(state.markdown));
      void send({ ingredients: state.request.ingredients, ...wishes, ...(title.ok ? { previousTitle: title.value } : {}) });
    },

    /** "Stop": the text so far stays (and is kept as the last recipe), and the server stops the model. */
    stop() {
      if (!halt()) return;
      keep(false);
      announce('Recipe stopped. What had arrived stays on the page.');
    },

    /** Shows one of the recent recipes again, with its own list. */
    reopen(entry: RecentRecipe) {
      show(entry.markdown, entry.ingredients, entry.by ?? null);
      announce(`${entry.title}, from your recent recipes.`);
    },

    /** Takes a recipe off the recent ones. */
    forget(entry: RecentRecipe) {
      changeRecent((list) => withoutRecent(list, entry.markdown));
      announce(`${entry.title} removed from your recent recipes.`);
    },

    /**
     * Makes the recipe from the link the visitor's own (the last recipe, and a recent one) and
     * returns its list, for the page to load; undefined when no link's recipe is shown.
     */
    takeShared(): readonly string[] | undefined {
      if (state.link.status !== 'shown') return undefined;
      const shared: RecipeRecord = state.link.recipe;
      show(shared.markdown, shared.ingredients, null);
      changeRecent((list) => withRecent(list, { markdown: shared.markdown, ingredients: [...shared.ingredients], title: titleOf(shared.markdown), at: Date.now() }));
      return shared.ingredients;
    },

    /** Drops a recipe that could not be shown formatted from what is kept. */
    setAside(markdown: string) {
      setAside = markdown;
      if (readStored(LAST_RECIPE)?.markdown === markdown) writeStored(LAST_RECIPE, undefined);
      changeRecent((list) => withoutRecent(list, markdown));
    },
  };
}
