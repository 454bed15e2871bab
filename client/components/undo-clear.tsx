import type { Ref } from 'react';

interface UndoClearProps {
  /** What happened to the list ("Your list was cleared."). */
  note: string;
  onUndo: () => void;
  buttonRef: Ref<HTMLButtonElement>;
  /** Whether the Undo button has keyboard focus, so focus can move on when it goes away. */
  onFocusChange: (focused: boolean) => void;
}

/** Offered for a few seconds after "Clear all" (or a shared recipe's list took its place), instead of asking "are you sure?" first. */
export function UndoClear({ note, onUndo, buttonRef, onFocusChange }: UndoClearProps) {
  return (
    <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-line bg-oat px-4 py-2">
      <p className="text-ink">{note}</p>
      <button
        ref={buttonRef}
        type="button"
        onClick={onUndo}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
        className="btn btn-secondary min-h-11"
      >
        Undo
      </button>
    </div>
  );
}
