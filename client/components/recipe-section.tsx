import { lazy, Suspense, useDeferredValue, useId, useRef } from 'react';
import type { ReactNode, Ref } from 'react';
import type { Allergen, Units } from '../../shared/api/recipe-preferences.ts';
import { useFollowScroll } from '../hooks/use-follow-scroll.ts';
import { FoodSafetyNote } from './food-safety-note.tsx';
import { RecipeFaultBoundary } from './recipe-fault-boundary.tsx';
import { loadRenderer } from '../prefetch.ts';

// The recipe's markdown rendered, and what is read out of it, come in the renderer's chunk: nothing
// rather than raw markdown until it is here.
const LazyRecipeMarkdown = lazy(() => loadRenderer().then((module) => ({ default: module.RecipeMarkdown })));
const LazyAllergyWarning = lazy(() => loadRenderer().then((module) => ({ default: module.AllergyWarning })));
const LazyPantryCheck = lazy(() => loadRenderer().then((module) => ({ default: module.PantryCheck })));
const LazyNutritionPanel = lazy(() => loadRenderer().then((module) => ({ default: module.NutritionPanel })));

interface RecipeSectionProps {
  recipe: string;
  /** The version on screen as written, before scaling or a switch of units: what nutrition weighs. */
  written?: string;
  streaming: boolean;
  requestCount: number;
  /** The visitor's allergies, to warn about when the recipe names one. */
  allergies?: readonly Allergen[];
  /** What the visitor can do with the recipe, shown under it. */
  actions?: ReactNode;
  /** The list the recipe was written for, to mark its ingredients against once it has finished. */
  ingredients?: readonly string[];
  /** Said before the recipe (where a shared one came from). */
  lead?: ReactNode;
  /** The section's heading, for the page to move focus to when it shows a recipe whole. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Told with a recipe that could not be shown formatted (it is shown as plain text instead). */
  onFault?: (recipe: string) => void;
  /** Asks for a version with one ingredient swapped; without it, What you have offers no swaps. */
  onSwap?: (swap: { from: string; to?: string }) => void;
  /** What changes the recipe (servings, changes, versions), shown under it and what you have. */
  tools?: ReactNode;
  /** The Units preference, which nutrition follows (salt or sodium). */
  units?: Units;
}

const ignoreFault = () => undefined;

const NO_INGREDIENTS: readonly string[] = [];

/** The recipe, brought into view when it first appears and followed while it grows. */
export function RecipeSection(props: RecipeSectionProps) {
  const { recipe, written, streaming, requestCount, allergies = [], actions, ingredients = NO_INGREDIENTS, lead, headingRef, onFault = ignoreFault, onSwap, tools, units } = props;
  const headingId = useId();
  const self = useRef<HTMLElement>(null);
  // Rendering markdown grows with the recipe; as a deferred value React renders it in slices
  // between other work, so a long recipe streaming in never blocks the page for long.
  // The same for its first text and for the last render, when the recipe stops streaming.
  const shown = useDeferredValue(recipe, '');
  const shownStreaming = useDeferredValue(streaming);
  useFollowScroll(self, shown, requestCount);

  return (
    // The section is what scrolls into view and is followed while the recipe grows.
    <section
      ref={self}
      aria-labelledby={headingId}
      aria-busy={streaming}
      className="recipe-sheet mt-8 scroll-mt-20 rounded-2xl border border-line bg-paper px-4 py-6 shadow-sm min-[360px]:px-5 sm:px-10 sm:py-9"
    >
      <h2 ref={headingRef} id={headingId} tabIndex={-1} className="eyebrow font-semibold text-tomato print:hidden">
        Pantry Chef Recommendations
      </h2>
      {lead}
      {/* Nothing rather than raw markdown ("## ...") until the renderer is here, and what goes
          under the recipe waits with it, so the recipe's arrival moves nothing already shown. */}
      <Suspense fallback={null}>
        {recipe === '' ? (
          // Between recipes, or after a failure emptied it, the section stays; say what goes here.
          <p className="mt-3 text-ink-soft">Your recipe will appear here.</p>
        ) : (
          <RecipeFaultBoundary recipe={shown} onFault={onFault}>
            <LazyAllergyWarning recipe={recipe} allergies={allergies} />
            <LazyRecipeMarkdown text={shown} streaming={shownStreaming} />
            {/* Under the whole recipe, once it has stopped growing. Mounted with the recipe (showing
                nothing while it streams), so it never holds the finished recipe back; read with the
                deferred values, so its reading is rendered in slices with the last of the recipe
                rather than in the task that ends the stream. */}
            <LazyPantryCheck recipe={shown} ingredients={ingredients} streaming={shownStreaming} onSwap={onSwap} swapping={streaming} />
            <LazyNutritionPanel recipe={shown} written={written} streaming={shownStreaming} units={units} />
            {!streaming && <FoodSafetyNote />}
          </RecipeFaultBoundary>
        )}
        {/* Outside the branch above, so a focused button survives the text emptying for the next recipe or version. */}
        {tools}
        {actions}
      </Suspense>
    </section>
  );
}
