import { useId } from 'react';
import type { Units } from '../../shared/api/recipe-preferences.ts';
import type { Amount } from '../../shared/nutrition/nutrition.ts';
import type { Nutrients } from '../../shared/nutrition/food-table.ts';
import { listWords } from '../../shared/text/list-words.ts';
import type { WeekPlan } from '../../shared/week/week-plan.ts';
import { figureOf, percent } from '../nutrition/figures.ts';
import type { WeekEstimates } from './use-week-estimates.ts';
import { weekNutrition, type DayNutrition } from './week-nutrition.ts';

interface WeekNutritionPanelProps extends WeekEstimates {
  plan: WeekPlan;
  /** Salt in metric, sodium in US units, as labels give them. */
  units: Units | undefined;
}

type Column = [name: string, key: keyof Nutrients, unit: 'kcal' | 'g' | 'mg'];
const COLUMNS: Column[] = [
  ['Energy', 'kcal', 'kcal'],
  ['Protein', 'protein', 'g'],
  ['Fat', 'fat', 'g'],
  ['Carbohydrate', 'carb', 'g'],
  ['Fibre', 'fibre', 'g'],
];

/** A row's figures, salt (in g, from sodium) or sodium as the units say. */
function figures(each: Record<keyof Nutrients, Amount>, partial: boolean, units: Units | undefined): string[] {
  const salt = units === 'us' ? figureOf(each.sodium, 'mg', partial) : figureOf({ ...each.sodium, value: (each.sodium.value * 2.5) / 1000 }, 'g', partial);
  return [...COLUMNS.map(([, key, unit]) => figureOf(each[key], unit, partial)), salt];
}

/** What a day that has no figures says in place of them. */
const WHY_NONE: Record<Exclude<DayNutrition['status'], 'counted'>, string> = {
  working: 'Working out…',
  'not written': 'Not written yet',
  'not estimated': 'Not counted: no list or servings',
};

/**
 * "Nutrition over the week": each day's figures per serving and the week's daily average, from
 * USDA's table as a recipe's panel has them, saying what it did not count.
 */
export function WeekNutritionPanel({ plan, units, estimates, failed }: WeekNutritionPanelProps) {
  const headingId = useId();
  const { days, average } = weekNutrition(plan, estimates);
  const columns = [...COLUMNS.map(([name]) => name), units === 'us' ? 'Sodium' : 'Salt'];
  const left = days.filter((day) => day.status !== 'counted').map((day) => day.day);

  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-line pt-6">
      <h3 id={headingId} className="font-display text-xl font-semibold text-ink">
        Nutrition over the week
      </h3>
      <p className="mt-1 text-ink-soft">Per serving, each day and the week's daily average.</p>
      {failed && <p className="mt-2 text-ink-soft">Nutrition could not be worked out: the food table did not load. Check your connection and open the plan again.</p>}
      {/* Seven columns do not fit a phone: the table scrolls sideways on its own, and takes the keyboard to do it. */}
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="group" aria-label="Nutrition per serving, by day">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 pr-3 font-semibold">
                Day
              </th>
              {columns.map((name) => (
                <th key={name} scope="col" className="py-1 pr-3 text-right font-semibold">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-b border-line/60">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {day.heading}
                </th>
                {day.status === 'counted' ? (
                  figures(day.estimate.perServing, day.estimate.partial, units).map((figure, at) => (
                    <td key={columns[at]} className="py-1 pr-3 text-right whitespace-nowrap tabular-nums">
                      {figure}
                    </td>
                  ))
                ) : (
                  <td colSpan={columns.length} className="py-1 pr-3 text-ink-soft">
                    {WHY_NONE[day.status]}
                  </td>
                )}
              </tr>
            ))}
            {average && (
              <tr>
                <th scope="row" className="py-1 pr-3 font-semibold">
                  Daily average
                </th>
                {figures(average.perServing, average.partial, units).map((figure, at) => (
                  <td key={columns[at]} className="py-1 pr-3 text-right font-semibold whitespace-nowrap tabular-nums">
                    {figure}
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {average && left.length > 0 && <p className="mt-3 text-ink">The average is of {listWords(average.days)} only: {listWords(left)} could not be counted.</p>}
      <DayNotes days={days} />
    </section>
  );
}

/** What each day did not count, and which days are partial, as a recipe's panel says it. */
function DayNotes({ days }: { days: DayNutrition[] }) {
  const notes = days.flatMap((day) => {
    // A leftovers day's dish is its cooking day's: said once, there.
    if (day.status !== 'counted' || day.leftovers) return [];
    const { estimate } = day;
    const said: string[] = [];
    if (estimate.partial) said.push(`Partial: only ${percent(estimate.weighedShare)} of the recipe's weight could be counted, so the real figures are higher.`);
    if (estimate.notCounted.length > 0) said.push(`Not counted: ${estimate.notCounted.map((line) => line.text).join('; ')}.`);
    return said.length > 0 ? [[day.day, said.join(' ')] as const] : [];
  });
  if (notes.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 text-ink-soft">
      {notes.map(([day, note]) => (
        <li key={day}>
          {day}: {note}
        </li>
      ))}
    </ul>
  );
}
