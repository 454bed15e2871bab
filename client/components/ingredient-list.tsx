import { MIN_INGREDIENTS } from '../../shared/limits.ts';

interface IngredientListProps {
  ingredients: readonly string[];
}

/** The ingredients so far, in the order they were added; nothing at all while there are none. */
export function IngredientList({ ingredients }: IngredientListProps) {
  if (ingredients.length === 0) return null;
  const missing = MIN_INGREDIENTS - ingredients.length;
  return (
    <section className="mt-8">
      <h2 className="font-display text-2xl font-semibold text-ink">Incredients on hand:</h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {ingredients.map((ingredient, index) => (
          // Entries may repeat, so the position is part of the key.
          <li
            key={`${index}:${ingredient}`}
            className="rounded-full border border-line bg-paper px-4 py-1.5 text-base break-all text-ink shadow-xs"
          >
            {ingredient}
          </li>
        ))}
      </ul>
      {missing > 0 && (
        <p className="mt-4 text-ink-soft">
          Add {missing} more {missing === 1 ? 'ingredient' : 'ingredients'} to get a recipe.
        </p>
      )}
    </section>
  );
}
