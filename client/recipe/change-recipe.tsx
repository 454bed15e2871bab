import { useId } from 'react';
import type { AdjustKind } from '../../shared/api/recipe-change.ts';

interface ChangeRecipeProps {
  /** While a recipe streams, the buttons wait (keeping focus where it is). */
  busy: boolean;
  onChange: (kind: AdjustKind) => void;
}

const CHANGES: readonly (readonly [AdjustKind, string])[] = [
  ['quicker', 'Quicker'],
  ['spicier', 'Spicier'],
  ['milder', 'Milder'],
  ['vegetarian', 'Vegetarian'],
  ['no-oven', 'No oven'],
  ['one-pot', 'One pot'],
];

/** "Change this recipe": each button asks the chef for a new version of the recipe shown. */
export function ChangeRecipe({ busy, onChange }: ChangeRecipeProps) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <p id={headingId} className="font-semibold text-ink">
        Change this recipe
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {CHANGES.map(([kind, name]) => (
          // aria-disabled rather than disabled, so keyboard focus stays on the button while it cooks.
          <button
            key={kind}
            type="button"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) onChange(kind);
            }}
            className="btn btn-secondary aria-disabled:cursor-progress aria-disabled:opacity-60"
          >
            {name}
          </button>
        ))}
      </div>
    </div>
  );
}
