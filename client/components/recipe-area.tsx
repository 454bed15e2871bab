import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { RecipePreferences } from '../../shared/recipe-preferences.ts';
import { recipeTitleOf } from '../../shared/recipe-title.ts';
import { useCookTimers } from '../hooks/use-cook-timers.ts';
import { useRecipe } from '../hooks/use-recipe.ts';
import { recipeKey } from '../lib/cook-timers.ts';
import { browserUnits } from '../lib/locale-units.ts';
import { scrollBehavior } from '../lib/motion.ts';
import type { RecentRecipe } from '../lib/recent-recipes.ts';
import { titleOf } from '../lib/recipe-record.ts';
import { useWarmUps } from '../loading/warm-ups.ts';
import { BrokenLinkNote } from './broken-link-note.tsx';
import { CookTimerList } from './cook-timer-list.tsx';
import { RecentRecipes } from './recent-recipes.tsx';
import { RecipeActions } from './recipe-actions.tsx';
import { RecipeError } from './recipe-error.tsx';
import { RecipeSection } from './recipe-section.tsx';
import { SharedRecipeNote } from './shared-recipe-note.tsx';
import { StreamingBar } from './streaming-bar.tsx';

interface RecipeAreaProps {
  ingredients: readonly string[];
  preferences: RecipePreferences;
  /** Says something through the page's polite live region. */
  announce: (text: string) => void;
  /** How many times "Get a recipe" has been pressed; each new press asks for a recipe. */
  asks: number;
  /** Whether a recipe is on its way, for the page's "Get a recipe". */
  onBusyChange: (busy: boolean) => void;
  /** The page's "Get a recipe" button, for keyboard focus to come back to. */
  recipeButton: RefObject<HTMLButtonElement | null>;
  /** Who wrote the recipe on screen, for the footer; null when its answer did not say. */
  onRecipeBy?: (by: string | null) => void;
  /** Puts a shared recipe's list in place of the visitor's; true when Undo can bring theirs back. */
  replaceList?: (list: readonly string[]) => boolean;
  /** The list's Undo button, for keyboard focus to go to once a shared recipe's list replaced theirs. */
  undoButton?: RefObject<HTMLButtonElement | null>;
}

/**
 * The stream and the recipe under the page's "Get a recipe" button. It is loaded after the page
 * can take input, as it brings the AI SDK client with it (see client/loading).
 */
