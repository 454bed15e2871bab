import type { RecipeWishes } from '../../shared/api/prompt.ts';
import { ChangeRecipe } from './change-recipe.tsx';
import { useRecipeState, useRecipeStore } from './recipe-context.tsx';
import { servingsShown } from './recipe-reducer.ts';
import { RecipeVersions } from './recipe-versions.tsx';
import { ServingsField } from './servings-field.tsx';

interface RecipeToolsProps {
  /** The visitor's preferences now, which a change is asked with. */
  wishes: RecipeWishes;
}

/**
 * Under the visitor's recipe: "Servings to cook" (scaling on the page, no host call), the changes
 * the chef can make of it, the versions made so far, and why the last change failed.
 */
export function RecipeTools({ wishes }: RecipeToolsProps) {
  const store = useRecipeStore();
  const state = useRecipeState();
  const { phase, versions, current, changing, failure, unchanged } = state;
  const busy = phase !== 'idle';
  const version = versions[current];
  if (!version && !changing) return null;
  // While a change streams its text is not whole; the servings come back with it.
  const servings = servingsShown(state);
  const changeable = version?.proof !== undefined;

  return (
    <div className="mt-8 flex flex-col gap-5 border-t border-line pt-6 print:hidden">
      {servings !== null && <ServingsField servings={servings} onChange={(next) => void store.scaleTo(next)} />}
      {changeable && <ChangeRecipe busy={busy} onChange={(kind) => void store.change({ kind }, wishes)} />}
      <RecipeVersions current={current} count={versions.length} busy={busy} onShow={(index) => void store.showVersion(index)} />
      {/* Said through the page's live region too (the store announces it). */}
      {unchanged && <p className="font-medium text-ink">{unchanged}</p>}
      {failure?.kind === 'change' && !busy && (
        <p role="alert" className="font-medium text-wine">
          {failure.message}
        </p>
      )}
    </div>
  );
}
