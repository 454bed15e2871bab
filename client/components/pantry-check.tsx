import { useId, useMemo, useRef, useState } from 'react';
import { checkIngredients, shoppingList, type CheckedIngredient } from '../../shared/ingredients/pantry-match.ts';
import { readOnce } from '../recipe/read-once.ts';
import { ShoppingList } from './shopping-list.tsx';
import { SwapDialog, swapName, type SwapChoice } from './swap-dialog.tsx';

interface PantryCheckProps {
  /** The finished recipe, as markdown. */
  recipe: string;
  /** The list the recipe was written for. */
  ingredients: readonly string[];
  /** While the recipe streams, nothing is shown (or read): its list is not whole yet. */
  streaming: boolean;
  /** Asks for a version with one ingredient swapped; without it (a recipe from someone else's link) no line offers a swap. */
  onSwap?: (swap: { from: string; to?: string }) => void;
  /** While a change streams, the swap buttons wait (keeping focus where it is). */
  swapping?: boolean;
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

/** The mark of a line the visitor has, and of a substitute on their list. */
const HaveMark = () => (
  <span className="inline-flex items-center gap-1.5 font-semibold text-tomato-dark">
    <CheckIcon />
    You have this
  </span>
);

/** How a line is marked: in words, with an icon beside the words where it helps, never colour alone. */
function Mark({ one }: { one: CheckedIngredient }) {
  if (one.have !== null) return <HaveMark />;
  if (one.staple) return <span className="text-ink-soft">Kitchen staple</span>;
  return (
    <span className="inline-flex items-center gap-1.5 text-ink-soft">
      <BagIcon />
      To buy
    </span>
  );
}

interface SwapButtonProps {
  /** The line's ingredient, capitalised: "Buttermilk". */
  name: string;
  /** While a change streams, the button waits (keeping focus where it is). */
  waiting: boolean;
  onOpen: (button: HTMLButtonElement) => void;
}

/** "Swap" beside a line: quiet, like a link, so the list stays calm; still a 44 px tap target. */
function SwapButton({ name, waiting, onOpen }: SwapButtonProps) {
  return (
    <button
      type="button"
      // Its name says which line it swaps; its visible word starts that name, so speech input finds it.
      aria-label={`Swap ${name}`}
      aria-disabled={waiting}
      onClick={(event) => {
        if (!waiting) onOpen(event.currentTarget);
      }}
      // The negative margin keeps the row as high as a line without a button.
      className="-my-2 min-h-11 min-w-11 cursor-pointer rounded-xl px-2 font-semibold text-wine underline underline-offset-4 hover:bg-cream aria-disabled:cursor-progress aria-disabled:opacity-60"
    >
      Swap
    </button>
  );
}

/**
 * Under a finished recipe: each of its ingredients marked against the list it was written for
 * (what the visitor has, what is a staple, what to buy), and the shopping list. Nothing when the
 * recipe lists no ingredients the page can read.
 */
export function PantryCheck({ recipe, ingredients, streaming, onSwap, swapping = false }: PantryCheckProps) {
  const headingId = useId();
  const checked = useMemo(() => (streaming ? [] : checkIngredients(readOnce(recipe).ingredients.map((line) => line.text), ingredients)), [recipe, ingredients, streaming]);
  // The line whose swap dialog is open, with the recipe it is a line of: another recipe closes it.
  const [swapOf, setSwapOf] = useState<{ recipe: string; line: string } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  if (checked.length === 0) return null;
  const had = checked.filter((one) => one.have !== null).length;
  const swapLine = swapOf?.recipe === recipe ? swapOf.line : null;

  const closeSwap = (line: string, choice: SwapChoice | null) => {
    setSwapOf(null);
    // Back where the visitor was, now the page behind the dialog takes focus again.
    opener.current?.focus();
    if (choice && onSwap && !swapping) onSwap({ from: swapName(line), ...choice });
  };

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
              {onSwap ? (
                <span className="flex items-center gap-x-3">
                  <Mark one={one} />
                  <SwapButton
                    name={swapName(one.line)}
                    waiting={swapping}
                    onOpen={(button) => {
                      opener.current = button;
                      setSwapOf({ recipe, line: one.line });
                    }}
                  />
                </span>
              ) : (
                <Mark one={one} />
              )}
            </li>
          ))}
        </ul>
      </section>
      {swapLine !== null && <SwapDialog line={swapLine} list={ingredients} haveMark={<HaveMark />} onClose={(choice) => closeSwap(swapLine, choice)} />}
      <ShoppingList items={shoppingList(checked)} hasStaples={checked.some((one) => one.have === null && one.staple)} />
    </div>
  );
}
