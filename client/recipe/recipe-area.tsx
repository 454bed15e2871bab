import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { RecipeWishes } from '../../shared/api/prompt.ts';
import type { Allergen } from '../../shared/api/recipe-preferences.ts';
import { BrokenLinkNote } from '../components/broken-link-note.tsx';
import { LoadFailureNote } from '../components/load-failure-boundary.tsx';
import { RecipeError } from '../components/recipe-error.tsx';
import { RecipeSection } from '../components/recipe-section.tsx';
import { StreamingBar } from '../components/streaming-bar.tsx';
import { loadRenderer, warmUpForRecipe } from '../prefetch.ts';
import { useCookTimers, useTimerList } from '../hooks/use-cook-timers.ts';
import { recipeKey } from '../lib/cook-timers.ts';
import { scrollBehavior } from '../lib/motion.ts';
import type { RecentRecipe } from '../lib/recent-recipes.ts';
import { useRecipeState, useRecipeStore } from './recipe-context.tsx';
import { servingsShown, versionShown } from './recipe-reducer.ts';
import { recordOnScreen } from './versions.ts';
import { RecipeTools } from './recipe-tools.tsx';
import { ServingsField } from './servings-field.tsx';

// What can be done with the recipe comes in the renderer's chunk, with the recipe it acts on; the
// running timers once there is a timer, the recent recipes once there is one.
const LazyRecipeActions = lazy(() => loadRenderer().then((module) => ({ default: module.RecipeActions })));
const LazyCookTimerList = lazy(() => import('../components/cook-timer-list.tsx').then((module) => ({ default: module.CookTimerList })));
// Shown with a shared recipe, which needs the renderer anyway: it comes with it.
const LazySharedRecipeNote = lazy(() => loadRenderer().then((module) => ({ default: module.SharedRecipeNote })));
const LazyRecentRecipes = lazy(() => import('../components/recent-recipes.tsx').then((module) => ({ default: module.RecentRecipes })));

interface RecipeAreaProps {
  /** The visitor's list. */
  ingredients: readonly string[];
  /** The visitor's preferences, as "Another idea" asks with them. */
  wishes: RecipeWishes;
  /** The visitor's allergies, to warn about when the recipe names one. */
  allergies?: readonly Allergen[];
  /** Says something through the page's polite live region. */
  announce: (text: string) => void;
  /** The page's "Get a recipe" button, for keyboard focus to come back to. */
  recipeButton: RefObject<HTMLButtonElement | null>;
  /** Puts a shared recipe's list in place of the visitor's; true when Undo can bring theirs back. */
  replaceList: (list: readonly string[]) => boolean;
  /** The list's Undo button, for keyboard focus to go to once a shared recipe's list replaced theirs. */
  undoButton: RefObject<HTMLButtonElement | null>;
}

