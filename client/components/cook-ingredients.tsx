import { useId, useState, type ReactNode } from 'react';

interface CookIngredientsProps {
  ingredients: readonly string[];
  /** Other controls of cook mode, in a row with the button (and above the list it opens). */
  children?: ReactNode;
}

/** Cook mode's "Ingredients": the recipe's list, shown and hidden again by one button. */
export function CookIngredients({ ingredients, children }: CookIngredientsProps) {
  const [shown, setShown] = useState(false);
  const listId = useId();
  const listed = ingredients.length > 0;
  if (!listed && !children) return null;

  return (
    <div>
      <div className="flex flex-wrap gap-3">
        {listed && (
          <button type="button" aria-expanded={shown} aria-controls={listId} onClick={() => setShown((was) => !was)} className="btn btn-secondary gap-2">
            <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform ${shown ? 'rotate-90' : ''}`} fill="currentColor">
              <path d="M7 4l7 6-7 6z" />
            </svg>
            Ingredients
          </button>
        )}
        {children}
      </div>
      {listed && (
        <ul id={listId} hidden={!shown} className="mt-3 list-disc rounded-xl border border-line bg-paper py-3 pr-4 pl-9 text-lg leading-relaxed">
          {ingredients.map((ingredient, at) => (
            // The same item may be listed twice (once per part of a recipe), so its place is its key.
            <li key={at}>{ingredient}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
