import { useEffect, useState } from 'react';
import type { NutritionEstimate } from '../../shared/nutrition/nutrition.ts';
import type { WeekPlan } from '../../shared/week/week-plan.ts';
import { loadOnce } from '../lib/load-once.ts';
import { writtenRecipes } from './week-nutrition.ts';

// The same estimator as a recipe's panel, and with it USDA's table, in the nutrition worker.
const loadNutrition = loadOnce(() => import('../nutrition/nutrition-engine.ts'));

/** The estimates so far, by recipe markdown (null: none possible), and whether the table failed to load. */
export interface WeekEstimates {
  estimates: ReadonlyMap<string, NutritionEstimate | null>;
  failed: boolean;
}

/**
 * Each written day's nutrition per serving, worked out as a recipe's panel works it out (from the
 * recipe as written), following every change of the plan: an estimate already made is kept.
 */
export function useWeekEstimates(plan: WeekPlan): WeekEstimates {
  const [state, setState] = useState<WeekEstimates>({ estimates: new Map(), failed: false });
  const wanted = writtenRecipes(plan);
  const key = wanted.join('\u0000');

  useEffect(() => {
    let gone = false;
    const recipes = key === '' ? [] : key.split('\u0000');
    loadNutrition()
      .then(async (engine) => {
        // One recipe at a time: each is read on the page as its estimate is asked for, and 14 read
        // at once would be one long task on a slow phone; each answer from the worker is a task of its own.
        const found: [string, NutritionEstimate | null][] = [];
        for (const markdown of recipes) found.push([markdown, await engine.nutritionOf(markdown)]);
        return found;
      })
      .then(
        (found) => !gone && setState({ estimates: new Map(found), failed: false }),
        (failure: unknown) => {
          console.error(failure);
          if (!gone) setState((before) => ({ ...before, failed: true }));
        },
      );
    return () => {
      gone = true;
    };
  }, [key]);

  return state;
}
