import {
  ALLERGEN_NAMES,
  ALLERGENS,
  DIETS,
  MAX_SERVINGS,
  MIN_SERVINGS,
  TIME_LIMITS,
  UNIT_SYSTEMS,
  type Units,
} from '../../shared/api/recipe-preferences.ts';
import type { RecipePreferences as Preferences } from '../../shared/api/recipe-request.ts';
import { browserUnits } from '../lib/locale-units.ts';
import { ChoiceGroup, OneOf, OptionalNumber } from './preference-fields.tsx';

interface PreferenceChoicesProps {
  value: Preferences;
  onChange: (next: Preferences) => void;
}

const SERVINGS = Array.from({ length: MAX_SERVINGS - MIN_SERVINGS + 1 }, (_, i) => MIN_SERVINGS + i);
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const UNIT_LABELS: Readonly<Record<Units, string>> = { metric: 'Metric', us: 'US customary' };

/** The controls of the opened preferences: diets, allergies, servings, a time limit and units. */
export function PreferenceChoices({ value, onChange }: PreferenceChoicesProps) {
  const set = (patch: Partial<Preferences>) => onChange({ ...value, ...patch });
  return (
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
      {/* Until the visitor picks, the browser's language picks, as it does for the request. */}
      <OneOf
        legend="Units"
        options={UNIT_SYSTEMS}
        labelOf={(units) => UNIT_LABELS[units]}
        value={value.units ?? browserUnits()}
        onChange={(units) => set({ units })}
      />
    </div>
  );
}
