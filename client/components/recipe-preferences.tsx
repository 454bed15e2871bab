import { useId, useState } from 'react';
import {
  ALLERGEN_NAMES,
  ALLERGENS,
  DIETS,
  MAX_SERVINGS,
  MIN_SERVINGS,
  TIME_LIMITS,
  type RecipePreferences as Preferences,
  type TimeLimit,
} from '../../shared/recipe-preferences.ts';
import { describePreferences } from '../lib/describe-preferences.ts';

interface RecipePreferencesProps {
  value: Preferences;
  onChange: (next: Preferences) => void;
}

const SERVINGS = Array.from({ length: MAX_SERVINGS - MIN_SERVINGS + 1 }, (_, i) => MIN_SERVINGS + i);
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Adds or removes one choice, keeping the canonical order; an empty list is no wish at all. */
function toggle<T extends string>(all: readonly T[], chosen: readonly T[] | undefined, choice: T, on: boolean): T[] | undefined {
  const next = all.filter((one) => (one === choice ? on : (chosen ?? []).includes(one)));
  return next.length > 0 ? next : undefined;
}

function Choice({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  // The whole label is the tap target, so a small checkbox is still easy to hit.
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-paper px-3 py-2 has-[:checked]:border-tomato has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ink">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-5 shrink-0 accent-tomato focus-visible:outline-none" />
      <span>{label}</span>
    </label>
  );
}

/** Diet, allergies, servings and time, folded away until the visitor opens them. */
export function RecipePreferences({ value, onChange }: RecipePreferencesProps) {
  const servingsId = useId();
  const timeId = useId();
  const set = (patch: Partial<Preferences>) => onChange({ ...value, ...patch });
  const summary = describePreferences(value);
  const [open, setOpen] = useState(false);

  return (
    <div className="mt-8">
      {/* The choices are made only once it is opened: most visits never open it, and building a
          hundred-odd hidden controls was a third of the work of this half of the page arriving. */}
      <details className="group rounded-2xl border border-line bg-oat" onToggle={(event) => setOpen(event.currentTarget.open)}>
        {/* A flex summary loses its marker, so the chevron says it opens; it turns when it has. */}
        <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-2xl px-5 font-display text-xl font-semibold text-ink [&::-webkit-details-marker]:hidden">
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 text-tomato transition-transform group-open:rotate-90 motion-reduce:transition-none">
            <path d="M5 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          Preferences
        </summary>
        {open && (
          <div className="flex flex-col gap-6 px-5 pt-1 pb-5">
            <fieldset>
              <legend className="font-semibold text-ink">Diet</legend>
              <div className="mt-2 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:grid-cols-3">
                {DIETS.map((diet) => (
                  <Choice
                    key={diet}
                    label={capitalise(diet)}
                    checked={value.diet?.includes(diet) ?? false}
                    onChange={(on) => set({ diet: toggle(DIETS, value.diet, diet, on) })}
                  />
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="font-semibold text-ink">Allergies</legend>
              <div className="mt-2 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:grid-cols-3">
                {ALLERGENS.map((allergen) => (
                  <Choice
                    key={allergen}
                    label={capitalise(ALLERGEN_NAMES[allergen])}
                    checked={value.allergies?.includes(allergen) ?? false}
                    onChange={(on) => set({ allergies: toggle(ALLERGENS, value.allergies, allergen, on) })}
                  />
                ))}
              </div>
            </fieldset>
            <div className="grid gap-4 min-[420px]:grid-cols-2">
              <div className="flex flex-col gap-1">
                <label htmlFor={servingsId} className="font-semibold text-ink">
                  Servings
                </label>
                <select
                  id={servingsId}
                  value={value.servings ?? ''}
                  onChange={(event) => set({ servings: event.target.value === '' ? undefined : Number(event.target.value) })}
                  className="min-h-11 rounded-xl border border-edge bg-paper px-3 text-base text-ink"
                >
                  <option value="">Chef’s choice</option>
                  {SERVINGS.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={timeId} className="font-semibold text-ink">
                  Maximum time
                </label>
                <select
                  id={timeId}
                  value={value.maxMinutes ?? ''}
                  onChange={(event) => set({ maxMinutes: event.target.value === '' ? undefined : (Number(event.target.value) as TimeLimit) })}
                  className="min-h-11 rounded-xl border border-edge bg-paper px-3 text-base text-ink"
                >
                  <option value="">Any time</option>
                  {TIME_LIMITS.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {minutes} minutes
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </div>
        )}
      </details>
      {summary && <p className="mt-2 px-1 text-sm text-ink-soft">{summary}</p>}
    </div>
  );
}
