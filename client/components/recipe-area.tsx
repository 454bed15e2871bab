import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { recipeTitleOf } from '../../shared/recipe-title.ts';
import { usePreferences } from '../hooks/use-preferences.ts';
import { useProviderLabel } from '../hooks/use-provider-label.ts';
import { useRecipe } from '../hooks/use-recipe.ts';
import { stepsWhenIdle } from '../lib/when-idle.ts';
import { streamParserWarmUpSteps } from '../lib/warm-stream-parser.ts';
import { RecipeActions } from './recipe-actions.tsx';
import { preloadRecipeMarkdown } from './lazy-recipe-markdown.tsx';
import { RecipeError } from './recipe-error.tsx';
import { RecipePreferences } from './recipe-preferences.tsx';
import { RecipeSection } from './recipe-section.tsx';
import { StreamingBar } from './streaming-bar.tsx';

/** What the recipe half offers the page once it has loaded: the page's "Get a recipe" calls it. */
export interface RecipeControls {
  /** Asks for a recipe from the current list and preferences. */
  request: () => void;
}

interface RecipeAreaProps {
  ingredients: readonly string[];
  /** Says something through the page's polite live region. */
  announce: (text: string) => void;
  /** "Get a recipe" was pressed before this part of the page had loaded: ask at once. */
  askedEarly: boolean;
  onEarlyAskAnswered: () => void;
  /** Hands the page what its "Get a recipe" calls while this part is here, and null once it goes. */
  onControls: (controls: RecipeControls | null) => void;
  /** Whether a recipe is on its way, for the page's "Get a recipe". */
  onBusyChange: (busy: boolean) => void;
  /** The page's "Get a recipe" button, for keyboard focus to come back to. */
  recipeButton: RefObject<HTMLButtonElement | null>;
  /** Where the loading bar, a failure and the recipe go: under the page's button. */
  streamSlot: HTMLElement | null;
  /** Tells the page which model answers, once the server has said. */
  onProviderLabel: (label: string) => void;
}

/**
 * The preferences, and the stream and the recipe under the page's "Get a recipe" button. It is
 * loaded after the page can take input, as it brings the AI SDK client with it.
 */
export function RecipeArea(props: RecipeAreaProps) {
  const { ingredients, announce, askedEarly, onEarlyAskAnswered, onControls, onBusyChange, recipeButton, streamSlot, onProviderLabel } = props;
  const recipe = useRecipe({
    // An announcement describes the recipe on the page now: a new request ends the old one's.
    onStart: () => announce(''),
    onDone: (text) => {
      const title = recipeTitleOf(text);
      announce(title ? `Recipe ready: ${title}.` : 'Recipe ready.');
    },
  });
  const { preferences, update: setPreferences } = usePreferences();
  const providerLabel = useProviderLabel();
  const anotherIdeaButton = useRef<HTMLButtonElement>(null);

  const listBegun = ingredients.length > 0;
  // Once a recipe is on the page or on its way, the real thing has done what a warm-up would.
  const warmedByUse = useRef(false);
  useEffect(() => {
    if (recipe.visible || recipe.requestCount > 0) warmedByUse.current = true;
  }, [recipe.visible, recipe.requestCount]);
  useEffect(() => {
    // The renderer is the largest script: fetched once a list has begun (a first visit may never
    // get that far), so it is here before the list is long enough for a recipe. Its first use,
    // and the stream parser's, are done in quiet moments too, so the recipe's first words are not.
    if (!listBegun) return;
    const unlessUsed = (step: () => unknown) => () => {
      if (warmedByUse.current) return;
      // Still within this quiet moment; a warm-up that fails costs nothing but itself.
      Promise.resolve().then(step).catch(() => undefined);
    };
    let cancelled = false;
    const cancelParser = stepsWhenIdle(streamParserWarmUpSteps.map(unlessUsed));
    let cancelRenderer = () => {};
    preloadRecipeMarkdown()
      .then(({ warmUpSteps }) => {
        if (!cancelled) cancelRenderer = stepsWhenIdle(warmUpSteps.map(unlessUsed));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      cancelParser();
      cancelRenderer();
    };
  }, [listBegun]);

  useEffect(() => {
    if (providerLabel) onProviderLabel(providerLabel);
  }, [providerLabel, onProviderLabel]);

  const request = () => recipe.request(ingredients, preferences);
  // Layout effects, so the page's button never shows a moment of "not busy" in between.
  useLayoutEffect(() => {
    onControls({ request });
    return () => onControls(null);
  });
  useLayoutEffect(() => onBusyChange(recipe.isLoading), [recipe.isLoading, onBusyChange]);
  const answeredEarlyAsk = useRef(false);
  useLayoutEffect(() => {
    // Once only, even when effects run twice in development.
    if (!askedEarly || answeredEarlyAsk.current) return;
    answeredEarlyAsk.current = true;
    request();
    onEarlyAskAnswered();
  });

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

  const stream = (
    <>
      {recipe.isLoading && <StreamingBar onStop={stop} stopRef={watchStopFocus} />}
      {recipe.errorMessage && <RecipeError message={recipe.errorMessage} onRetry={retry} retryRef={tryAgainButton} />}
      {recipe.visible && (
        <RecipeSection
          recipe={recipe.recipe}
          streaming={recipe.isLoading}
          requestCount={recipe.requestCount}
          allergies={preferences.allergies}
          actions={
            recipe.canAskAgain && (
              <RecipeActions
                recipe={recipe.recipe}
                busy={recipe.isLoading}
                onAnotherIdea={() => recipe.anotherIdea(preferences)}
                anotherIdeaRef={anotherIdeaButton}
              />
            )
          }
        />
      )}
    </>
  );

  return (
    <>
      <RecipePreferences value={preferences} onChange={setPreferences} />
      {streamSlot && createPortal(stream, streamSlot)}
    </>
  );
}
