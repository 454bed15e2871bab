import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import type { WeekPlan } from '../../../shared/week/week-plan.ts';
import { useWeekEstimates } from '../../../client/week/use-week-estimates.ts';
import { WeekNutritionPanel as Panel } from '../../../client/week/week-nutrition-panel.tsx';
import { fakeApi } from '../../support/fake-api.ts';
import { WEEK, cooking, planOf, PASTA, recipeText } from '../../support/week-plans.ts';

const region = () => screen.getByRole('region', { name: 'Nutrition over the week' });
type Row = readonly [string | null, string[]];
/** The table's rows as [row heading, its cells' text]. */
const rows = () =>
  within(region())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).queryAllByRole('cell').map((cell) => cell.textContent)] as const);

/** The panel with the estimates worked out as the week's area works them out. */
function WeekNutritionPanel({ plan, units }: { plan: WeekPlan; units: Units }) {
  return <Panel plan={plan} units={units} {...useWeekEstimates(plan)} />;
}

describe('nutrition over the week', () => {
  // First: once fetched, the table is kept for the tests after.
  it('says so when the food table does not load', async () => {
    fakeApi({ foods: () => new Response('', { status: 503 }) });
    // A recipe no test before has estimated (estimates are kept by recipe).
    render(<WeekNutritionPanel plan={planOf([cooking('Monday', 'Plain Rice', recipeText('Plain Rice', 2, ['150 g rice']))])} units="metric" />);
    await within(region()).findByText(/the food table did not load/, {}, { timeout: 20_000 });
  });

  it('gives each day per serving and the daily average, from USDA\'s table, saying what it did not count', async () => {
    fakeApi();
    render(<WeekNutritionPanel plan={WEEK} units="metric" />);
    await waitFor(() => expect(rows().at(-1)?.[0]).toBe('Daily average'), { timeout: 20_000 });
    expect(within(region()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Day', 'Energy', 'Protein', 'Fat', 'Carbohydrate', 'Fibre', 'Salt']);
    const [monday, tuesday, , , average] = rows() as [Row, Row, Row, Row, Row];
    expect(monday[0]).toBe('Monday: Chicken and Spinach Curry');
    // Tuesday eats Monday's curry: the same dish per serving.
    expect(tuesday).toEqual(['Tuesday: Leftovers from Monday', monday[1]]);
    expect(average[1][0]).toMatch(/^\d+ kcal$/);
    const kcal = rows().slice(0, 4).map(([, cells]) => Number(/^(\d+)/.exec(cells[0]!.replace(',', ''))![1]));
    expect(Number(/^(\d+)/.exec(average[1][0]!)![1])).toBeCloseTo(kcal.reduce((a, b) => a + b) / 4, -1);
    // Gochujang is not in USDA's table: said, as a recipe's panel says it.
    expect(within(region()).getByText(/^Wednesday: .*Not counted: 2 tbsp gochujang/)).toBeInTheDocument();
  });

  it('names a day not written yet and keeps it out of the average, and gives sodium in US units', async () => {
    fakeApi();
    render(<WeekNutritionPanel plan={planOf([cooking('Monday', 'Tomato Pasta', PASTA), cooking('Tuesday', 'Fish Pie')])} units="us" />);
    await waitFor(() => expect(rows().at(-1)?.[0]).toBe('Daily average'), { timeout: 20_000 });
    expect(rows()[1]).toEqual(['Tuesday: Fish Pie', ['Not written yet']]);
    expect(within(region()).getAllByRole('columnheader').at(-1)?.textContent).toBe('Sodium');
    expect(within(region()).getByText('The average is of Monday only: Tuesday could not be counted.')).toBeInTheDocument();
  });
});
