// The recipe on the page as a pure reducer: the versions, how the cook has the one shown
// (presentation), the request's phase and what to tell the visitor. Every change of state is an
// action value; what fetches, streams, scales or stores is the store's (recipe-store.ts), which
// renders the text on screen from a version and its presentation before it dispatches.

import type { Units } from '../../shared/api/recipe-preferences.ts';
import type { RecipeRequest } from '../../shared/api/recipe-request.ts';
import type { RecentRecipe } from '../lib/recent-recipes.ts';
import type { SharedLink } from './shared-link.ts';
import { withEnding, type Author, type Version } from './version.ts';
import type { ChangeAsk } from './versions.ts';

/** How the cook has the version shown: the servings to cook and the units switched to (null: as written). */
export interface Presentation {
  servings: number | null;
  units: Units | null;
}

/**
 * A request that failed: the stream engine could not be fetched, the answer failed and the visitor
 * is told why, or a change failed (the version before it stays); `stale` when the service no
 * longer knows the recipe, so only a new recipe can be changed.
 */
export type RecipeFailure =
  | { kind: 'not-loaded' }
  /** `hostDown`: the model's host could not be reached or refused, so the page's own chef is offered. */
  | { kind: 'answer'; message: string; hostDown: boolean }
  | { kind: 'change'; message: string; stale: boolean };

/** Everything about the recipe on the page, in one place; components read it and call the store's actions. */
export interface RecipeState {
  /** 'sending' from a press until the request leaves, 'streaming' until its answer ends; busy unless 'idle'. */
  phase: 'idle' | 'sending' | 'streaming';
  /** The host is thinking before it writes: from its word that it is, until the first text. */
  thinking: boolean;
  /** The last request: its list is the recipe's, and "Try again" and "Another idea" ask from it. */
  request: RecipeRequest | null;
  /** The text on screen, rendered: the answer so far while one streams, else the version shown at its presentation. */
  markdown: string;
  /** The versions of the recipe on screen, oldest first: the first answer, then each change of it. */
  versions: readonly Version[];
  /** Which of `versions` is shown (while a change streams, the one it changes). */
  current: number;
  /** The recipe's id, the same for its first answer and each change of it: what Recent recipes keeps it by. */
  recipeId: string | null;
  /** How the cook has the version shown. */
  presentation: Presentation;
  /** The change streaming now, if any: the version it changes stays until it is whole. */
  changing: ChangeAsk | null;
  /** Whether the recipe was shown whole (kept, reopened, taken from a link) rather than streamed. */
  whole: boolean;
  /** Who wrote the recipe on screen, as far as is known yet; null when unknown. */
  by: Author | null;
  /** Why the last request failed, until the next one or a recipe shown whole. */
  failure: RecipeFailure | null;
  /** Why the change last asked for was not made (it would change nothing), until the next action. */
  unchanged: string | null;
  /** How many requests have been sent: a follower of the text starts over with each. */
  sent: number;
  /** Turns true with the first recipe shown and stays: the recipe section keeps its place. */
  visible: boolean;
  /** What a share link in the address gave: when 'shown', the version on screen is its recipe, until the visitor moves on. */
  link: SharedLink;
  /** The last ten finished recipes, newest first. */
  recent: readonly RecentRecipe[];
}

/** A recipe on screen: its versions, the one shown, the text it is shown as and how. */
export interface Shown {
  versions: readonly Version[];
  current: number;
  text: string;
  presentation: Presentation;
}

/** Everything that changes the recipe on the page. */
export type RecipeAction =
  /** A request has been sent: with no change, for a new recipe, `recipeId`. */
  | { type: 'sent'; request: RecipeRequest; change: ChangeAsk | null; recipeId: string }
  | { type: 'streaming' }
  | { type: 'thinking' }
  | { type: 'writer'; author: Author | null }
  | { type: 'text'; text: string }
  | { type: 'answered'; version: Version }
  | { type: 'stopped'; version: Version | null }
  | { type: 'failed'; failure: Exclude<RecipeFailure, { kind: 'change' }> }
  | { type: 'change-failed'; message: string; stale: boolean }
  | { type: 'unchanged'; message: string }
  | { type: 'presented'; index: number; text: string; presentation: Presentation }
  | { type: 'shown-whole'; shown: Shown; ingredients: readonly string[]; recipeId: string }
  | { type: 'link-read'; link: Exclude<SharedLink, { status: 'shown' }> }
  | { type: 'link-shown'; shown: Shown; ingredients: readonly string[]; proof?: string }
  | { type: 'proof-confirmed'; id: number; proof: string }
  | { type: 'recent'; recent: readonly RecentRecipe[] };

/** How a version shows as written. */
export const AS_WRITTEN: Presentation = { servings: null, units: null };

/** The state of a page with nothing on it yet (or `kept`, the last recipe, shown whole). */
export function initialState(link: SharedLink, recent: readonly RecentRecipe[], kept?: Shown & { ingredients: readonly string[]; recipeId: string }): RecipeState {
  const start: RecipeState = {
    phase: 'idle',
    thinking: false,
    request: null,
    markdown: '',
    versions: [],
    current: 0,
    recipeId: null,
    presentation: AS_WRITTEN,
    changing: null,
    whole: false,
    by: null,
    failure: null,
    unchanged: null,
    sent: 0,
    visible: false,
    link,
    recent,
  };
  return kept ? reduce(start, { type: 'shown-whole', shown: kept, ingredients: kept.ingredients, recipeId: kept.recipeId }) : start;
}

