import { useId } from 'react';
import type { Ref } from 'react';
import type { RecipeWishes } from '../../shared/api/prompt.ts';
import { useRecipeState, useRecipeStore } from './recipe-context.tsx';

interface RecipePromptProps {
  /** The list to ask with. */
  ingredients: readonly string[];
  /** The visitor's preferences, to ask with. */
  wishes: RecipeWishes;
  /** The "Get a recipe" button, for the page to move focus to. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The call to action once the list is long enough for a recipe. */
export function RecipePrompt({ ingredients, wishes, buttonRef }: RecipePromptProps) {
  const store = useRecipeStore();
  const busy = useRecipeState().phase !== 'idle';
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 flex flex-col gap-4 rounded-2xl border border-tomato/25 bg-oat p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div>
        <h2 id={headingId} className="font-display text-2xl font-semibold text-ink">
          Ready for a recipe?
        </h2>
        <p className="mt-1 text-ink-soft">Generate a recipe from your list of ingredients</p>
      </div>
      {/* aria-disabled rather than disabled, so keyboard focus stays on the button while it cooks. */}
      <button
        ref={buttonRef}
        type="button"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) store.ask(ingredients, wishes);
        }}
        className="btn btn-primary shrink-0 sm:px-7"
      >
        Get a recipe
      </button>
    </section>
  );
}
