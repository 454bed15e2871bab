import type { NutritionEstimate } from '../../shared/nutrition/nutrition.ts';
import type { WeekPlan } from '../../shared/week/week-plan.ts';
import { loadOnce } from '../lib/load-once.ts';
import { WEEK_FILE_NAME, weekFile } from './week-file.ts';

// The download comes with a press of "Save week file", as the recipe's does.
const loadRecipeFile = loadOnce(() => import('../lib/recipe-file.ts'));

interface SaveWeekFileProps {
  plan: WeekPlan;
  /** Each day's nutrition per serving as worked out so far, for the file to carry. */
  estimates: ReadonlyMap<string, NutritionEstimate | null>;
  /** Says how saving went, in a polite live region. */
  onMessage: (message: string) => void;
}

const NOT_SAVED = 'The week file could not be made. Try again.';

/** "Save week file": the written days as schema.org JSON-LD, which recipe managers import. */
export function SaveWeekFile({ plan, estimates, onMessage }: SaveWeekFileProps) {
  const save = async () => {
    try {
      const { downloadJsonLd } = await loadRecipeFile();
      onMessage(`Saved ${downloadJsonLd(WEEK_FILE_NAME, weekFile(plan, estimates))}`);
    } catch (failure) {
      console.error(failure);
      onMessage(NOT_SAVED);
    }
  };

  return (
    <button type="button" onClick={() => void save()} className="btn btn-secondary">
      Save week file
    </button>
  );
}
