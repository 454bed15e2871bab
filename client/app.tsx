import { useRef, useState } from 'react';
import { normaliseIngredient } from '../shared/ingredients.ts';
import { MIN_INGREDIENTS } from '../shared/limits.ts';
import { IngredientPanel } from './components/ingredient-panel.tsx';
import { LoadingStatus } from './components/loading-status.tsx';
import { RecipeError } from './components/recipe-error.tsx';
import { RecipePrompt } from './components/recipe-prompt.tsx';
import { RecipeSection } from './components/recipe-section.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { useIngredients } from './hooks/use-ingredients.ts';
import { useProviderLabel } from './hooks/use-provider-label.ts';
import { useRecipe } from './hooks/use-recipe.ts';

/** The whole page: list what you have, ask once, read the recipe as it streams in. */
export function App() {
  const pantry = useIngredients();
  const { ingredients, add } = pantry;
  // Polite announcements for changes a screen reader would otherwise miss.
  const [announcement, setAnnouncement] = useState('');
  const recipe = useRecipe(() => setAnnouncement('Your recipe is ready.'));
  const providerLabel = useProviderLabel();
  const recipeButton = useRef<HTMLButtonElement>(null);

  const addIngredient = (raw: string) => {
    const outcome = add(raw);
    if (outcome === 'added') {
      const count = ingredients.length + 1;
      const onHand = `${count} ${count === 1 ? 'ingredient' : 'ingredients'} on hand`;
      setAnnouncement(`${normaliseIngredient(raw)} added, ${onHand}.`);
    }
    return outcome;
  };

  const retry = () => {
    // "Try again" disappears while the chef works; keep keyboard focus next to where it was.
    recipeButton.current?.focus();
    recipe.retry();
  };

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col px-4 sm:px-6">
      <SiteHeader />
      <main className="flex-1">
        <IngredientPanel pantry={pantry} onAdd={addIngredient} />
        {ingredients.length >= MIN_INGREDIENTS && (
          <RecipePrompt
            busy={recipe.isLoading}
            onRequest={() => recipe.request(ingredients)}
            buttonRef={recipeButton}
          />
        )}
        {recipe.isLoading && <LoadingStatus />}
        {recipe.errorMessage && <RecipeError message={recipe.errorMessage} onRetry={retry} />}
        {recipe.visible && (
          <RecipeSection
            recipe={recipe.recipe}
            streaming={recipe.isLoading}
            requestCount={recipe.requestCount}
          />
        )}
      </main>
      <SiteFooter providerLabel={providerLabel} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
