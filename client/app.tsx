import { useRef, useState } from 'react';
import { MIN_INGREDIENTS } from '../shared/api/limits.ts';
import { IngredientPanel } from './components/ingredient-panel.tsx';
import { LoadFailureBoundary } from './components/load-failure-boundary.tsx';
import { RecipePreferences } from './components/recipe-preferences.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { UpdatePrompt } from './components/update-prompt.tsx';
import { useIngredients } from './hooks/use-ingredients.ts';
import { usePreferences } from './hooks/use-preferences.ts';
import { useProviderLabel } from './hooks/use-provider-label.ts';
import { browserUnits } from './lib/locale-units.ts';
import { useShowRestored } from './page-shell.ts';
import { RecipeArea } from './recipe/recipe-area.tsx';
import { RecipeProvider } from './recipe/recipe-context.tsx';
import { RecipePrompt } from './recipe/recipe-prompt.tsx';
import { WeekControls } from './week/week-controls.tsx';
import { listWords } from '../shared/text/list-words.ts';

interface AppProps {
  /** Which model answers, when the page already says (index.html as served); asked of /healthz otherwise. */
  providerLabel?: string | null;
}

/**
 * The whole page: list what you have, ask once, read the recipe as it streams in. All of it is
 * here from the first paint; only engines (the stream, the markdown renderer...) come later, and
 * the recipe's store waits for them (client/prefetch.ts).
 */
export function App({ providerLabel }: AppProps) {
  const pantry = useIngredients();
  const { ingredients, add } = pantry;
  const { preferences, update: setPreferences } = usePreferences();
  const label = useProviderLabel(providerLabel);
  // Polite announcements for changes a screen reader would otherwise miss.
  const [announcement, setAnnouncement] = useState('');
  const recipeButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  // Every recipe is written in some units: the visitor's choice, or their browser language's.
  const wishes = { ...preferences, units: preferences.units ?? browserUnits() };
  useShowRestored();

  const addIngredient = (raw: string) => {
    const entry = add(raw);
    if (entry.added.length > 0) {
      const count = ingredients.length + entry.added.length;
      const onHand = `${count} ${count === 1 ? 'ingredient' : 'ingredients'} on hand`;
      setAnnouncement(`${listWords(entry.added)} added, ${onHand}.`);
    }
    return entry;
  };

  return (
    // The page's frame and header are plain HTML in index.html, painted before any script runs.
    <RecipeProvider announce={setAnnouncement}>
      <main className="flex-1">
        <IngredientPanel pantry={pantry} onAdd={addIngredient} undoButtonRef={undoButton} />
        <LoadFailureBoundary>
          <WeekControls ingredients={ingredients} wishes={wishes} />
        </LoadFailureBoundary>
        <RecipePreferences value={preferences} onChange={setPreferences} />
        {/* A fault in the recipe's part of the page leaves the list and Preferences working. */}
        <LoadFailureBoundary>
          {ingredients.length >= MIN_INGREDIENTS && <RecipePrompt ingredients={ingredients} wishes={wishes} buttonRef={recipeButton} />}
          <RecipeArea
            ingredients={ingredients}
            wishes={wishes}
            allergies={preferences.allergies}
            announce={setAnnouncement}
            recipeButton={recipeButton}
            replaceList={pantry.replace}
            undoButton={undoButton}
          />
        </LoadFailureBoundary>
      </main>
      <SiteFooter providerLabel={label} />
      <UpdatePrompt />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </RecipeProvider>
  );
}

/** "Rice", "Rice and Garlic", "Chicken, Rice and Garlic". */
