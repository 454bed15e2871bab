import { useEffect, useRef } from 'react';

interface SuggestionListProps {
  id: string;
  options: readonly string[];
  open: boolean;
  active: number | null;
  optionId: (index: number) => string;
  onPick: (index: number) => void;
}

/** The combobox's popup: suggested ingredients, picked with a click or the keyboard. */
export function SuggestionList({ id, options, open, active, optionId, onPick }: SuggestionListProps) {
  const self = useRef<HTMLUListElement>(null);

  useEffect(() => {
    // Keep the highlighted option in sight when the list is taller than its box.
    if (active !== null) self.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const count = open ? options.length : 0;
  return (
    <>
      {/* The text box cannot say its list opened (aria-expanded is not a text box's), so this does. */}
      <p aria-live="polite" className="sr-only">
        {count > 0 ? `${count} ${count === 1 ? 'suggestion' : 'suggestions'}: use the Up and Down keys to choose.` : ''}
      </p>
      {/* Always in the page, so the box's aria-controls always points at something. */}
      <ul
        ref={self}
        id={id}
        role="listbox"
        aria-label="Suggested ingredients"
        hidden={!open}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-72 overflow-y-auto rounded-xl border border-edge bg-paper py-1 shadow-lg"
      >
        {open &&
          options.map((option, index) => (
            <li
              key={option}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keep focus in the box, where the visitor goes on typing.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(index)}
              className="flex min-h-11 cursor-pointer items-center px-4 text-base text-ink hover:bg-oat aria-selected:bg-oat aria-selected:font-semibold aria-selected:shadow-[inset_4px_0_0_var(--color-tomato)]"
            >
              {option}
            </li>
          ))}
      </ul>
    </>
  );
}
