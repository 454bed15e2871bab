import { useEffect, useRef } from 'react';
import { MIN_INGREDIENTS } from '../../shared/limits.ts';
import { recipeTitleOf } from '../../shared/recipe-title.ts';
import { usePreferences } from '../hooks/use-preferences.ts';
import { useProviderLabel } from '../hooks/use-provider-label.ts';
import { useRecipe } from '../hooks/use-recipe.ts';
import { RecipeActions } from './recipe-actions.tsx';
import { preloadRecipeMarkdown } from './lazy-recipe-markdown.tsx';
import { RecipeError } from './recipe-error.tsx';
import { RecipePreferences } from './recipe-preferences.tsx';
import { RecipePrompt } from './recipe-prompt.tsx';
import { RecipeSection } from './recipe-section.tsx';
import { StreamingBar } from './streaming-bar.tsx';

interface RecipeAreaProps {
  ingredients: readonly string[];
  /** Says something through the page's polite live region. */
  announce: (text: string) => void;
  /** "Get a recipe" was pressed before this part of the page had loaded: ask at once. */
  askedEarly: boolean;
  /** Tells the page which model answers, once the server has said. */
  onProviderLabel: (label: string) => void;
}

/**
 * Everything from the preferences down: the call to action, the stream and the recipe. It is
 * loaded after the page can take input, as it brings the AI SDK client with it.
 */
export function RecipeArea({ ingredients, announce, askedEarly, onProviderLabel }: RecipeAreaProps) {
  const recipe = useRecipe((text) => {
    const title = recipeTitleOf(text);
    announce(title ? `Recipe ready: ${title}.` : 'Recipe ready.');
  });
  const { preferences, update: setPreferences } = usePreferences();
  const providerLabel = useProviderLabel();
  const recipeButton = useRef<HTMLButtonElement>(null);
  const anotherIdeaButton = useRef<HTMLButtonElement>(null);

  const listBegun = ingredients.length > 0;
  useEffect(() => {
    // The renderer is the largest script: fetched once a list has begun (a first visit may never
    // get that far), so it is here before the list is long enough for a recipe.
    if (listBegun) preloadRecipeMarkdown().catch(() => undefined);
  }, [listBegun]);

  useEffect(() => {
    if (providerLabel) onProviderLabel(providerLabel);
  }, [providerLabel, onProviderLabel]);

  const request = () => recipe.request(ingredients, preferences);
  const answeredEarlyClick = useRef(false);
  useEffect(() => {
    // Once only, even when effects run twice in development.
    if (!askedEarly || answeredEarlyClick.current) return;
    answeredEarlyClick.current = true;
    // The button pressed was a stand-in that has just gone; focus moves to the real one.
    recipeButton.current?.focus();
    request();
  });

  const stop = () => {
    recipe.stop();
    announce('Recipe stopped. What had arrived stays on the page.');
    // "Stop" goes away with the loading status; keep keyboard focus on what comes next.
    (anotherIdeaButton.current ?? recipeButton.current)?.focus();
  };

  const retry = () => {
    // "Try again" disappears while the chef works; keep keyboard focus next to where it was.
    recipeButton.current?.focus();
    recipe.retry();
  };

  return (
    <>
      <RecipePreferences value={preferences} onChange={setPreferences} />
      {ingredients.length >= MIN_INGREDIENTS && (
        <RecipePrompt busy={recipe.isLoading} onRequest={request} buttonRef={recipeButton} />
      )}
      {recipe.isLoading && <StreamingBar onStop={stop} />}
      {recipe.errorMessage && <RecipeError message={recipe.errorMessage} onRetry={retry} />}
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
}
