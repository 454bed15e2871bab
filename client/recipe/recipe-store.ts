import type { RecipeWishes } from '../../shared/api/prompt.ts';
import type { Units } from '../../shared/api/recipe-preferences.ts';
import { statedServings } from '../../shared/recipe/recipe-numbers.ts';
import type { RecipeRequest } from '../../shared/api/recipe-request.ts';
import { checkPreviousTitle, recipeTitleOf } from '../../shared/recipe/recipe-title.ts';
import { STOPPED_NOTE } from '../../shared/recipe/incomplete-recipe.ts';
import { STREAM_WINDOW_MS } from '../../shared/api/stream-window.ts';
import { loadOnce } from '../lib/load-once.ts';
import { recipeByOf } from '../lib/recipe-by.ts';
import type { RecentRecipe } from '../lib/recent-recipes.ts';
import { writtenOf, type RecipeRecord } from '../lib/recipe-record.ts';
import { createKeeping } from './kept-recipes.ts';
import {
  changedVersion,
  madeVegetarian,
  needsScaler,
  presented,
  recordOf as recordOfVersion,
  versionOf,
  withoutProof,
  type ChangeAsk,
  type Presentation,
  type RecipeVersion,
} from './versions.ts';
import { dropShareLink, linkAtStart, watchShareLink, type SharedLink } from './shared-link.ts';
import { PAGE_CHEF, PAGE_CHEF_ASKED } from './page-chef-label.ts';
import { answerRequest } from './request-session.ts';
import { whyUnchanged } from './change-check.ts';
import { loadChef } from './servers-chef.ts';
import type { RecipeStream } from './stream-engine.ts';
import { throttle } from './throttle.ts';

// The scaler comes with a first "Servings to cook" or switch of Units.
const loadScaler = loadOnce(() => import('./scaler.ts'));

/** Everything about the recipe on the page, in one place; components read it and call the store's actions. */
export interface RecipeState {
  /** 'sending' from a press until the request leaves, 'streaming' until its answer ends; busy unless 'idle'. */
  phase: 'idle' | 'sending' | 'streaming';
  /** The host is thinking before it writes: from its word that it is, until the first text. */
  thinking: boolean;
  /** The last request: its list is the recipe's, and "Try again" and "Another idea" ask from it. */
  request: RecipeRequest | null;
  /**
   * The visitor's recipe: the text streamed so far, or the version shown, scaled to the servings
   * shown; '' between recipes and after a failure.
   */
  markdown: string;
  /** The versions of the recipe on screen, oldest first: the first answer, then each change of it. */
  versions: readonly RecipeVersion[];
  /** Which of `versions` is shown (while a change streams, the one it changes). */
  current: number;
  /** The change streaming now, if any: the version it changes stays until it is whole. */
  changing: ChangeAsk | null;
  /** Whether `markdown` was shown whole (kept, reopened, taken from a link) rather than streamed. */
  whole: boolean;
  /** Who wrote it ("Recipes by …"), as its answer said; null when unknown. */
  by: string | null;
  /** Why the last request failed, until the next one or a recipe shown whole. */
  failure: RecipeFailure | null;
  /** Why the change last asked for was not made (it would change nothing), until the next action. */
  unchanged: string | null;
  /** How many requests have been sent: a follower of the text starts over with each. */
  sent: number;
  /** Turns true with the first recipe shown (streamed, kept or from a link) and stays: the recipe section keeps its place. */
  visible: boolean;
  /** The recipe a share link in the address carries, shown in place of the visitor's until they move on. */
  link: SharedLink;
  /** The last ten finished recipes, newest first. */
  recent: readonly RecentRecipe[];
}

export type { ChangeAsk, RecipeVersion } from './versions.ts';

/**
 * A request that failed: the stream engine could not be fetched, the answer failed and the visitor
 * is told why, or a change failed (the version before it stays); `stale` when the service no
 * longer knows the recipe (written before it restarted), so only a new recipe can be changed.
 */
type RecipeFailure =
  | { kind: 'not-loaded' }
  /** `hostDown`: the model's host could not be reached or refused, so the page's own chef is offered. */
  | { kind: 'answer'; message: string; hostDown: boolean }
  | { kind: 'change'; message: string; stale: boolean };

// The service's answer to a change of a recipe it does not know (see the API's `change`).
const UNKNOWN_RECIPE = 'unknown_recipe';
const STALE_MESSAGE = "This recipe is from before the kitchen restarted, so it can't be changed. Press Get a recipe for a new one you can change.";
// A shared recipe whose proof is not the service's own for its text (a link can pair any two).
const NOT_CHANGEABLE = "This recipe can't be changed: it isn't the text the chef wrote. Press Get a recipe for one you can change.";
// A change asked for with no way to the server: only the server can change a recipe it wrote.
const NEEDS_CONNECTION = "Changing a recipe needs a connection, and you're offline. Scaling it works offline: try the change again once you're back online.";

