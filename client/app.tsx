import { Suspense, useRef, useState } from 'react';
import { normaliseIngredient } from '../shared/ingredients.ts';
import { MIN_INGREDIENTS } from '../shared/limits.ts';
import { IngredientPanel } from './components/ingredient-panel.tsx';
import { LoadFailureBoundary } from './components/load-failure-boundary.tsx';
import { RecipePreferences } from './components/recipe-preferences.tsx';
import { RecipePrompt } from './components/recipe-prompt.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { useIngredients } from './hooks/use-ingredients.ts';
import { usePreferences } from './hooks/use-preferences.ts';
import { useProviderLabel } from './hooks/use-provider-label.ts';
import { LazyRecipeArea, useRecipeHalf, useShowRestored } from './loading/index.ts';

interface AppProps {
  /** Which model answers, when the page already says (index.html as served); asked of /healthz otherwise. */
  providerLabel?: string | null;
}

/**
 * The whole page: list what you have, ask once, read the recipe as it streams in. All of it but
 * the stream and the recipe is here from the first paint; "Get a recipe" belongs to the page
 * itself, so the button a visitor presses is the same before and after the recipe area arrives,
 * and a press made early is answered once it is here (see client/loading).
 */
export function App({ providerLabel }: AppProps) {
  const pantry = useIngredients();
  const { ingredients, add } = pantry;
  const { preferences, update: setPreferences } = usePreferences();
  const label = useProviderLabel(providerLabel);
  // The host that wrote the recipe on screen, once its answer names one; the page's label until then.
  const [recipeBy, setRecipeBy] = useState<string | null>(null);
  // Polite announcements for changes a screen reader would otherwise miss.
  const [announcement, setAnnouncement] = useState('');
  const half = useRecipeHalf();
  // Presses of "Get a recipe" so far, each answered by the recipe area; its busy state, once it says.
  const [asks, setAsks] = useState(0);
  const [areaBusy, setAreaBusy] = useState<boolean | null>(null);
  const recipeButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  useShowRestored();

  const addIngredient = (raw: string) => {
    const outcome = add(raw);
    if (outcome === 'added') {
      half.load();
      const count = ingredients.length + 1;
      const onHand = `${count} ${count === 1 ? 'ingredient' : 'ingredients'} on hand`;
      setAnnouncement(`${normaliseIngredient(raw)} added, ${onHand}.`);
    }
    return outcome;
  };

  const requestRecipe = () => {
    setAsks((count) => count + 1);
    half.load();
  };

  return (
    // The page's frame and header are plain HTML in index.html, painted before any script runs.
    <>
      <main className="flex-1">
        <IngredientPanel pantry={pantry} onAdd={addIngredient} undoButtonRef={undoButton} />
        <RecipePreferences value={preferences} onChange={setPreferences} />
        {/* Without the recipe area there is nothing it could do: the failure note says what to. */}
        {ingredients.length >= MIN_INGREDIENTS && !half.failed && (
          <RecipePrompt busy={areaBusy ?? asks > 0} onRequest={requestRecipe} buttonRef={recipeButton} />
        )}
        {half.wanted && (
          <LoadFailureBoundary onFailure={half.onFailure}>
            <Suspense fallback={null}>
              <LazyRecipeArea
                ingredients={ingredients}
                preferences={preferences}
                announce={setAnnouncement}
                asks={asks}
                onBusyChange={setAreaBusy}
                recipeButton={recipeButton}
                onRecipeBy={setRecipeBy}
                replaceList={pantry.replace}
                undoButton={undoButton}
              />
            </Suspense>
          </LoadFailureBoundary>
        )}
      </main>
      <SiteFooter providerLabel={recipeBy ?? label} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
