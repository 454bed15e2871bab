import { useEffect, useId, useRef, useState } from 'react';
import type { RecentRecipe } from '../lib/recent-recipes.ts';
import { RemoveButton } from './remove-button.tsx';

interface RecentRecipesProps {
  recipes: readonly RecentRecipe[];
  onOpen: (recipe: RecentRecipe) => void;
  onRemove: (recipe: RecentRecipe) => void;
}

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The last finished recipes, folded away under the recipe, each to open again or remove. Nothing
 * until there is one; once shown it stays, so removing the last one leaves keyboard focus a place.
 */
export function RecentRecipes({ recipes, onOpen, onRemove }: RecentRecipesProps) {
  const headingId = useId();
  const [shown, setShown] = useState(recipes.length > 0);
  if (recipes.length > 0 && !shown) setShown(true);
  const summary = useRef<HTMLElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // Where the removed recipe was, until the shorter list is on the page.
  const removedAt = useRef<number | null>(null);

  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    // The next recipe moved into its place; after the last one, its predecessor is the neighbour.
    const neighbour = recipes[Math.min(at, recipes.length - 1)];
    (neighbour ? removeButtons.current.get(neighbour.markdown) : summary.current)?.focus();
  }, [recipes]);

  if (!shown) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8 print:hidden">
      <details className="group rounded-2xl border border-line bg-oat">
        {/* As Preferences: a flex summary loses its marker, so the chevron says it opens. */}
        <summary
          ref={summary}
          className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-2xl px-5 font-display text-xl font-semibold text-ink [&::-webkit-details-marker]:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 text-tomato transition-transform group-open:rotate-90 motion-reduce:transition-none">
            <path d="M5 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span id={headingId}>Recent recipes</span>
          <span className="ml-auto font-sans text-base font-normal text-ink-soft">{recipes.length}</span>
        </summary>
        {recipes.length === 0 ? (
          <p className="px-5 pb-4 text-ink-soft">None kept now. Each recipe that finishes is kept here.</p>
        ) : (
          <ul className="divide-y divide-line px-5 pb-2">
            {recipes.map((recipe, index) => (
              // The list never holds the same recipe twice, so its text is a stable key.
              <li key={recipe.markdown} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                <div className="min-w-0 flex-1 basis-56">
                  <p className="font-semibold text-ink wrap-anywhere">{recipe.title}</p>
                  <p className="text-sm text-ink-soft wrap-anywhere">
                    <time dateTime={new Date(recipe.at).toISOString()}>{whenFormat.format(recipe.at)}</time>
                    {' · '}
                    {recipe.ingredients.join(', ')}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  <button type="button" aria-label={`Open ${recipe.title}`} onClick={() => onOpen(recipe)} className="btn btn-secondary min-h-11 px-4">
                    Open
                  </button>
                  <RemoveButton
                    ref={(button) => {
                      if (button) removeButtons.current.set(recipe.markdown, button);
                      else removeButtons.current.delete(recipe.markdown);
                    }}
                    label={`Remove ${recipe.title}`}
                    onClick={() => {
                      removedAt.current = index;
                      onRemove(recipe);
                    }}
                    hover="hover:bg-cream"
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </details>
    </section>
  );
}
