import type { RecipeRequest } from '../../shared/api/recipe-request.ts';
import type { createKeeping } from './kept-recipes.ts';
import type { RecipeAction, RecipeState } from './recipe-reducer.ts';
import type { createRequests } from './request-token.ts';
import type { ChangeAsk } from './versions.ts';

/** What the store's parts share: the state, a way to change it, the requests' tokens and the keeping. */
export interface StoreCore {
  get: () => RecipeState;
  dispatch: (action: RecipeAction) => void;
  requests: ReturnType<typeof createRequests>;
  kept: ReturnType<typeof createKeeping>;
  /** Keeps the recipe on screen as the last recipe and, when `asRecent`, as the newest recent one; a shared one waits until it is taken. */
  keep: (asRecent: boolean) => void;
  /** Ends the answer under way, if any; true when there was one. */
  halt: () => boolean;
  /** Sends `request`: a new recipe, or with `change` a new version of the one shown. */
  send: (request: RecipeRequest, change?: ChangeAsk | null, builtIn?: boolean) => Promise<void>;
  announce: (text: string) => void;
}