export function RecipeArea(props: RecipeAreaProps) {
  const { ingredients, preferences, announce, asks, onBusyChange, recipeButton, onRecipeBy, replaceList, undoButton } = props;
  const recipe = useRecipe({
    // An announcement describes the recipe on the page now: a new request ends the old one's.
    onStart: () => announce(''),
    onDone: (text) => {
      const title = recipeTitleOf(text);
      announce(title ? `Recipe ready: ${title}.` : 'Recipe ready.');
    },
  });
  const anotherIdeaButton = useRef<HTMLButtonElement>(null);
  // Here rather than in cook mode, so a timer keeps running, and in sight, after cook mode closes.
  const cookTimers = useCookTimers();
  const shownText = recipe.visible ? recipe.recipe : '';
  const onScreen = useMemo(() => (shownText === '' ? null : recipeKey(shownText)), [shownText]);
  // Every recipe is written in some units: the visitor's choice, or their browser language's.
  const wishes = { ...preferences, units: preferences.units ?? browserUnits() };
  useWarmUps(ingredients.length > 0, recipe.visible || recipe.requestCount > 0);

  // Each press not yet answered, made before this part arrived or since, asks once. Layout
  // effects, so the page's button never shows a moment of "not busy" in between.
  const answeredAsks = useRef(0);
  useLayoutEffect(() => {
    if (asks === answeredAsks.current) return;
    answeredAsks.current = asks;
    recipe.request(ingredients, wishes);
  });
  useLayoutEffect(() => onBusyChange(recipe.isLoading), [recipe.isLoading, onBusyChange]);
  useLayoutEffect(() => onRecipeBy?.(recipe.by), [recipe.by, onRecipeBy]);

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
    if (recipe.isLoading || !focusWhatComesNext.current) return;
    focusWhatComesNext.current = false;
    (tryAgainButton.current ?? anotherIdeaButton.current ?? recipeButton.current)?.focus();
  }, [recipe.isLoading, recipeButton]);

  const stop = () => {
    focusWhatComesNext.current = true;
    recipe.stop();
    announce('Recipe stopped. What had arrived stays on the page.');
  };

  const retry = () => {
    // "Try again" disappears while the chef works; keep keyboard focus next to where it was.
    recipeButton.current?.focus();
    recipe.retry();
  };

  // A recipe from a link is said, not scrolled to: the page stays where it opened, and the recipe
  // arriving below moves nothing in sight (see app.css).
  const { shared } = recipe;
  useEffect(() => {
    if (shared) announce(`A recipe shared with you: ${titleOf(shared.markdown)}.`);
  }, [shared, announce]);

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

  const reopen = (entry: RecentRecipe) => {
    recipe.reopen(entry);
    bringIntoView.current = true;
    announce(`${entry.title}, from your recent recipes.`);
  };

  const forget = (entry: RecentRecipe) => {
    recipe.forget(entry.markdown);
    announce(`${entry.title} removed from your recent recipes.`);
  };

  // "Use these ingredients": the list in place of the visitor's, which Undo brings back as after
  // "Clear all"; focus goes there, or to "Get a recipe" when there was nothing to bring back.
  const focusOnList = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  useEffect(() => {
    focusOnList.current?.current?.focus();
    focusOnList.current = null;
  });
  const takeIngredients = () => {
    const list = recipe.takeShared();
    if (!list || !replaceList) return;
    const undoable = replaceList(list);
    focusOnList.current = undoable && undoButton ? undoButton : recipeButton;
    announce(`Your list now holds the recipe's ${list.length} ingredients: ${list.join(', ')}.${undoable ? ' Undo brings yours back.' : ''}`);
  };

  // Until the address's share link has been read, nothing: the recipe it holds, or the note that
  // it is broken, comes in the place of the one kept from before.
  if (recipe.readingLink) return null;
  return (
    <>
      {recipe.isLoading && <StreamingBar onStop={stop} stopRef={watchStopFocus} />}
      {recipe.errorMessage && <RecipeError message={recipe.errorMessage} onRetry={retry} retryRef={tryAgainButton} />}
      {recipe.linkBroken && <BrokenLinkNote />}
      {recipe.visible && (
        <RecipeSection
          recipe={recipe.recipe}
          streaming={recipe.isLoading}
          requestCount={recipe.shownWhole ? 0 : recipe.requestCount}
          allergies={preferences.allergies}
          ingredients={recipe.ingredients}
          headingRef={sectionHeading}
          onFault={recipe.setAside}
          lead={shared && <SharedRecipeNote ingredients={shared.ingredients} replacesList={ingredients.length > 0} onUse={takeIngredients} />}
          actions={
            (recipe.canAskAgain || shared) && (
              <RecipeActions
                recipe={recipe.recipe}
                busy={recipe.isLoading}
                ingredients={recipe.ingredients}
                onAnotherIdea={shared ? undefined : () => recipe.anotherIdea(wishes)}
                anotherIdeaRef={anotherIdeaButton}
                timers={cookTimers}
              />
            )
          }
        />
      )}
      <RecentRecipes recipes={recipe.recent} onOpen={reopen} onRemove={forget} />
      {/* Kept in view at the bottom of the window while the recipe scrolls under it. */}
      <CookTimerList timers={cookTimers} onScreen={onScreen} keepClear className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-line bg-cream px-4 py-3 sm:-mx-6 sm:px-6 print:hidden" />
    </>
  );
}