export type RecipeStore = ReturnType<typeof createRecipeStore>;

interface StoreOptions {
  /** Says something through the page's polite live region. */
  announce: (text: string) => void;
}

/** The recipe on screen as a record: as shown, with its version's proof and, when scaled, its text as written. */
export const recordOf = ({ markdown, request, versions, current }: RecipeState): RecipeRecord | null =>
  recordOfVersion(markdown, request, versions[current]);

/**
 * The recipe feature's one store: the request session (busy state, the author, what to tell the
 * visitor), the versions on screen (their rules are pure functions in versions.ts), what is kept
 * across a reload (kept-recipes.ts) and a share link's recipe; request-session.ts gets each
 * answer, from the server or the page's own chef. It exists before
 * any engine has arrived, so "Get a recipe" works from the first paint: a press made before the
 * stream engine is here waits for it.
 */
export function createRecipeStore({ announce }: StoreOptions) {
  const kept = createKeeping((recent) => set({ recent }));
  const saved = kept.last();
  let state: RecipeState = {
    phase: 'idle',
    thinking: false,
    request: saved ? { ingredients: saved.ingredients } : null,
    markdown: saved?.markdown ?? '',
    versions: saved ? [versionOf(saved, saved.by ?? null)] : [],
    current: 0,
    changing: null,
    whole: saved !== undefined,
    by: saved?.by ?? null,
    failure: null,
    unchanged: null,
    sent: 0,
    visible: saved !== undefined,
    link: linkAtStart(),
    recent: kept.recent(),
  };
  const listeners = new Set<() => void>();
  // The answer streaming in, while one is.
  let answer: RecipeStream | null = null;
  // The units the cook switched the recipe on screen to; null while it shows the units it was written in.
  let shownIn: Units | null = null;

  /**
   * The version as the cook has it on screen, at `servings` in the units they switched to: in the
   * same task when that is as written, else once the scaler is here (fetched if need be). A recipe
   * of the server's chef is drafted again by that chef, from its data, so that its tin, pans and
   * times fit the new size; its text is scaled when the chef does not find it as it wrote it.
   */
  const present = (version: RecipeVersion, servings: number | null): string | Promise<string> => {
    const written = version.markdown;
    const how: Presentation = { servings, units: shownIn };
    if (!needsScaler(written, how)) return written;
    const scaled = () => loadScaler().then((scaler) => presented(written, how, scaler));
    const { request } = state;
    const { draft } = version;
    if (!draft || !request) return scaled();
    // The wishes it was asked with; the chef sets aside the change and the title to move away from.
    const { ingredients, ...wishes } = request;
    return loadChef()
      .then((chef) => chef.redraft(ingredients, draft, wishes, how)?.markdown ?? null, () => null)
      .then((again) => again ?? scaled());
  };

  const set = (change: Partial<RecipeState>) => {
    state = { ...state, unchanged: null, ...change };
    if (state.phase === 'idle' && state.thinking) state = { ...state, thinking: false };
    const shown = state.markdown !== '' || state.link.status === 'shown';
    if (shown && !state.visible) state = { ...state, visible: true };
    for (const listener of listeners) listener();
  };

  /** Keeps the recipe on screen as the last recipe and, when `asRecent`, as the newest recent one (see kept-recipes.ts). */
  const keep = (asRecent: boolean) => kept.keep(recordOf(state), state.by, asRecent);

  /** The share link leaves the address once the visitor moves on from its recipe. */
  const settleLink = () => {
    dropShareLink();
    if (state.link.status !== 'none') set({ link: { status: 'none' } });
  };

  /** The version at `index` on screen, as written. */
  const showVersion = (index: number) => {
    const version = state.versions[index];
    if (version) set({ current: index, markdown: version.markdown, by: version.by });
  };

  /**
   * Ends the answer under way, if any; true when there was one. What had arrived stays (it
   * becomes a version that can be read and scaled, not changed); a change stopped half way gives
   * its place back to the version it was changing.
   */
  const halt = () => {
    if (state.phase === 'idle') return false;
    const stopping = answer;
    answer = null;
    stopping?.stop();
    if (state.changing) {
      set({ phase: 'idle', changing: null });
      showVersion(state.current);
    } else {
      // What had arrived stays, saying it is not the whole recipe.
      const arrived = stopping ? stopping.text() : state.markdown;
      const text = arrived.trim() === '' ? '' : arrived.trimEnd() + STOPPED_NOTE;
      set({ phase: 'idle', markdown: text, versions: text ? [{ markdown: text, by: state.by }] : [], current: 0 });
    }
    return true;
  };

  /** Sends `request`: a new recipe, or with `change` a new version of the one shown. */
  const send = async (request: RecipeRequest, change: ChangeAsk | null = null, builtIn = false) => {
    halt();
    announce('');
    settleLink();
    const id = state.sent + 1;
    // The version a change is made of, whose changes the new one builds on.
    const changedFrom = change ? state.versions[state.current] : undefined;
    // The answer comes in the units the request asks for.
    shownIn = null;
    const fresh = change ? {} : { versions: [], current: 0 };
    set({ phase: 'sending', thinking: false, request, markdown: '', whole: false, failure: null, sent: id, changing: change, ...fresh });
    // Until it is stopped, or a newer request takes its place.
    const stillWanted = () => state.sent === id && state.phase !== 'idle';
    const failChange = (message: string, stale = false) => {
      // A recipe the service no longer knows is never offered for a change again.
      const versions = stale ? withoutProof(state.versions, state.current) : state.versions;
      set({ phase: 'idle', changing: null, versions, failure: { kind: 'change', message, stale } });
      showVersion(state.current);
      if (stale) keep(false);
    };
    // With no connection, a new recipe comes from the page's own chef; a change needs the server.
    const inPage = builtIn || navigator.onLine === false;
    if (inPage && change) return failChange(NEEDS_CONNECTION);
    const show = throttle((markdown: string) => stillWanted() && set({ markdown, thinking: false }), STREAM_WINDOW_MS);
    const end = await answerRequest(request, {
      inPage,
      // Only a new recipe falls back on the page's chef: a change needs the server.
      fallBack: !change,
      wanted: stillWanted,
      onStream: (stream) => {
        answer = stream;
        set({ phase: 'streaming' });
      },
      onInPage: () => set({ markdown: '', by: builtIn ? PAGE_CHEF_ASKED : PAGE_CHEF }),
      onResponse: (response) => set({ by: recipeByOf(response) }),
      onText: show,
      onThinking: () => state.markdown === '' && set({ thinking: true }),
      onBy: (by) => set({ by }),
    });
    show.cancel();
    // Stopped, or a newer request has taken its place (and the stream to stop with it).
    if (end === undefined) return;
    answer = null;
    if (end === null) return set({ phase: 'idle', failure: { kind: 'not-loaded' } });
    if (end.outcome === 'failed') {
      console.error(end.error);
      if (change) return failChange(end.unreachable ? NEEDS_CONNECTION : end.code === UNKNOWN_RECIPE ? STALE_MESSAGE : end.message, end.code === UNKNOWN_RECIPE);
      set({ phase: 'idle', markdown: '', by: null, failure: { kind: 'answer', message: end.message, hostDown: end.hostDown } });
      return;
    }
    const version = changedVersion(end.text, state.by, end.outcome === 'done' ? end.proof : undefined, changedFrom, change, end.outcome === 'done' ? end.draft : undefined);
    const versions = [...state.versions, version];
    set({ phase: 'idle', changing: null, markdown: end.text, versions, current: versions.length - 1 });
    keep(true);
    // "Version N of M" says itself (recipe-versions.tsx): said here too, a page would hold it twice.
    const title = recipeTitleOf(end.text);
    announce(title ? `Recipe ready: ${title}.` : 'Recipe ready.');
  };

  /** Where scaling starts from: the version shown as written, and the servings it states. */
  const scalable = () => {
    const version = state.versions[state.current];
    const stated = version ? statedServings(version.markdown) : null;
    return version && stated ? { version, stated } : null;
  };

  /** Shows a recipe whole, as the visitor's own recipe on screen (it becomes the last recipe). */
  const show = (recipe: RecipeRecord, by: string | null) => {
    halt();
    settleLink();
    const { markdown, ingredients } = recipe;
    set({ request: { ingredients: [...ingredients] }, markdown, versions: [versionOf(recipe, by)], current: 0, whole: true, by, failure: null });
    keep(false);
  };

  /**
   * Asks the service whether `proof` is its own for the shared recipe now on screen; if so, the
   * recipe can be changed, and is kept with it. If not, the page says so, rather than let a
   * change fail later as if the kitchen had restarted. Unanswered, the proof is kept: a change
   * then asks the service anyway.
   */
  const confirmProof = async (recipe: RecipeRecord, proof: string) => {
    const written = writtenOf(recipe);
    const changeable = await fetch('/api/recipe/check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ingredients: recipe.ingredients, recipe: written, proof }),
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ changeable?: unknown }>) : { changeable: true }))
      .then((answer) => answer.changeable !== false, () => true);
    const version = state.versions[0];
    // The visitor has moved on meanwhile.
    if (state.versions.length !== 1 || version?.markdown !== written || version.proof) return;
    if (!changeable) {
      set({ unchanged: NOT_CHANGEABLE });
      return announce(NOT_CHANGEABLE);
    }
    set({ versions: [{ ...version, proof }] });
    keep(false);
    kept.addProof(written, proof);
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
      // A heading the API would refuse as a title (one that reads as a sentence) is left out, so another idea still comes.
      const title = checkPreviousTitle(recipeTitleOf(state.markdown));
      // A recipe made vegetarian stays so: the next idea is asked for with that diet.
      const vegetarian = madeVegetarian(state.versions[state.current]) && !wishes.diet?.includes('vegetarian');
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

    /**
     * A change of the version shown, for the same list, today's preferences and the servings shown;
     * none, and no request, when it would change nothing (Vegetarian on a vegetarian recipe, Quicker
     * on a dish of the server's chef that is as quick as it gets).
     */
    async change(ask: ChangeAsk, wishes: RecipeWishes) {
      const version = state.versions[state.current];
      if (state.phase !== 'idle' || !state.request || !version?.proof) return;
      const servings = statedServings(state.markdown);
      // Today's preferences, not another idea's title or an earlier change.
      const preferences: RecipeWishes = { ...wishes };
      delete preferences.previousTitle;
      delete preferences.change;
      const request = {
        ingredients: state.request.ingredients,
        ...preferences,
        ...(servings ? { servings } : {}),
        change: { ...ask, recipe: version.markdown, proof: version.proof, ...(version.draft ? { draft: version.draft } : {}) },
      };
      const unchanged = await whyUnchanged(request);
      // The visitor has moved on meanwhile.
      if (state.phase !== 'idle' || state.versions[state.current] !== version) return;
      if (unchanged !== null) {
        set({ unchanged, failure: null });
        return announce(unchanged);
      }
      void send(request, ask);
    },

    /**
     * "Previous version" and "Next version": the version at `index`, at the servings the cook set
     * for the one shown (each version is written at the servings it was asked for), kept as the last recipe.
     */
    async showVersion(index: number) {
      const version = state.versions[index];
      if (state.phase !== 'idle' || !version) return;
      const presented = present(version, statedServings(state.markdown));
      const markdown = typeof presented === 'string' ? presented : await presented;
      if (state.phase !== 'idle') return;
      set({ failure: null });
      showVersion(index);
      set({ markdown });
      keep(false);
    },

    /** The Units preference changed: the recipe on screen is written again in those units, at the servings shown. */
    async showIn(units: Units) {
      const version = state.versions[state.current];
      if (shownIn === units || state.phase !== 'idle' || !version) return;
      shownIn = units;
      const markdown = await present(version, statedServings(state.markdown));
      if (state.phase !== 'idle' || state.versions[state.current] !== version || shownIn !== units) return;
      set({ markdown });
      keep(false);
    },

    /** "Servings to cook": the version shown, scaled from the servings it states to `servings`, with no host call. */
    async scaleTo(servings: number) {
      const from = scalable();
      if (!from || state.phase !== 'idle') return;
      const presented = present(from.version, servings);
      const markdown = typeof presented === 'string' ? presented : await presented;
      // The visitor may have moved on while the scaler arrived.
      if (state.phase !== 'idle' || state.versions[state.current] !== from.version) return;
      set({ markdown });
      keep(false);
    },

    /** "Servings to cook" on a shared recipe: scaled on the page from the servings it was written for, as the visitor's own. */
    async scaleShared(servings: number) {
      const { link } = state;
      if (link.status !== 'shown') return;
      const written = writtenOf(link.recipe);
      const stated = statedServings(written);
      if (!stated) return;
      const scaler = stated === servings ? null : await loadScaler();
      if (state.link !== link) return;
      const markdown = scaler ? scaler.scaleRecipe(written, stated, servings) : written;
      const { ingredients, proof } = link.recipe;
      set({ link: { status: 'shown', recipe: { markdown, ingredients, ...(proof ? { proof } : {}), ...(markdown === written ? {} : { written }) } } });
    },

    /** Shows one of the recent recipes again, with its own list. */
    reopen(entry: RecentRecipe) {
      show(entry, entry.by ?? null);
      announce(`${entry.title}, from your recent recipes.`);
    },

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
      if (state.link.status !== 'shown') return undefined;
      // A link can pair any text with any proof: changes wait until the service says they match.
      const { proof, ...shared } = state.link.recipe;
      show(shared, null);
      kept.addRecent(shared);
      if (proof) void confirmProof(shared, proof);
      return shared.ingredients;
    },

    /** Drops a recipe that could not be shown formatted from what is kept. */
    setAside: (markdown: string) => kept.setAside(markdown),
  };
}
