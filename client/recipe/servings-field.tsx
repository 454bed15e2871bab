import { useId, useState } from 'react';
import { MAX_SCALED_SERVINGS, MIN_SERVINGS } from '../../shared/api/recipe-preferences.ts';

interface ServingsFieldProps {
  /** The servings the recipe on screen states. */
  servings: number;
  /** Each valid whole number the visitor sets, at once. */
  onChange: (servings: number) => void;
  /** While the recipe cannot be scaled, the field keeps its number (and keyboard focus). */
  disabled?: boolean;
}

/** A whole number of servings the recipe can be scaled to, else null: "12" -> 12, "" or "2.5" or "40" -> null. */
const servingsIn = (text: string): number | null => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= MIN_SERVINGS && value <= MAX_SCALED_SERVINGS ? value : null;
};

/** A number typed out of range, brought into it on leaving the field: "40" -> 24, "0" -> 1; null when it is no whole number. */
const clamped = (text: string): number | null => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) ? Math.min(MAX_SCALED_SERVINGS, Math.max(MIN_SERVINGS, value)) : null;
};

/**
 * "Servings to cook": the recipe is scaled on the page as the number changes. While what is typed
 * is not a number of servings (empty, say, on the way from 4 to 12) nothing changes; leaving the
 * field brings a number out of range into it, and puts back the servings shown for anything else.
 */
export function ServingsField({ servings, onChange, disabled = false }: ServingsFieldProps) {
  const id = useId();
  // What the visitor has typed, kept until they leave the field: the scaled recipe (and so
  // `servings`) can arrive a moment after each keystroke, and must not overwrite the next one.
  const [draft, setDraft] = useState<string | null>(null);

  const leave = () => {
    // A valid number was passed on as it was typed; only one out of range is left to bring in.
    const brought = draft !== null && servingsIn(draft) === null ? clamped(draft) : null;
    setDraft(null);
    if (brought !== null && !disabled) onChange(brought);
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="font-semibold text-ink">
        Servings to cook
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_SERVINGS}
        max={MAX_SCALED_SERVINGS}
        step={1}
        value={draft ?? String(servings)}
        // Read-only rather than disabled, so keyboard focus stays in the field while it waits.
        readOnly={disabled}
        aria-disabled={disabled || undefined}
        onChange={(event) => {
          if (disabled) return;
          const text = event.target.value;
          setDraft(text);
          const value = servingsIn(text);
          if (value !== null) onChange(value);
        }}
        onBlur={leave}
        className="min-h-11 w-24 rounded-xl border border-edge bg-paper px-3 text-base text-ink aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      />
    </div>
  );
}
