import { useEffect, useRef } from 'react';
import type { Ref } from 'react';
import { RemoveButton } from './remove-button.tsx';

interface IngredientListProps {
  ingredients: readonly string[];
  onRemove: (index: number) => void;
  onClear: () => void;
  /** Called after the last item was removed, for focus to go somewhere useful. */
  onEmptied: () => void;
  clearButtonRef: Ref<HTMLButtonElement>;
}

/**
 * The ingredients so far, in the order they were added, each with its own remove button, and a
 * "Clear all"; nothing at all while there are none.
 */
export function IngredientList({ ingredients, onRemove, onClear, onEmptied, clearButtonRef }: IngredientListProps) {
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  // Where the removed item was, until the shorter list is on the page.
  const removedAt = useRef<number | null>(null);

  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    // The next item slid into its place; after the last item, its predecessor is the neighbour.
    const neighbour = removeButtons.current[Math.min(at, ingredients.length - 1)];
    if (neighbour) neighbour.focus();
    else onEmptied();
  }, [ingredients, onEmptied]);

  if (ingredients.length === 0) return null;
  return (
    <section className="mt-8">
      {/* Spelled so on purpose: the product description requires this heading word for word. */}
      <h2 className="font-display text-2xl font-semibold text-ink">Incredients on hand:</h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {ingredients.map((ingredient, index) => (
          // The list never holds the same ingredient twice, so the name is a stable key.
          <li
            key={ingredient}
            className="flex max-w-full items-center gap-1 rounded-full border border-line bg-paper pl-4 text-base text-ink shadow-xs"
          >
            <span className="min-w-0 py-1.5 wrap-anywhere">{ingredient}</span>
            <RemoveButton
              ref={(button) => {
                removeButtons.current[index] = button;
              }}
              label={`Remove ${ingredient}`}
              onClick={() => {
                removedAt.current = index;
                onRemove(index);
              }}
              hover="hover:bg-oat"
            />
          </li>
        ))}
      </ul>
      <button
        ref={clearButtonRef}
        type="button"
        onClick={onClear}
        className="-ml-3 mt-3 min-h-11 cursor-pointer rounded-xl px-3 font-semibold text-wine underline underline-offset-4 hover:bg-oat"
      >
        Clear all
      </button>
    </section>
  );
}
