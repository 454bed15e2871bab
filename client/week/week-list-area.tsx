import type { Units } from '../../shared/api/recipe-preferences.ts';
import type { WeekPlan } from '../../shared/week/week-plan.ts';
import { useCopyText } from '../hooks/use-copy-text.ts';
import { SaveWeekFile } from './save-week-file.tsx';
import { useWeekEstimates } from './use-week-estimates.ts';
import { WeekNutritionPanel } from './week-nutrition-panel.tsx';
import { WeekShoppingList } from './week-shopping-list.tsx';

interface WeekListAreaProps {
  /** The plan as the page keeps it, its days' recipes as written. */
  plan: WeekPlan;
  /** The units the list is written in, and salt or sodium in the figures. */
  units: Units;
  /** Whether ticks are kept on this device: not for a week someone shared, whose ticks would replace the visitor's own. */
  keepTicks?: boolean;
}

/**
 * What goes under the week's days: the shopping list for the week, nutrition over the week and
 * "Save week file", all worked out from the plan's recipes as written and following every change.
 */
export function WeekListArea({ plan, units, keepTicks }: WeekListAreaProps) {
  const estimates = useWeekEstimates(plan);
  // Only its saying, which clears after a while: nothing here copies.
  const { message, say } = useCopyText('');
  return (
    <>
      <WeekShoppingList plan={plan} units={units} keepTicks={keepTicks} />
      <WeekNutritionPanel plan={plan} units={units} {...estimates} />
      <div className="mt-6">
        <SaveWeekFile plan={plan} estimates={estimates.estimates} onMessage={say} />
        <p aria-live="polite" className="mt-2 min-h-6 font-medium text-ink empty:mt-0 empty:min-h-0">
          {message}
        </p>
      </div>
    </>
  );
}
