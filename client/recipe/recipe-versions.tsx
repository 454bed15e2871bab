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
  const first = busy || current === 0;
  const last = busy || current === count - 1;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" aria-disabled={first} onClick={() => !first && onShow(current - 1)} className="btn btn-secondary aria-disabled:cursor-not-allowed aria-disabled:opacity-50">
        Previous version
      </button>
      <p aria-live="polite" className="font-medium text-ink">
        Version {current + 1} of {count}
      </p>
      <button type="button" aria-disabled={last} onClick={() => !last && onShow(current + 1)} className="btn btn-secondary aria-disabled:cursor-not-allowed aria-disabled:opacity-50">
        Next version
      </button>
    </div>
  );
}
