import { cookOf, servingsOfDay } from '../../shared/week/plan-edits.ts';
import type { SharedWeek } from './use-shared-week.ts';
import { WeekDay } from './week-day.tsx';
import { WeekListArea } from './week-list-area.tsx';
import { SharedWeekNote } from './shared-week-note.tsx';

interface SharedWeekDaysProps {
  shared: Extract<SharedWeek, { status: 'shown' }>;
  /** Whether the visitor has a week of their own that "Use this week" would replace. */
  replacesOwn: boolean;
  onUse: () => void;
}

/**
 * A week opened from a link, in "Your week", only to read: its days and recipes and its shopping
 * list, with nothing to change them until the visitor takes it as their own.
 */
export function SharedWeekDays({ shared, replacesOwn, onUse }: SharedWeekDaysProps) {
  const { plan, unproven } = shared;
  return (
    <>
      {plan.by && <p className="mt-1 text-ink-soft">Planned by {plan.by}</p>}
      <SharedWeekNote pantry={plan.pantry} replacesOwn={replacesOwn} onUse={onUse} />
      <ol className="list-none">
        {plan.days.map((day) => (
          <li key={day.day}>
            <WeekDay
              day={day}
              servings={servingsOfDay(plan, day)}
              canDouble={false}
              cook={cookOf(plan, day)}
              writing={false}
              draft={undefined}
              failure={undefined}
              busy={false}
              unproven={unproven.includes(day.day)}
            />
          </li>
        ))}
      </ol>
      <WeekListArea plan={plan} units={plan.preferences.units ?? 'metric'} keepTicks={false} />
    </>
  );
}
