import { useState } from 'react';
import { MIN_INGREDIENTS } from '../shared/limits.ts';
import { IngredientForm } from './components/ingredient-form.tsx';
import { IngredientList } from './components/ingredient-list.tsx';
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
  const { ingredients, add } = useIngredients();
  // Polite announcements for changes a screen reader would otherwise miss.
  const [announcement, setAnnouncement] = useState('');
  const recipe = useRecipe(() => setAnnouncement('Your recipe is ready.'));
  const providerLabel = useProviderLabel();

  const addIngredient = (raw: string) => {
    const outcome = add(raw);
    if (outcome === 'added') {
      const count = ingredients.length + 1;
      setAnnouncement(`Added. ${count} ${count === 1 ? 'ingredient' : 'ingredients'} on hand.`);
    }
    return outcome;
  };

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col px-4 sm:px-6">
      <SiteHeader />
      <main className="flex-1">
        <IngredientForm onAdd={addIngredient} />
        <IngredientList ingredients={ingredients} />
        {ingredients.length >= MIN_INGREDIENTS && (
          <RecipePrompt busy={recipe.isLoading} onRequest={() => recipe.request(ingredients)} />
        )}
        {recipe.isLoading && <LoadingStatus />}
        {recipe.errorMessage && <RecipeError message={recipe.errorMessage} onRetry={recipe.retry} />}
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
