import { useId } from 'react';
import { useCopyText } from '../hooks/use-copy-text.ts';

interface ShoppingListProps {
  /** What to buy, one line each, as they go on the list. */
  items: readonly string[];
  /** Whether the recipe uses staples the list leaves out, to say so when nothing else is missing. */
  hasStaples: boolean;
}

const NOT_COPIED = 'Your browser did not let the page copy. Select the shopping list and copy it yourself.';

/** What the recipe needs beyond the visitor's list and the kitchen's staples, ready to copy. */
export function ShoppingList({ items, hasStaples }: ShoppingListProps) {
  const headingId = useId();
  const { message, copy } = useCopyText(NOT_COPIED);

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-line px-4 py-4 sm:px-5">
      <h3 id={headingId} className="font-display text-xl font-semibold text-ink">
        Shopping list
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-ink">
          Nothing to buy: you have everything this recipe needs{hasStaples ? ', apart from kitchen staples' : ''}.
        </p>
      ) : (
        <>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-ink marker:text-ink-soft">
            {items.map((item, index) => (
              <li key={`${index}:${item}`}>{item}</li>
            ))}
          </ul>
          {hasStaples && <p className="mt-2 text-sm text-ink-soft">Kitchen staples such as salt, pepper and cooking oil are left off.</p>}
          <button type="button" onClick={() => void copy(items.join('\n') + '\n')} className="btn btn-secondary mt-4">
            Copy shopping list
          </button>
        </>
      )}
      <p aria-live="polite" className="mt-2 min-h-6 font-medium text-ink empty:mt-0 empty:min-h-0">
        {message}
      </p>
    </section>
  );
}
