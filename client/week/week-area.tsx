import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { RecipeWishes } from '../../shared/api/prompt.ts';
import { DEFAULT_PLAN_SERVINGS } from '../../shared/week/plan-days.ts';
import { canCookDouble, cookOf, servingsOfDay } from '../../shared/week/plan-edits.ts';
import type { WeekPlan } from '../../shared/week/week-plan.ts';
import { ShareWeek } from './share-week.tsx';
import { BrokenWeekNote } from './shared-week-note.tsx';
import { SharedWeekDays } from './shared-week.tsx';
import { useSharedWeek } from './use-shared-week.ts';
import { WeekDay } from './week-day.tsx';
import { withoutProofs } from './week-proofs.ts';
import { WeekListArea } from './week-list-area.tsx';
import type { WeekState } from './week-reducer.ts';
import { daysIn, servingsIn } from './week-servings.ts';
import { createWeekStore } from './week-store.ts';

/** A press of "Plan a week": the list, the fields as typed, the preferences. */
export interface WeekPress {
  ingredients: readonly string[];
  days: string;
  servings: string;
  wishes: RecipeWishes;
}

interface WeekAreaProps {
  /** The last press of "Plan a week" (a new value each press), null when the plan shown was kept. */
  press: WeekPress | null;
  /** The "Servings" field as typed: a change scales the days written, with no host call. */
  servings: string;
  /** Puts a kept plan's servings in the "Servings" field. */
  onServings: (servings: string) => void;
}

/** "Writing day 2 of 5", or what else the week is doing, for the live region. */
function progressOf({ plan, phase, day }: WeekState): string {
  if (phase === 'planning') return day ? `Finding another idea for ${day}…` : 'Planning your week…';
  if (phase !== 'writing' || !plan || !day) return '';
  return `Writing day ${plan.days.findIndex((each) => each.day === day) + 1} of ${plan.days.length}`;
}

const unwritten = (plan: WeekPlan | null) => plan?.days.some((day) => day.kind === 'cook' && !day.written) === true;
const anyWritten = (plan: WeekPlan) => plan.days.some((day) => day.kind === 'cook' && day.written);

/** "Your week": the plan's days, each written in turn, with Stop and a way to write what is left. */
export function WeekArea({ press, servings: servingsText, onServings }: WeekAreaProps) {
  const [store] = useState(createWeekStore);
  const state = useSyncExternalStore(store.subscribe, store.get);
  const headingId = useId();
  const { plan, phase, error } = state;
  const busy = phase !== 'idle';
  const servingsFirst = press?.wishes.servings ?? plan?.servings ?? DEFAULT_PLAN_SERVINGS;
  const servings = servingsIn(servingsText, servingsFirst);
  const [shared, closeShared] = useSharedWeek();

  useEffect(() => {
    if (!press) return;
    // A plan of the visitor's own asked for: a week opened from a link gives way.
    closeShared();
    const { ingredients, days, wishes } = press;
    void store.plan({ ingredients, days: daysIn(days), servings: servingsIn(press.servings, wishes.servings ?? DEFAULT_PLAN_SERVINGS), wishes });
  }, [press, store, closeShared]);
  useEffect(() => () => store.stop(), [store]);

  // A kept plan puts its servings in the field; after that, the field's changes scale the plan.
  const synced = useRef(false);
  useEffect(() => {
    const kept = store.get().plan;
    if (!synced.current && kept && !press) onServings(String(kept.servings));
    else if (synced.current) store.setServings(servings);
    synced.current = true;
    // Only a change of the field is the cook's: the rest is read when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [servings, store]);

  // Taken as the visitor's own: the days whose proofs the service refused keep their text, not the proof.
  const useShared = () => {
    if (shared.status !== 'shown') return;
    store.adopt(withoutProofs(shared.plan, shared.unproven));
    onServings(String(shared.plan.servings));
    closeShared();
  };

  if (shared.status === 'reading' || shared.status === 'shown') {
    return (
      <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-tomato/25 bg-oat p-5 sm:p-6">
        <h2 id={headingId} className="font-display text-2xl font-semibold text-ink">
          Your week
        </h2>
        {shared.status === 'reading' && <p className="mt-2 text-ink-soft">Opening the shared week…</p>}
        {shared.status === 'shown' && <SharedWeekDays shared={shared} replacesOwn={plan !== null} onUse={useShared} />}
      </section>
    );
  }
  const broken = shared.status === 'broken';
  if (!plan && !busy && !error && !broken) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-tomato/25 bg-oat p-5 sm:p-6">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink">
        Your week
      </h2>
      {broken && <BrokenWeekNote />}
      {plan?.by && <p className="mt-1 text-ink-soft">Planned by {plan.by}</p>}
      {state.note && <p className="mt-1 text-ink-soft">{state.note}</p>}
      <p aria-live="polite" className="mt-2 text-ink-soft">
        {progressOf(state)}
      </p>
      {error && (
        <p role="alert" className="mt-2 font-medium text-wine">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {busy && (
          <button type="button" className="btn btn-secondary" onClick={store.stop}>
            Stop
          </button>
        )}
        {!busy && unwritten(plan) && (
          <button type="button" className="btn btn-secondary" onClick={() => void store.writeRest()}>
            Write the rest of the week
          </button>
        )}
      </div>
      {plan && !busy && anyWritten(plan) && <ShareWeek plan={plan} />}
      {plan && (
        <ol className="list-none">
          {plan.days.map((day) => (
            <li key={day.day}>
              <WeekDay
                day={day}
                servings={servingsOfDay(plan, day)}
                canDouble={canCookDouble(plan, day.day)}
                cook={cookOf(plan, day)}
                writing={phase === 'writing' && state.day === day.day}
                draft={state.drafts[day.day]}
                failure={state.failures[day.day]}
                busy={busy}
                store={store}
              />
            </li>
          ))}
        </ol>
      )}
      {/* Worked out from the recipes as written, in the units they are written in. */}
      {plan && <WeekListArea plan={plan} units={plan.preferences.units ?? 'metric'} />}
    </section>
  );
}

// React.lazy takes a module's default export.
export default WeekArea;
