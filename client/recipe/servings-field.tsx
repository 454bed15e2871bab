import { useId, useState } from 'react';
import { MAX_SCALED_SERVINGS, MIN_SERVINGS } from '../../shared/recipe-preferences.ts';

interface ServingsFieldProps {
  /** The servings the recipe on screen states. */
  servings: number;
  /** Each valid whole number the visitor sets, at once. */
  onChange: (servings: number) => void;
}

const valid = (text: string): number | null => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= MIN_SERVINGS && value <= MAX_SCALED_SERVINGS ? value : null;
};

/**
 * "Servings to cook": the recipe is scaled on the page as the number changes. While what is typed
 * is not a number of servings (empty, say, on the way from 4 to 12) nothing changes; leaving the
 * field puts back the servings shown.
 */
export function ServingsField({ servings, onChange }: ServingsFieldProps) {
  const id = useId();
  // What the visitor is typing, until it is a number of servings or they leave the field.
  const [draft, setDraft] = useState<string | null>(null);
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
        onChange={(event) => {
          const text = event.target.value;
          const value = valid(text);
          setDraft(value === null ? text : null);
          if (value !== null && value !== servings) onChange(value);
        }}
        onBlur={() => setDraft(null)}
        className="min-h-11 w-24 rounded-lg border border-line bg-paper px-3 py-2 text-ink"
      />
    </div>
  );
}
