import { useEffect, useId, useMemo, useRef, type ReactNode, type Ref } from 'react';
import { ingredientName } from '../../shared/ingredients/ingredient-name.ts';
import { substitutesFor } from '../../shared/ingredients/substitutes.ts';

/** What the visitor chose in the dialog: a substitute's name, or no `to` for the chef to choose. */
export interface SwapChoice {
  to?: string;
}

/** What a line names, as the line gives it; the line itself when the reader finds no name in it. */
const nameIn = (line: string): string => ingredientName(line) || line.trim();

/** A line's ingredient as a swap names it, capitalised: "250 ml buttermilk" -> "Buttermilk". */
export function swapName(line: string): string {
  // By code point, so a name starting with an astral letter is not cut in half.
  const [first = '', ...rest] = Array.from(nameIn(line));
  return first.toUpperCase() + rest.join('');
}

interface SwapDialogProps {
  /** The recipe's ingredient line to swap: "250 ml buttermilk". */
  line: string;
  /** The list the recipe was written for: substitutes on it come first. */
  list: readonly string[];
  /** How a substitute on the list is marked: as What you have marks a line it has. */
  haveMark: ReactNode;
  /** Called once the dialog has closed: with the visitor's choice, or null when they closed it without one. */
  onClose: (choice: SwapChoice | null) => void;
}

// An amount and its unit, or a count and its food: "4 tbsp", "1½ cups", "2 bananas".
const AMOUNT = /([\d½¼¾⅓⅔⅛][\d.,/½¼¾⅓⅔⅛]*\s+\p{L}+)/u;

/** A text with each amount kept on one line: "4 tbsp" broken after its 4 misleads a cook. */
function WithAmounts({ text }: { text: string }) {
  // split() with a group keeps each amount at an odd place.
  return text.split(AMOUNT).map((piece, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {piece}
      </span>
    ) : (
      piece
    ),
  );
}

interface SubstituteProps {
  name: string;
  label: string;
  mark: ReactNode;
  onUse: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * One substitute: a button named "Use Milk", and beside it its amounts and whether the visitor has
 * it, which describe the button (inside it, they would make its visible text differ from its name).
 */
function Substitute({ name, label, mark, onUse, ref }: SubstituteProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line px-3 py-2">
      <button ref={ref} type="button" aria-describedby={mark ? `${id}-label ${id}-mark` : `${id}-label`} onClick={onUse} className="btn btn-secondary">
        Use {name}
      </button>
      <span id={`${id}-label`} className="min-w-0 break-words text-ink">
        <WithAmounts text={label} />
      </span>
      {mark && (
        <span id={`${id}-mark`} className="text-sm">
          {mark}
        </span>
      )}
    </div>
  );
}

/**
 * "Swap Buttermilk": the substitutes the chef's notes give for one ingredient line, those on the
 * visitor's list first, and "Let the chef choose". A modal dialog, shown as it mounts; a choice,
 * "Close" or Escape closes it, and the choice is handed on once it has closed.
 */
export function SwapDialog({ line, list, haveMark, onClose }: SwapDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const firstChoice = useRef<HTMLButtonElement>(null);
  // Set just before a choice closes the dialog; Escape and "Close" leave it empty.
  const choice = useRef<SwapChoice | null>(null);
  const headingId = useId();
  const substitutes = useMemo(() => substitutesFor(line, list), [line, list]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Taken off the page, an open dialog closes by itself (see cook-mode.tsx).
    if (!element.open) element.showModal();
    firstChoice.current?.focus();
  }, []);

  const choose = (made: SwapChoice) => {
    choice.current = made;
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={() => onClose(choice.current)}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-hidden rounded-2xl border border-line bg-paper p-0 text-ink shadow-lg backdrop:bg-black/50"
    >
      {/* Only the swaps scroll: the heading above and the buttons below, Close among them, stay in
          view on the smallest phone, however many swaps there are. */}
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="px-4 pt-5 pb-3 sm:px-6">
          <h2 id={headingId} className="font-display text-2xl font-semibold wrap-anywhere">
            Swap {swapName(line)}
          </h2>
          <p className="mt-1 break-words text-ink-soft">
            The recipe asks for <WithAmounts text={line} />.
          </p>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-1 sm:px-6">
          {substitutes.length > 0 ? (
            <ul className="flex flex-col gap-2">
              {substitutes.map((one, index) => (
                <li key={`${index}:${one.name}`}>
                  <Substitute
                    ref={index === 0 ? firstChoice : undefined}
                    name={one.name}
                    label={one.label}
                    mark={one.onList && haveMark}
                    onUse={() => choose({ to: one.name })}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="break-words">No swaps in the chef's notes for {nameIn(line)}.</p>
          )}
        </div>
        <div className="flex flex-wrap gap-3 border-t border-line px-4 pt-3 pb-4 sm:px-6">
          <button ref={substitutes.length === 0 ? firstChoice : undefined} type="button" onClick={() => choose({})} className="btn btn-primary">
            Let the chef choose
          </button>
          <button type="button" onClick={() => dialog.current?.close()} className="btn btn-secondary">
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
