import { Suspense, useState } from 'react';
import { normaliseIngredient } from '../shared/ingredients.ts';
import { MIN_INGREDIENTS } from '../shared/limits.ts';
import { IngredientPanel } from './components/ingredient-panel.tsx';
import { LazyRecipeArea } from './components/lazy-recipe-area.tsx';
import { LoadFailureBoundary } from './components/load-failure-boundary.tsx';
import { RecipePrompt } from './components/recipe-prompt.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { useIngredients } from './hooks/use-ingredients.ts';
import { useRecipeHalf } from './hooks/use-recipe-half.ts';

/**
 * The whole page: list what you have, ask once, read the recipe as it streams in. The list comes
 * first; the recipe half (and the AI SDK and markdown renderer behind it) loads once the page is
 * idle or a list has begun. "Get a recipe" belongs to the page itself, so the button a visitor
 * presses is the same one before and after that half arrives, and a press made early is answered
 * once it is here.
 */
export function App() {
  const pantry = useIngredients();
  const { ingredients, add } = pantry;
  // Polite announcements for changes a screen reader would otherwise miss.
  const [announcement, setAnnouncement] = useState('');
  // Which model answers: the recipe half asks the server and says so here, in the footer.
  const [providerLabel, setProviderLabel] = useState<string | null>(null);
  const { wanted, here, failed, busy, load, requestRecipe, recipeButton, setStreamSlot, areaProps, onFailure } = useRecipeHalf();

  const addIngredient = (raw: string) => {
    const outcome = add(raw);
    if (outcome === 'added') {
      load();
      const count = ingredients.length + 1;
      const onHand = `${count} ${count === 1 ? 'ingredient' : 'ingredients'} on hand`;
      setAnnouncement(`${normaliseIngredient(raw)} added, ${onHand}.`);
    }
    return outcome;
  };

  return (
    // The page's frame and header are plain HTML in index.html, painted before any script runs.
    <>
      <main className="flex-1">
        <IngredientPanel pantry={pantry} onAdd={addIngredient} />
        {/* The folded preferences' room, kept until they arrive, so nothing below them jumps. */}
        {!here && !failed && (
          <div aria-hidden="true" className="mt-8 box-content h-12 rounded-2xl border border-line bg-oat" />
        )}
        {wanted && (
          <LoadFailureBoundary onFailure={onFailure}>
            <Suspense fallback={null}>
              <LazyRecipeArea
                ingredients={ingredients}
                announce={setAnnouncement}
                onProviderLabel={setProviderLabel}
                {...areaProps}
              />
            </Suspense>
          </LoadFailureBoundary>
        )}
        {/* Without the recipe half there is nothing it could do: the failure note says what to. */}
        {ingredients.length >= MIN_INGREDIENTS && !failed && (
          <RecipePrompt busy={busy} onRequest={requestRecipe} buttonRef={recipeButton} />
        )}
        <div ref={setStreamSlot} className="recipe-stream" />
      </main>
      <SiteFooter providerLabel={providerLabel} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
