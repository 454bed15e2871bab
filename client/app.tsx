import { Suspense, useCallback, useEffect, useState } from 'react';
import { normaliseIngredient } from '../shared/ingredients.ts';
import { MIN_INGREDIENTS } from '../shared/limits.ts';
import { IngredientPanel } from './components/ingredient-panel.tsx';
import { LazyRecipeArea } from './components/lazy-recipe-area.tsx';
import { RecipePrompt } from './components/recipe-prompt.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { useIngredients } from './hooks/use-ingredients.ts';
import { whenIdle } from './lib/when-idle.ts';

/**
 * The whole page: list what you have, ask once, read the recipe as it streams in. The list comes
 * first; the recipe half (and the AI SDK and markdown renderer behind it) loads once the page is
 * idle or a list has begun, and a "Get a recipe" pressed before then is answered once it is here.
 */
export function App() {
  const pantry = useIngredients();
  const { ingredients, add } = pantry;
  // Polite announcements for changes a screen reader would otherwise miss.
  const [announcement, setAnnouncement] = useState('');
  // Which model answers: the recipe half asks the server and says so here, in the footer.
  const [providerLabel, setProviderLabel] = useState<string | null>(null);
  const [recipeWanted, setRecipeWanted] = useState(false);
  const [askedEarly, setAskedEarly] = useState(false);

  const loadRecipeArea = useCallback(() => setRecipeWanted(true), []);
  useEffect(() => whenIdle(loadRecipeArea), [loadRecipeArea]);

  const addIngredient = (raw: string) => {
    const outcome = add(raw);
    if (outcome === 'added') {
      loadRecipeArea();
      const count = ingredients.length + 1;
      const onHand = `${count} ${count === 1 ? 'ingredient' : 'ingredients'} on hand`;
      setAnnouncement(`${normaliseIngredient(raw)} added, ${onHand}.`);
    }
    return outcome;
  };

  // Until the recipe half is here, a returning visitor's list still offers a recipe: the click is kept.
  const standIn = ingredients.length >= MIN_INGREDIENTS && (
    <RecipePrompt
      busy={askedEarly}
      onRequest={() => {
        setAskedEarly(true);
        loadRecipeArea();
      }}
    />
  );

  return (
    // The page's frame and header are plain HTML in index.html, painted before any script runs.
    <>
      <main className="flex-1">
        <IngredientPanel pantry={pantry} onAdd={addIngredient} />
        {recipeWanted ? (
          <Suspense fallback={standIn}>
            <LazyRecipeArea
              ingredients={ingredients}
              announce={setAnnouncement}
              askedEarly={askedEarly}
              onProviderLabel={setProviderLabel}
            />
          </Suspense>
        ) : (
          standIn
        )}
      </main>
      <SiteFooter providerLabel={providerLabel} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
