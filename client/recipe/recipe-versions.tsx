interface RecipeVersionsProps {
  /** The version shown, from 0. */
  current: number;
  count: number;
  /** While a recipe streams, moving waits. */
  busy: boolean;
  onShow: (index: number) => void;
}

/** "Previous version", "Version N of M", "Next version": nothing until a change has made a second version. */
export function RecipeVersions({ current, count, busy, onShow }: RecipeVersionsProps) {
  if (count < 2) return null;
  const atFirst = busy || current === 0;
  const atLast = busy || current === count - 1;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {/* aria-disabled rather than disabled, so keyboard focus stays on the button at either end. */}
      <button
        type="button"
        aria-disabled={atFirst}
        onClick={() => {
          if (!atFirst) onShow(current - 1);
        }}
        className="btn btn-secondary aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      >
        Previous version
      </button>
      {/* Atomic, so a move is heard as "Version 2 of 3" rather than as the one number that changed. */}
      <p aria-live="polite" aria-atomic="true" className="font-medium text-ink">
        Version {current + 1} of {count}
      </p>
      <button
        type="button"
        aria-disabled={atLast}
        onClick={() => {
          if (!atLast) onShow(current + 1);
        }}
        className="btn btn-secondary aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      >
        Next version
      </button>
    </div>
  );
}