/** The stream's status, the recipe and what can be done with it, the recent recipes and the cook timers. */
export function RecipeArea({ ingredients, wishes, allergies, announce, recipeButton, replaceList, undoButton }: RecipeAreaProps) {
  const store = useRecipeStore();
  const state = useRecipeState();
  const { phase, link, failure } = state;
  const busy = phase !== 'idle';
  const shared = link.status === 'shown' ? link : null;
  const { markdown } = state;
  const sharedServings = shared ? servingsShown(state) : null;
  const anotherIdeaButton = useRef<HTMLButtonElement>(null);
  // Here rather than in cook mode, so a timer keeps running, and in sight, after cook mode closes.
  const cookTimers = useCookTimers();
  const timing = useTimerList(cookTimers).length > 0;
  // Once there has been a recent recipe the list stays, so removing the last leaves focus a place.
  const [hadRecent, setHadRecent] = useState(state.recent.length > 0);
  if (state.recent.length > 0 && !hadRecent) setHadRecent(true);
  const onScreen = useMemo(() => (state.visible && markdown !== '' ? recipeKey(markdown) : null), [state.visible, markdown]);

  // A switch of Units rewrites the recipe on screen in them; a recipe asked for later comes in them.
  const units = wishes.units;
  const unitsBefore = useRef(units);
  useEffect(() => {
    if (units === undefined || units === unitsBefore.current) return;
    unitsBefore.current = units;
    void store.showIn(units);
  }, [units, store]);

  // Once a list has begun, the engines a recipe needs get ready; not once a recipe has done it.
  const listBegun = ingredients.length > 0;
  useEffect(() => {
    if (!listBegun) return;
    return warmUpForRecipe(() => store.get().sent > 0 || store.get().visible);
  }, [listBegun, store]);

  // "Stop" goes with the loading status however the answer ends. Once it has gone, keyboard focus
  // moves to what comes next rather than to the page: after a press of Stop, or when the answer
  // ended by itself (done or failed) while Stop had focus.
  const tryAgainButton = useRef<HTMLButtonElement>(null);
  const focusWhatComesNext = useRef(false);
  const watchStopFocus = useCallback((button: HTMLButtonElement | null) => {
    if (!button) return;
    // Called as the button leaves, while it still holds the focus it had.
    return () => {
      if (document.activeElement === button) focusWhatComesNext.current = true;
    };
  }, []);
  useLayoutEffect(() => {
    if (busy || !focusWhatComesNext.current) return;
    focusWhatComesNext.current = false;
    (tryAgainButton.current ?? anotherIdeaButton.current ?? recipeButton.current)?.focus();
  }, [busy, recipeButton]);

  const stop = () => {
    focusWhatComesNext.current = true;
    store.stop();
  };

  const askBuiltInChef = () => {
    recipeButton.current?.focus();
    store.askBuiltInChef();
  };

  const retry = () => {
    // "Try again" disappears while the chef works; keep keyboard focus next to where it was.
    recipeButton.current?.focus();
    store.retry();
  };

  // A recipe from a link is said, not scrolled to: the page stays where it opened, and the recipe
  // arriving below moves nothing in sight (see app.css).
  useEffect(() => {
    if (shared) announce(`A recipe shared with you: ${versionShown(store.get())?.name ?? ''}.`);
  }, [shared, announce, store]);

  // A recipe the visitor reopens is brought into view from its top, with keyboard focus.
  const sectionHeading = useRef<HTMLHeadingElement>(null);
  const bringIntoView = useRef(false);
  useEffect(() => {
    const heading = sectionHeading.current;
    if (!bringIntoView.current || !heading) return;
    bringIntoView.current = false;
    heading.focus({ preventScroll: true });
    heading.closest('section')?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  });

  // What you have goes while the new version streams, its Swap button with it: focus waits on the
  // section's heading, where the new version will be.
  const swapIn = (swap: { from: string; to?: string }) => {
    void store.change({ kind: 'swap', ...swap }, wishes);
    sectionHeading.current?.focus({ preventScroll: true });
  };

  // A recent recipe comes back with its list: the one on the page, which What you have and
  // "Another idea" then use, is the recipe's own.
  const reopen = (entry: RecentRecipe) => {
    void store.reopen(entry);
    replaceList(entry.ingredients);
    bringIntoView.current = true;
  };

  // "Use these ingredients": the list in place of the visitor's, which Undo brings back as after
  // "Clear all"; focus goes there, or to "Get a recipe" when there was nothing to bring back.
  const focusOnList = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  useEffect(() => {
    focusOnList.current?.current?.focus();
    focusOnList.current = null;
  });
  const takeIngredients = () => {
    const list = store.takeShared();
    if (!list) return;
    const undoable = replaceList(list);
    focusOnList.current = undoable ? undoButton : recipeButton;
    announce(`Your list now holds the recipe's ${list.length} ingredients: ${list.join(', ')}.${undoable ? ' Undo brings yours back.' : ''}`);
  };

  // Until the address's share link has been read, no recipe: the one it holds, or the note that it
  // is broken, comes in the place of the one kept from before. The timers stay, as prerendered.
  const timerList = timing && (
    // Kept in view at the bottom of the window while the recipe scrolls under it.
    <Suspense fallback={null}>
      <LazyCookTimerList timers={cookTimers} onScreen={onScreen} keepClear className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-line bg-cream px-4 py-3 sm:-mx-6 sm:px-6 print:hidden" />
    </Suspense>
  );
  if (link.status === 'reading') return timerList;
  const showFailure = failure && failure.kind !== 'change' && !busy && !shared && !state.whole;
  const version = state.versions[state.current];
  const changeable = !shared && version?.proof !== undefined;
  return (
    <>
      {busy && <StreamingBar onStop={stop} stopRef={watchStopFocus} thinking={state.thinking} />}
      {/* The stream engine could not be fetched: a reload, not the same request again, is what helps. */}
      {showFailure && (failure.kind === 'not-loaded' ? <LoadFailureNote failure="load" /> : (
          <RecipeError
            message={failure.message}
            onRetry={retry}
            retryRef={tryAgainButton}
            onAskBuiltInChef={failure.hostDown && !state.request?.change ? askBuiltInChef : undefined}
          />
        ))}
      {link.status === 'broken' && <BrokenLinkNote />}
      {state.visible && (
        <RecipeSection
          recipe={markdown}
          written={version?.written}
          streaming={busy}
          requestCount={shared || state.whole ? 0 : state.sent}
          allergies={allergies}
          units={units}
          // What you have is the visitor's own: a shared recipe is checked against their list, not the sender's.
          ingredients={shared ? ingredients : state.request?.ingredients}
          headingRef={sectionHeading}
          onFault={store.setAside}
          onSwap={changeable ? swapIn : undefined}
          tools={
            shared ? (
              sharedServings !== null && (
                <div className="mt-8 border-t border-line pt-6 print:hidden">
                  <ServingsField servings={sharedServings} onChange={(servings) => void store.scaleTo(servings)} />
                </div>
              )
            ) : (
              <RecipeTools wishes={wishes} />
            )
          }
          lead={
            shared && (
              <Suspense fallback={null}>
                <LazySharedRecipeNote ingredients={shared.ingredients} replacesList={ingredients.length > 0} onUse={takeIngredients} />
              </Suspense>
            )
          }
          actions={
            // A failed answer empties the card: nothing is left to act on but the error's own buttons.
            (state.request || shared) &&
            (busy || markdown !== '') && (
              <LazyRecipeActions
                recipe={markdown}
                busy={busy}
                ingredients={shared?.ingredients ?? state.request?.ingredients ?? []}
                onAnotherIdea={shared ? undefined : () => store.anotherIdea(wishes)}
                anotherIdeaRef={anotherIdeaButton}
                timers={cookTimers}
                written={recordOnScreen(state) ?? undefined}
                name={version?.name ?? ''}
              />
            )
          }
        />
      )}
      {hadRecent && (
        <Suspense fallback={null}>
          <LazyRecentRecipes recipes={state.recent} onOpen={reopen} onRemove={store.forget} />
        </Suspense>
      )}
      {timerList}
    </>
  );
}
