import type { Ref } from 'react';
import { isIncomplete } from '../../shared/recipe/incomplete-recipe.ts';
import { useCopyText } from '../hooks/use-copy-text.ts';
import type { CookTimers } from '../lib/cook-timers.ts';
import type { RecipeRecord } from '../lib/recipe-record.ts';
import { StartCooking } from './start-cooking.tsx';
import { SaveRecipeFile } from './save-recipe-file.tsx';
import { ShareRecipe } from './share-recipe.tsx';

interface RecipeActionsProps {
  /** The recipe as markdown, as it streamed in. */
  recipe: string;
  /** True while a recipe streams: every action waits until it has finished. */
  busy: boolean;
  /** The list the recipe was written for. */
  ingredients: readonly string[];
  /** Asks for a different recipe; without it (a recipe from someone else's link) there is no "Another idea". */
  onAnotherIdea?: () => void;
  /** The "Another idea" button, for the page to move focus to. */
  anotherIdeaRef?: Ref<HTMLButtonElement>;
  /** The visit's kitchen timers, for cook mode. */
  timers: CookTimers;
  /** The recipe as written, its proof and the servings shown, for a share link to carry. */
  written?: Pick<RecipeRecord, 'proof' | 'written' | 'servings'>;
  /** The words the page names the recipe by (its version's), for the share sheet. */
  name: string;
}

const NOT_COPIED = 'Your browser did not let the page copy. Select the recipe and copy it yourself.';

/** Another idea from the same list, the recipe copied as markdown, and a clean printout. */
export function RecipeActions({ recipe, busy, ingredients, onAnotherIdea, anotherIdeaRef, timers, written, name }: RecipeActionsProps) {
  const { message, copy, say } = useCopyText(NOT_COPIED);
  // Half a recipe is read, not cooked from, passed on or saved as a recipe.
  const incomplete = recipe !== '' && !busy && isIncomplete(recipe);

  return (
    <div className="recipe-actions mt-8 border-t border-line pt-6 print:hidden">
      <div className="flex flex-wrap gap-3">
        {/* aria-disabled rather than disabled, so keyboard focus stays on the button while it cooks. */}
        {onAnotherIdea && (
          <button
            ref={anotherIdeaRef}
            type="button"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) onAnotherIdea();
            }}
            className="btn btn-primary aria-disabled:cursor-progress aria-disabled:opacity-60"
          >
            Another idea
          </button>
        )}
        {/* Copying or printing half a recipe helps nobody: these wait for the end. */}
        {recipe !== '' && !busy && (
          <>
            <button type="button" onClick={() => void copy(recipe.trimEnd() + '\n')} className="btn btn-secondary">
              Copy recipe
            </button>
            <button type="button" onClick={() => window.print()} className="btn btn-secondary">
              Print
            </button>
            {!incomplete && (
              <>
                <StartCooking recipe={recipe} timers={timers} />
                <ShareRecipe recipe={recipe} ingredients={ingredients} onMessage={say} written={written} name={name} />
                <SaveRecipeFile recipe={recipe} onMessage={say} />
              </>
            )}
          </>
        )}
      </div>
      {incomplete && (
        <p className="mt-3 text-ink-soft">
          This recipe is incomplete: cook mode, sharing and the recipe file are only for a whole recipe. Ask again for a whole one.
        </p>
      )}
      <p aria-live="polite" className="mt-3 min-h-6 font-medium text-ink">
        {message}
      </p>
    </div>
  );
}
