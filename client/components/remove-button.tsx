import type { Ref } from 'react';

interface RemoveButtonProps {
  /** What it removes, said in full: "Remove Tomato". */
  label: string;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
  /** The background it takes on hover, one step darker than the surface it sits on. */
  hover: 'hover:bg-oat' | 'hover:bg-cream';
}

/** The round × that takes one thing off a list, with its focus ring inside it, clear of the name beside it. */
export function RemoveButton({ label, onClick, ref, hover }: RemoveButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`grid size-11 shrink-0 cursor-pointer place-items-center rounded-full text-ink-soft hover:text-wine focus-visible:-outline-offset-4 ${hover}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round">
        <path d="M5 5l10 10M15 5 5 15" />
      </svg>
    </button>
  );
}
