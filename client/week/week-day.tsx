import { useId, useMemo } from 'react';
import { canCookDouble, servingsOfDay } from '../../shared/week/plan-edits.ts';
import { keepingAdvice } from '../../shared/week/leftovers.ts';
import { dayHeading, type CookingDay, type PlanDay, type WeekPlan } from '../../shared/week/week-plan.ts';
import { RecipeMarkdown } from '../components/recipe-markdown.tsx';
import { scaleRecipe } from '../recipe/scaler.ts';
import type { WeekState } from './week-reducer.ts';
import type { WeekStore } from './week-store.ts';
import { NOT_PROVEN } from './week-proofs.ts';

interface WeekDayProps {
  plan: WeekPlan;
  day: PlanDay;
  state: WeekState;
  /** The store that changes the plan; none for a week opened from a link, which is only to read. */
  store?: WeekStore;
  /** Whether the service said this day's proof is not its own for the text (a shared week's). */
  unproven?: boolean;
}

/** A written day's recipe at the servings it is cooked for now: scaled on the page, as "Servings to cook" does. */
function useShownText(plan: WeekPlan, day: CookingDay): string | undefined {
  const { written } = day;
  const servings = servingsOfDay(plan, day);
  return useMemo(() => {
    if (!written || written.servings === servings) return written?.markdown;
    try {
      return scaleRecipe(written.markdown, written.servings, servings);
    } catch (error) {
      // A text the scaler cannot place is shown as written rather than not at all.
      console.error(error);
      return written.markdown;
    }
  }, [written, servings]);
}

function CookingDayBody({ plan, day, state, store, unproven }: WeekDayProps & { day: CookingDay }) {
  const shown = useShownText(plan, day);
  const writing = state.phase === 'writing' && state.day === day.day;
  const draft = state.drafts[day.day];
  const text = shown ?? draft;
  const busy = state.phase !== 'idle';
  return (
    <>
      {text ? <RecipeMarkdown text={text} streaming={writing} /> : <p className="mt-2 text-ink-soft">{writing ? 'Writing this day…' : 'Planned, not written yet.'}</p>}
      {!shown && draft && !writing && <p className="mt-2 text-ink-soft">Stopped before this day was finished.</p>}
      {state.failures[day.day] && (
        <p role="alert" className="mt-2 font-medium text-wine">
          {state.failures[day.day]}
        </p>
      )}
      {unproven && (
        <p role="alert" className="mt-2 font-medium text-wine">
          {NOT_PROVEN}
        </p>
      )}
      {store && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className="btn btn-secondary" aria-disabled={busy} onClick={() => !busy && void store.anotherIdea(day.day)}>
            Another idea for {day.day}
          </button>
          {canCookDouble(plan, day.day) && (
            <button type="button" className="btn btn-secondary" aria-pressed={day.double} onClick={() => store.cookDouble(day.day)}>
              Cook double
            </button>
          )}
        </div>
      )}
    </>
  );
}

/** One day of "Your week": its heading, its recipe as it is written (or the leftovers it eats) and what can be done with it. */
export function WeekDay(props: WeekDayProps) {
  const { plan, day, store } = props;
  const headingId = useId();
  const cook = day.kind === 'leftovers' ? plan.days.find((each): each is CookingDay => each.kind === 'cook' && each.day === day.from) : undefined;
  return (
    <article aria-labelledby={headingId} className="mt-6 border-t border-tomato/20 pt-4">
      <h3 id={headingId} className="font-display text-xl font-semibold text-ink">
        {dayHeading(day)}
      </h3>
      {day.kind === 'cook' ? (
        <CookingDayBody {...props} day={day} />
      ) : (
        <>
          <p className="mt-2 text-ink-soft">No cooking today: the second half of {day.from}’s {cook?.dish ?? 'dish'}.</p>
          {cook && <p className="mt-1 text-ink-soft">{keepingAdvice({ dish: cook.dish, uses: cook.uses })}</p>}
        </>
      )}
      {store && (
        <button type="button" className="btn btn-secondary mt-2" onClick={() => store.remove(day.day)}>
          Remove {day.day}
        </button>
      )}
    </article>
  );
}
