import type { RecipeWishes } from '../../shared/api/prompt.ts';
import type { Units } from '../../shared/api/recipe-preferences.ts';
import type { RecentRecipe } from '../lib/recent-recipes.ts';
import type { RecipeRequest } from '../../shared/api/recipe-request.ts';
import { STREAM_WINDOW_MS } from '../../shared/api/stream-window.ts';
import { recipeByOf } from '../lib/recipe-by.ts';
import { createKeeping } from './kept-recipes.ts';
import { initialState, reduce, servingsShown, versionShown, type Presentation, type RecipeAction } from './recipe-reducer.ts';
import { answerRequest } from './request-session.ts';
import { createRequests } from './request-token.ts';
import { dropShareLink, linkAtStart, watchShareLink } from './shared-link.ts';
import type { StreamEnd } from './stream-engine.ts';
import { throttle } from './throttle.ts';
import { answerVersion, authorLabel, authorNamed, makeVersion } from './version.ts';
import { changesAfter, keptOf, madeVegetarian, needsScaler, recordOnScreen, shownOf, type ChangeAsk } from './versions.ts';
import type { StoreCore } from './store-core.ts';
import { newRecipeId } from '../lib/kept-versions.ts';
import { checkPreviousTitle } from '../../shared/recipe/recipe-title.ts';
import { loadOnce } from '../lib/load-once.ts';

export type { RecipeState } from './recipe-reducer.ts';
export type { ChangeAsk } from './versions.ts';

// Asking for a change comes with the first change asked for; showing a version at other servings,
// units or another version with the first move to one.
const loadChange = loadOnce(() => import('./change-actions.ts'));
const loadPresenting = loadOnce(() => import('./presenting.ts'));
const loadSources = loadOnce(() => import('./recipe-sources.ts'));

export type RecipeStore = ReturnType<typeof createRecipeStore>;

interface StoreOptions {
  /** Says something through the page's polite live region. */
  announce: (text: string) => void;
}


/**
 * The recipe feature's one store: the state is a pure reducer (recipe-reducer.ts); this sends the
 * requests (request-session.ts gets each answer, from the server or the page's own chef), each
 * with its own abort token (request-token.ts), and keeps what a reload brings back
 * (kept-recipes.ts). It exists before any engine has arrived, so "Get a recipe" works from the
 * first paint: a press made before the stream engine is here waits for it.
 */
