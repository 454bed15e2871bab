import { useId, useMemo } from 'react';
import { checkIngredients, shoppingList, type CheckedIngredient } from '../../shared/pantry-match.ts';
import { readRecipe } from '../../shared/recipe-parts.ts';
import { ShoppingList } from './shopping-list.tsx';

interface PantryCheckProps {
  /** The finished recipe, as markdown. */
  recipe: string;
  /** The list the recipe was written for. */
  ingredients: readonly string[];
  /** While the recipe streams, nothing is shown (or read): its list is not whole yet. */
  streaming: boolean;
}

const CheckIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
    <path d="M4 10.5l4 4 8-9" />
  </svg>
);

const BagIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinejoin="round">
    <path d="M4 7h12l-1 10H5L4 7z" />
    <path d="M7.5 7V5.5a2.5 2.5 0 0 1 5 0V7" />
  </svg>
);

/** How a line is marked: in words, with an icon beside the words where it helps, never colour alone. */
function Mark({ one }: { one: CheckedIngredient }) {
  if (one.have !== null) {
    return (
      <span className="inline-flex items-center gap-1.5 font-semibold text-tomato-dark">
        <CheckIcon />
        You have this
      </span>
    );
  }
  if (one.staple) return <span className="text-ink-soft">Kitchen staple</span>;
  return (
    <span className="inline-flex items-center gap-1.5 text-ink-soft">
      <BagIcon />
      To buy
    </span>
  );
}

/**
 * Under a finished recipe: each of its ingredients marked against the list it was written for
 * (what the visitor has, what is a staple, what to buy), and the shopping list. Nothing when the
 * recipe lists no ingredients the page can read.
 */
export function PantryCheck({ recipe, ingredients, streaming }: PantryCheckProps) {
  const headingId = useId();
  const checked = useMemo(() => (streaming ? [] : checkIngredients(readRecipe(recipe).ingredients, ingredients)), [recipe, ingredients, streaming]);
  if (checked.length === 0) return null;
  const had = checked.filter((one) => one.have !== null).length;

  return (
    <div className="print:hidden">
      <section aria-labelledby={headingId} className="mt-8 rounded-xl border border-line px-4 py-4 sm:px-5">
        <h3 id={headingId} className="font-display text-xl font-semibold text-ink">
          What you have
        </h3>
        <p className="mt-1 text-sm text-ink-soft">
          {had} of {checked.length} ingredients are on your list.
        </p>
        <ul className="mt-3 divide-y divide-line">
          {checked.map((one, index) => (
            <li key={`${index}:${one.line}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2">
              <span className="min-w-0 break-words text-ink">{one.line}</span>
              <Mark one={one} />
            </li>
          ))}
        </ul>
      </section>
      <ShoppingList items={shoppingList(checked)} hasStaples={checked.some((one) => one.have === null && one.staple)} />
    </div>
  );
}
