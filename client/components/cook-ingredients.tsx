import { useId, useState } from 'react';

/** Cook mode's "Ingredients": the recipe's list, shown and hidden again by one button. */
export function CookIngredients({ ingredients }: { ingredients: readonly string[] }) {
  const [shown, setShown] = useState(false);
  const listId = useId();
  if (ingredients.length === 0) return null;

  return (
    <div>
      <button type="button" aria-expanded={shown} aria-controls={listId} onClick={() => setShown((was) => !was)} className="btn btn-secondary gap-2">
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform ${shown ? 'rotate-90' : ''}`} fill="currentColor">
          <path d="M7 4l7 6-7 6z" />
        </svg>
        Ingredients
      </button>
      <ul id={listId} hidden={!shown} className="mt-3 list-disc rounded-xl border border-line bg-paper py-3 pr-4 pl-9 text-lg leading-relaxed">
        {ingredients.map((ingredient, at) => (
          // The same item may be listed twice (once per part of a recipe), so its place is its key.
          <li key={at}>{ingredient}</li>
        ))}
      </ul>
    </div>
  );
}
