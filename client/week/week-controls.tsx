import { lazy, Suspense, useState } from 'react';
import { MIN_INGREDIENTS } from '../../shared/api/limits.ts';
import type { RecipeWishes } from '../../shared/api/prompt.ts';
import { MAX_SERVINGS, MIN_SERVINGS } from '../../shared/api/recipe-preferences.ts';
import { DEFAULT_PLAN_DAYS, DEFAULT_PLAN_SERVINGS, MAX_PLAN_DAYS, MIN_PLAN_DAYS } from '../../shared/week/plan-days.ts';
import { carriesWeek } from '../lib/share-fragment.ts';
import { SHORT_LIST_TEXT } from '../lib/short-list.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import type { WeekPress } from './week-area.tsx';

// The week's planner (its store, its days, the recipes' renderer) comes with the first press of
// "Plan a week", or at start when a plan is kept: these three fields are all the first script holds.
// Its fields' texts are read there too (week-servings.ts), so this holds no more than it must.
const WeekArea = lazy(() => import('./week-area.tsx'));

// A week is shown at start when one is kept, or when the address carries a shared one.
const kept = () => {
  try {
    return carriesWeek(location.hash) || localStorage.getItem(STORAGE_KEYS.week) !== null;
  } catch {
    return false;
  }
};

function NumberField({ label, value, min, max, set }: { label: string; value: string; min: number; max: number; set: (text: string) => void }) {
  return (
    <label className="flex items-center gap-2 font-semibold text-ink">
      {label}
      <input
        type="number"
        min={min}
        max={max}
        value={value}
        onChange={(event) => set(event.target.value)}
        className="min-h-11 w-24 rounded-xl border border-edge bg-paper px-3 text-base text-ink"
      />
    </label>
  );
}

/** "Days to plan", "Servings" and "Plan a week", under the list; the week itself loads on first use. */
export function WeekControls({ ingredients, wishes }: { ingredients: readonly string[]; wishes: RecipeWishes }) {
  const [days, setDays] = useState(String(DEFAULT_PLAN_DAYS));
  const [servingsText, setServings] = useState(String(wishes.servings ?? DEFAULT_PLAN_SERVINGS));
  const [press, setPress] = useState<WeekPress | null>(null);
  const [error, setError] = useState('');
  const [open] = useState(kept);

  const plan = () => {
    const short = ingredients.length < MIN_INGREDIENTS;
    setError(short ? SHORT_LIST_TEXT : '');
    if (!short) setPress({ ingredients, days, servings: servingsText, wishes });
  };

  return (
    <>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <NumberField label="Days to plan" value={days} min={MIN_PLAN_DAYS} max={MAX_PLAN_DAYS} set={setDays} />
        <NumberField label="Servings" value={servingsText} min={MIN_SERVINGS} max={MAX_SERVINGS} set={setServings} />
        <button type="button" onClick={plan} className="btn btn-secondary">
          Plan a week
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 font-medium text-wine">
          {error}
        </p>
      )}
      {(press || open) && (
        // A kept week holds a screen's height while its chunk loads, so what is under it is below
        // the fold when it arrives, rather than in sight and pushed down by it.
        <Suspense fallback={press ? null : <div className="min-h-dvh" />}>
          <WeekArea press={press} servings={servingsText} onServings={setServings} />
        </Suspense>
      )}
    </>
  );
}
