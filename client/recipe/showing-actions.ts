import type { RecentRecipe } from '../lib/recent-recipes.ts';
import { loadOnce } from '../lib/load-once.ts';
import { present } from './present.ts';
import { servingsShown, versionShown, type Presentation } from './recipe-reducer.ts';
import type { StoreCore } from './recipe-store.ts';
import { authorNamed } from './version.ts';
import { shownOf } from './versions.ts';
import { dropShareLink } from './shared-link.ts';
import type { Units } from '../../shared/api/recipe-preferences.ts';

// Comes when a shared recipe with a proof is taken.
const loadProofCheck = loadOnce(() => import('./proof-check.ts'));

/**
 * The store's actions that show a recipe another way, with no host call: another version, other
 * servings or units, a recent recipe, a shared one taken as the visitor's own (see recipe-store.ts).
 * Each takes a new request token: whatever the visitor does next aborts what this one awaits.
 */
export function showingActions(core: StoreCore) {
  const { get, dispatch, requests, kept, keep, halt, announce } = core;
  /** Shows the version at `index` at `how`, once its text is rendered (the scaler may be fetched for it), and keeps it. */
  const showAt = async (index: number, how: Presentation) => {
    const state = get();
    const version = state.versions[index];
    if (state.phase !== 'idle' || !version) return;
    const signal = requests.begin();
    const rendered = present(version, how, state.request);
    const text = typeof rendered === 'string' ? rendered : await rendered;
    if (signal.aborted) return;
    dispatch({ type: 'presented', index, text, presentation: how });
    keep(false);
  };

  return {
    /**
     * "Previous version" and "Next version": the version at `index`, at the servings the cook set
     * for the one shown (each version is written at the servings it was asked for), kept as the last recipe.
     */
    showVersion: (index: number) => showAt(index, { servings: servingsShown(get()), units: get().presentation.units }),

    /** The Units preference changed: the recipe on screen is written again in those units, at the servings shown. */
    async showIn(units: Units) {
      const state = get();
      if (state.presentation.units === units) return;
      await showAt(state.current, { servings: servingsShown(state), units });
    },

    /** "Servings to cook": the version shown (the visitor's, or a shared one), at `servings`, with no host call. */
    async scaleTo(servings: number) {
      const state = get();
      if (versionShown(state)?.servings == null) return;
      await showAt(state.current, { ...state.presentation, servings });
    },

    /** Shows one of the recent recipes again, with its own list. */
    reopen(entry: RecentRecipe) {
      halt();
      requests.begin();
      dropShareLink();
      dispatch({ type: 'shown-whole', shown: shownOf(entry, authorNamed(entry.by)), ingredients: entry.ingredients });
      keep(false);
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
      const state = get();
      const version = versionShown(state);
      if (state.link.status !== 'shown' || !version) return undefined;
      const { ingredients, proof } = state.link;
      requests.begin();
      dropShareLink();
      // A link can pair any text with any proof: changes wait until the service says they match.
      dispatch({ type: 'shown-whole', shown: { version, text: state.markdown, presentation: state.presentation }, ingredients });
      keep(false);
      kept.addRecent({ markdown: state.markdown, ingredients, ...(state.markdown === version.written ? {} : { written: version.written }) });
      // Unfetched, the proof is dropped: the recipe can be read and scaled, not changed.
      if (proof) void loadProofCheck().then((check) => check.confirmProof(core, version.id, version.written, ingredients, proof), () => undefined);
      return ingredients;
    },
  };
}
