import { useState } from 'react';
import {
  ALLERGEN_NAMES,
  ALLERGENS,
  DIETS,
  MAX_SERVINGS,
  MIN_SERVINGS,
  TIME_LIMITS,
  type RecipePreferences as Preferences,
} from '../../shared/recipe-preferences.ts';
import { describePreferences } from '../lib/describe-preferences.ts';
import { ChoiceGroup, OptionalNumber } from './preference-fields.tsx';

interface RecipePreferencesProps {
  value: Preferences;
  onChange: (next: Preferences) => void;
}

const SERVINGS = Array.from({ length: MAX_SERVINGS - MIN_SERVINGS + 1 }, (_, i) => MIN_SERVINGS + i);
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Diet, allergies, servings and time, folded away until the visitor opens them. */
export function RecipePreferences({ value, onChange }: RecipePreferencesProps) {
  const set = (patch: Partial<Preferences>) => onChange({ ...value, ...patch });
  const summary = describePreferences(value);
  const [open, setOpen] = useState(false);

  return (
    <div className="mt-8">
      {/* The choices are made only once it is opened: most visits never open it, and a hundred-odd
          hidden controls would be built for nothing as the page starts. */}
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
            <ChoiceGroup legend="Diet" options={DIETS} chosen={value.diet} labelOf={capitalise} onChange={(diet) => set({ diet })} />
            <ChoiceGroup
              legend="Allergies"
              options={ALLERGENS}
              chosen={value.allergies}
              labelOf={(allergen) => capitalise(ALLERGEN_NAMES[allergen])}
              onChange={(allergies) => set({ allergies })}
            />
            <div className="grid gap-4 min-[420px]:grid-cols-2">
              <OptionalNumber label="Servings" noneLabel="Chef’s choice" options={SERVINGS} value={value.servings} onChange={(servings) => set({ servings })} />
              <OptionalNumber
                label="Maximum time"
                noneLabel="Any time"
                options={TIME_LIMITS}
                optionLabel={(minutes) => `${minutes} minutes`}
                value={value.maxMinutes}
                onChange={(maxMinutes) => set({ maxMinutes })}
              />
            </div>
          </div>
        )}
      </details>
      {summary && <p className="mt-2 px-1 text-sm text-ink-soft">{summary}</p>}
    </div>
  );
}
