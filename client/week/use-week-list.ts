import { useEffect, useMemo, useState } from 'react';
import type { Units } from '../../shared/api/recipe-preferences.ts';
import type { WeekList } from '../../shared/week/week-list.ts';
import type { WeekPlan } from '../../shared/week/week-plan.ts';
import { loadOnce } from '../lib/load-once.ts';
import { dayRecipes, listInputKey } from './week-days.ts';

// The worker that works the list out, and with it USDA's table, come with the first list.
const loadEngine = loadOnce(() => import('./week-list-engine.ts'));

/** The list for the plan as it is now, or why there is none yet. */
export type ListState = { status: 'working' } | { status: 'done'; list: WeekList } | { status: 'failed' };

/**
 * The week's shopping list, worked out again whenever a day's recipe, its servings or the pantry
 * changes. A list worked out for the plan as it was is never shown: until the new one comes, the
 * state is "working", so no line of a removed or changed day lingers.
 */
export function useWeekList(plan: WeekPlan, units: Units): ListState {
  const key = listInputKey(plan, units);
  // The key names everything the lines depend on: the plan object itself may be new at each render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const input = useMemo(() => ({ days: dayRecipes(plan), pantry: plan.pantry, units }), [key]);
  const [answer, setAnswer] = useState<{ key: string; state: ListState }>();

  useEffect(() => {
    let gone = false;
    loadEngine()
      .then((engine) => engine.weekListOf(input))
      .then(
        (list) => !gone && setAnswer({ key, state: { status: 'done', list } }),
        (failure: unknown) => {
          console.error(failure);
          if (!gone) setAnswer({ key, state: { status: 'failed' } });
        },
      );
    return () => {
      gone = true;
    };
  }, [key, input]);

  return answer?.key === key ? answer.state : { status: 'working' };
}
