import { memo, useDeferredValue, useId, useMemo } from 'react';
import { keepingAdvice } from '../../shared/week/leftovers.ts';
import { dayHeading, type CookingDay, type PlanDay } from '../../shared/week/week-plan.ts';
import { RecipeMarkdown } from '../components/recipe-markdown.tsx';
import { scaleRecipe } from '../recipe/scaler.ts';
import type { WeekStore } from './week-store.ts';
import { NOT_PROVEN } from './week-proofs.ts';

// A day is drawn from its own values only, never the whole plan or state: a change of one day
// (removed, another idea, cooked double) draws that day again and leaves every other as it was,
// its recipe not rendered again. On a slow phone the markdown is the costly part of a day.

interface WeekDayProps {
  day: PlanDay;
  /** The servings this day is cooked for now (twice the plan's when cooked double). */
  servings: number;
  /** Whether "Cook double" is offered for this day. */
  canDouble: boolean;
  /** For a leftovers day, the day it eats the second half of. */
  cook: CookingDay | undefined;
  /** Whether this day is being written now, and its text so far. */
  writing: boolean;
  draft: string | undefined;
  /** Why this day could not be written. */
  failure: string | undefined;
  /** Whether the week is planning or writing: "Another idea" waits for it. */
  busy: boolean;
  /** The store that changes the plan; none for a week opened from a link, which is only to read. */
  store?: WeekStore;
  /** Whether the service said this day's proof is not its own for the text (a shared week's). */
  unproven?: boolean;
}

/** A written day's recipe at `servings`: scaled on the page, as "Servings to cook" does. */
function useShownText(day: CookingDay, servings: number): string | undefined {
  const { written } = day;
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

// Rendered again only when its text (or whether it is still streaming) changes.
const DayRecipe = memo(RecipeMarkdown);

function CookingDayBody({ day, servings, canDouble, writing, draft, failure, busy, store, unproven }: WeekDayProps & { day: CookingDay }) {
  // A change of Servings rescales every day: each is scaled and drawn in the background, one at a
  // time, so the page keeps answering taps meanwhile instead of freezing for the whole week.
  const shown = useShownText(day, useDeferredValue(servings));
  const text = shown ?? draft;
  return (
    <>
      {text ? <DayRecipe text={text} streaming={writing} /> : <p className="mt-2 text-ink-soft">{writing ? 'Writing this day…' : 'Planned, not written yet.'}</p>}
      {!shown && draft && !writing && <p className="mt-2 text-ink-soft">Stopped before this day was finished.</p>}
      {failure && (
        <p role="alert" className="mt-2 font-medium text-wine">
          {failure}
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
          {canDouble && (
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
export const WeekDay = memo(function WeekDay(props: WeekDayProps) {
  const { day, cook, store } = props;
  const headingId = useId();
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
});