/** The version shown as written: after a change ends, stops or fails, the text and presentation go back to it. */
function asWritten(state: RecipeState, versions = state.versions): Partial<RecipeState> {
  const version = versions[state.current];
  return { versions, presentation: AS_WRITTEN, markdown: version ? withEnding(version.written, version.ending) : '', by: version?.author ?? null };
}

/** A recipe on screen, whole, in place of what was there. */
const showWhole = ({ versions, current, text, presentation }: Shown): Partial<RecipeState> => ({
  versions,
  current,
  presentation,
  markdown: text,
  by: versions[current]?.author ?? null,
  whole: true,
  failure: null,
  changing: null,
});

function step(state: RecipeState, action: RecipeAction): Partial<RecipeState> {
  switch (action.type) {
    case 'sent': {
      // A new recipe starts over; a change keeps the versions, and comes in the units the request asks for.
      const fresh = action.change ? {} : { versions: [], current: 0, recipeId: action.recipeId };
      return { phase: 'sending', thinking: false, request: action.request, markdown: '', whole: false, failure: null, sent: state.sent + 1, changing: action.change, presentation: AS_WRITTEN, link: { status: 'none' }, ...fresh };
    }
    case 'streaming':
      return { phase: 'streaming' };
    case 'thinking':
      return state.markdown === '' && state.phase !== 'idle' ? { thinking: true } : {};
    case 'writer':
      return { by: action.author };
    case 'text':
      return { markdown: action.text, thinking: false };
    case 'answered': {
      const versions = [...state.versions, action.version];
      return { phase: 'idle', changing: null, versions, current: versions.length - 1, presentation: AS_WRITTEN, markdown: withEnding(action.version.written, action.version.ending), by: action.version.author };
    }
    case 'stopped':
      if (state.changing) return { phase: 'idle', changing: null, ...asWritten(state) };
      // What had arrived stays, saying it is not the whole recipe.
      if (!action.version) return { phase: 'idle', markdown: '', versions: [], current: 0 };
      return { phase: 'idle', versions: [action.version], current: 0, markdown: withEnding(action.version.written, action.version.ending) };
    case 'failed':
      if (action.failure.kind === 'answer') return { phase: 'idle', markdown: '', by: null, failure: action.failure };
      // A change that failed so leaves the version it was changing.
      return { phase: 'idle', failure: action.failure, ...(state.changing ? { changing: null, ...asWritten(state) } : {}) };
    case 'change-failed': {
      // A recipe the service no longer knows is never offered for a change again.
      const versions = action.stale ? state.versions.map((version, at) => (at === state.current ? withoutProof(version) : version)) : state.versions;
      return { phase: 'idle', changing: null, failure: { kind: 'change', message: action.message, stale: action.stale }, ...asWritten(state, versions) };
    }
    case 'unchanged':
      return { unchanged: action.message, failure: null };
    case 'presented': {
      const version = state.versions[action.index];
      if (!version || state.phase !== 'idle') return {};
      return { current: action.index, markdown: action.text, presentation: action.presentation, by: version.author, failure: null };
    }
    case 'shown-whole':
      return { ...showWhole(action.shown), request: { ingredients: [...action.ingredients] }, link: { status: 'none' }, recipeId: action.recipeId };
    case 'link-read':
      return { link: action.link };
    case 'link-shown': {
      const proof = action.proof ? { proof: action.proof } : {};
      return { ...showWhole(action.shown), link: { status: 'shown', ingredients: action.ingredients, ...proof }, recipeId: null };
    }
    case 'proof-confirmed': {
      // Only the version the proof was asked for, if it is still on screen and has none.
      const versions = state.versions.map((version) => (version.id === action.id && !version.proof ? { ...version, proof: action.proof } : version));
      return versions.some((version, at) => version !== state.versions[at]) ? { versions } : {};
    }
    case 'recent':
      return { recent: action.recent };
  }
}

function withoutProof(version: Version): Version {
  const unproved = { ...version };
  delete unproved.proof;
  return unproved;
}

/** The state after `action`: each action clears "why unchanged", and the section stays once a recipe has shown. */
export function reduce(state: RecipeState, action: RecipeAction): RecipeState {
  const next: RecipeState = { ...state, unchanged: null, ...step(state, action) };
  if (next.phase === 'idle' && next.thinking) next.thinking = false;
  if (!next.visible && (next.markdown !== '' || next.link.status === 'shown')) next.visible = true;
  return next;
}

/** The version on screen, if any. */
export const versionShown = (state: RecipeState): Version | undefined => state.versions[state.current];

/** The servings the version on screen is shown at; null while an answer streams or when it states none. */
export function servingsShown(state: RecipeState): number | null {
  if (state.phase !== 'idle') return null;
  return state.presentation.servings ?? versionShown(state)?.servings ?? null;
}