export function createRecipeStore({ announce }: StoreOptions) {
  const kept = createKeeping((recent) => dispatch({ type: 'recent', recent }));
  const saved = kept.last();
  const fromBefore = saved ? { ...shownOf(saved, authorNamed(saved.by)), ingredients: saved.ingredients, recipeId: saved.id ?? newRecipeId() } : undefined;
  let state = initialState(linkAtStart(), kept.recent(), fromBefore);
  const listeners = new Set<() => void>();
  const requests = createRequests();

  function dispatch(action: RecipeAction) {
    state = reduce(state, action);
    for (const listener of listeners) listener();
  }

  const keep = (asRecent: boolean) => {
    if (state.link.status === 'shown') return;
    const version = versionShown(state);
    kept.keep(recordOnScreen(state), authorLabel(version?.author ?? null), asRecent, keptOf(state.versions, state.current, state.recipeId), version?.name);
  };

  const halt = () => {
    if (state.phase === 'idle') return false;
    const arrived = requests.abort() ?? state.markdown;
    const version = arrived.trim() === '' ? null : makeVersion(arrived.trimEnd(), { author: state.by, ending: { kind: 'stopped' } });
    dispatch({ type: 'stopped', version });
    return true;
  };

  const send = async (request: RecipeRequest, change: ChangeAsk | null = null, builtIn = false) => {
    halt();
    const signal = requests.begin();
    announce('');
    dropShareLink();
    // The version a change is made of, whose changes the new one builds on.
    const changedFrom = change ? versionShown(state) : undefined;
    dispatch({ type: 'sent', request, change, recipeId: newRecipeId() });
    // Why a change failed is told in change-actions.ts, which a change has brought (or a retry of one brings).
    const failChange = async (end: StreamEnd | null) => {
      const failure = await loadChange().then((changes) => changes.changeFailure(end), () => null);
      if (signal.aborted) return;
      // What to say could not be fetched either: the page says a part of it could not be loaded.
      if (!failure) return dispatch({ type: 'failed', failure: { kind: 'not-loaded' } });
      dispatch({ type: 'change-failed', ...failure });
      if (failure.stale) keep(false);
    };
    // With no connection, a new recipe comes from the page's own chef; a change needs the server.
    const inPage = builtIn || navigator.onLine === false;
    if (inPage && change) return failChange(null);
    const showText = throttle((text: string) => !signal.aborted && dispatch({ type: 'text', text }), STREAM_WINDOW_MS);
    const end = await answerRequest(request, {
      inPage,
      // Only a new recipe falls back on the page's chef: a change needs the server.
      fallBack: !change,
      signal,
      onStream: (stream) => {
        requests.streaming(signal, stream);
        dispatch({ type: 'streaming' });
      },
      onInPage: () => dispatch({ type: 'writer', author: { kind: 'page-chef', asked: builtIn } }),
      onResponse: (response) => dispatch({ type: 'writer', author: authorNamed(recipeByOf(response)) }),
      onText: showText,
      onThinking: () => dispatch({ type: 'thinking' }),
      onBy: (by) => dispatch({ type: 'writer', author: authorNamed(by) }),
    });
    showText.cancel();
    // Stopped, or a newer request has taken its place (and the stream with it).
    if (signal.aborted || end === undefined) return;
    if (end === null) return dispatch({ type: 'failed', failure: { kind: 'not-loaded' } });
    if (end.outcome === 'failed') {
      console.error(end.error);
      if (change) return failChange(end);
      return dispatch({ type: 'failed', failure: { kind: 'answer', message: end.message, hostDown: end.hostDown } });
    }
    const { proof, draft } = end.outcome === 'done' ? end : { proof: undefined, draft: undefined };
    const version = answerVersion(end.text, { author: state.by, changes: changesAfter(changedFrom, change), ...(proof ? { proof } : {}), ...(draft ? { draft } : {}) });
    dispatch({ type: 'answered', version });
    keep(true);
    // "Version N of M" says itself (recipe-versions.tsx): said here too, a page would hold it twice.
    announce(version.title ? `Recipe ready: ${version.title}.` : 'Recipe ready.');
  };

  /**
   * Shows the version at `index` at `how` and keeps it: as written in the same task, else once the
   * scaler (or the built-in chef, for its own recipes) has rendered it (see presenting.ts).
   */
  const showAt = (index: number, how: Presentation) => {
    const version = state.versions[index];
    if (state.phase !== 'idle' || !version) return;
    if (needsScaler(version, how)) return loadPresenting().then((presenting) => presenting.showAt(core, index, how), console.error);
    requests.begin();
    dispatch({ type: 'presented', index, text: version.written, presentation: how });
    keep(false);
  };

  const core: StoreCore = { get: () => state, dispatch, requests, kept, keep, halt, send, announce };

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /** Reads the address's share link, now and whenever a new one is pasted into the tab. Returns a disconnect. */
    connect: (): (() => void) =>
      watchShareLink((link) => {
        if (link.status !== 'read') return dispatch({ type: 'link-read', link });
        // A shared recipe is one more version: what was under way gives it its place.
        halt();
        requests.begin();
        const { proof, ...recipe } = link.recipe;
        dispatch({ type: 'link-shown', shown: shownOf(recipe, null), ingredients: recipe.ingredients, ...(proof ? { proof } : {}) });
        // Fetched now, so that "Use these ingredients" makes the recipe the visitor's at once.
        void loadSources().catch(() => undefined);
      }),

    /** "Get a recipe": asks for a recipe from the list, with the visitor's preferences. */
    ask: (ingredients: readonly string[], wishes: RecipeWishes) => void send({ ingredients: [...ingredients], ...wishes }),

    /** "Try again": the last request once more. */
    retry() {
      const request = state.request;
      if (!request) return;
      const change = request.change;
      void send(request, change ? { kind: change.kind, ...(change.from ? { from: change.from } : {}), ...(change.to ? { to: change.to } : {}) } : null);
    },

    /** "Ask the built-in chef": the last request, written by the page's own chef. */
    askBuiltInChef() {
      const request = state.request;
      if (!request || request.change) return;
      void send(request, null, true);
    },

    /** "Another idea": a different recipe from the list of the one shown, with today's preferences. */
    anotherIdea(wishes: RecipeWishes) {
      if (!state.request) return;
      const version = versionShown(state);
      // A heading the API would refuse as a title (one that reads as a sentence) is left out, so another idea still comes.
      const title = checkPreviousTitle(version?.title);
      // A recipe made vegetarian stays so: the next idea is asked for with that diet.
      const vegetarian = madeVegetarian(version) && !wishes.diet?.includes('vegetarian');
      const diet = vegetarian ? { diet: [...(wishes.diet ?? []), 'vegetarian' as const] } : {};
      void send({ ingredients: state.request.ingredients, ...wishes, ...diet, ...(title.ok ? { previousTitle: title.value } : {}) });
    },

    /** "Stop": the text so far stays (and is kept as the last recipe), and the server stops the model; a change stopped leaves the version before it. */
    stop() {
      const changing = state.changing !== null;
      if (!halt()) return;
      keep(false);
      announce(changing ? 'Change stopped. The version before it is still here.' : 'Recipe stopped. What had arrived stays on the page.');
    },

    /** A change of the version shown (see change-actions.ts): the visitor's next action aborts its check. */
    change(ask: ChangeAsk, wishes: RecipeWishes) {
      if (state.phase !== 'idle') return;
      const signal = requests.begin();
      return loadChange().then((changes) => changes.askChange(core, signal, ask, wishes), (error: unknown) => console.error(error));
    },

    /**
     * "Previous version" and "Next version": the version at `index`, at the servings the cook set
     * for the one shown (each version is written at the servings it was asked for), kept as the last recipe.
     */
    showVersion: (index: number) => showAt(index, { servings: servingsShown(state), units: state.presentation.units }),

    /** The Units preference changed: the recipe on screen is written again in those units, at the servings shown. */
    showIn: (units: Units) => state.presentation.units !== units && showAt(state.current, { servings: servingsShown(state), units }),

    /** "Servings to cook": the version shown (the visitor's, or a shared one), at `servings`, with no host call. */
    scaleTo: (servings: number) => versionShown(state)?.servings != null && showAt(state.current, { ...state.presentation, servings }),

    /** Shows one of the recent recipes again, with its versions and its own list (see recipe-sources.ts). */
    reopen: (entry: RecentRecipe) => loadSources().then((sources) => sources.reopen(core, entry), console.error),

    /** Takes a recipe off the recent ones. */
    forget(entry: RecentRecipe) {
      kept.forget(entry.markdown);
      announce(`${entry.title} removed from your recent recipes.`);
    },

    /**
     * Makes the recipe from the link the visitor's own (the last recipe, and a recent one) and
     * returns its list, for the page to load; undefined when no link's recipe is shown.
     */
    takeShared(): readonly string[] | undefined {
      const { link } = state;
      if (link.status !== 'shown') return undefined;
      void loadSources().then((sources) => sources.takeShared(core), console.error);
      return link.ingredients;
    },

    /** Drops a recipe that could not be shown formatted from what is kept. */
    setAside: (markdown: string) => kept.setAside(markdown),
  };
}
