import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, openStream } from '../support/fake-api.ts';
import { FOUR, RECIPE, panel, recipeShown } from '../support/nutrition-page.tsx';
import { addIngredients, renderPage } from '../support/page.tsx';

/** The table's rows as [nutrient, figure]. */
const rows = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
const kcalOf = (region: HTMLElement) => Number(/^(\d+)/.exec(rows(region)[0]![1]!.replace(',', ''))![1]);

describe('nutrition per serving', () => {
  it('is a table per serving under a finished recipe, says what it did not count, and cites USDA', async () => {
    await recipeShown(RECIPE, 'metric');
    const region = await panel();
    await waitFor(() => expect(within(region).getByText('One of 2 servings, as shown.')).toBeInTheDocument());
    expect(within(region).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Nutrient', 'Per serving']);
    expect(rows(region).map(([name]) => name)).toEqual(['Energy', 'Protein', 'Fat', 'of which saturated', 'Carbohydrate', 'of which sugars', 'Fibre', 'Salt']);
    // 150 g chicken breast, 75 g rice, a clove of garlic and half a tablespoon of oil: about 560 kcal and 40 g of protein.
    expect(kcalOf(region)).toBeGreaterThan(450);
    expect(kcalOf(region)).toBeLessThan(650);
    expect(rows(region)[1]![1]).toMatch(/^\d+(\.\d)? g$/);
    expect(within(region).getByText(/^Not counted: .*2 tbsp gochujang/)).toBeInTheDocument();
    expect(within(region).getByText('Estimated from USDA FoodData Central (SR Legacy)')).toBeInTheDocument();
  });

  it('gives sodium in mg in US units, salt in g in metric', async () => {
    await recipeShown(RECIPE, 'us');
    const region = await panel();
    // The row is there from the start, its figure once the estimate has come ("…" until then).
    await waitFor(() => expect(rows(region).at(-1)).toEqual(['Sodium', expect.stringMatching(/ mg$/)]));
  });

  it('follows Servings to cook: the same dish per serving, for the servings shown', async () => {
    await recipeShown(RECIPE, 'metric');
    const region = await panel();
    await waitFor(() => expect(within(region).getByText('One of 2 servings, as shown.')).toBeInTheDocument());
    // Its figures once the estimate has come ("…" until then).
    const before = await waitFor(() => kcalOf(region));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Servings to cook' }), { target: { value: '6' } });
    await waitFor(() => expect(within(region).getByText('One of 6 servings, as shown.')).toBeInTheDocument());
    // Scaled amounts round to cooks' measures: per serving stays within a few percent.
    expect(Math.abs((await waitFor(() => kcalOf(region))) - before) / before).toBeLessThan(0.05);
  });

  it('gives the same figures for the recipe in metric and switched to US units', async () => {
    const { user } = await recipeShown(RECIPE, 'metric');
    const region = await panel();
    const metric = await waitFor(() => kcalOf(region));
    const protein = rows(region)[1]![1];
    await user.click(screen.getByText('Preferences', { selector: 'summary' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Units' })).getByRole('radio', { name: 'US customary' }));
    // 300 g chicken is shown as 11 oz (312 g): the figures are worked out from the recipe as written.
    await screen.findAllByText(/11 oz chicken breast/);
    await waitFor(() => expect(rows(region).at(-1)![0]).toBe('Sodium'));
    const us = await waitFor(() => kcalOf(region));
    expect(Math.abs(us - metric) / metric).toBeLessThan(0.02);
    expect(rows(region)[1]![1]).toBe(protein);
    expect(within(region).getByText('One of 2 servings, as shown.')).toBeInTheDocument();
  });

  it('shows "—" for a figure it could not count, never 0 g', async () => {
    // USDA has no sugars or fibre for tempeh, and no food for gochujang: the estimate is partial.
    await recipeShown(RECIPE.replace(/## Ingredients[^#]*/, '## Ingredients\n\n- 100 g tempeh\n- 300 g gochujang\n- 1 tbsp olive oil\n\n'), 'metric');
    const region = await panel();
    await waitFor(() => expect(within(region).getByText(/^Partial:/)).toBeInTheDocument());
    const figures = Object.fromEntries(rows(region));
    expect(figures['of which sugars']).toBe('—');
    expect(figures.Fibre).toBe('—');
    expect(figures.Protein).toMatch(/^\d+(\.\d)? g$/);
    expect(Object.values(figures)).not.toContain('0 g');
  });

  it('shows no figures for a stopped recipe, and says nutrition needs a whole one', async () => {
    const stream = openStream();
    fakeApi({ recipe: () => stream.response });
    const { user } = await renderPage();
    await addIngredients(user, ...FOUR);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    stream.begin();
    stream.text(RECIPE.slice(0, 120));
    await screen.findByText(/Serves 2/);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    const region = await panel();
    expect(within(region).getByText('Nutrition needs a whole recipe: this one is incomplete.')).toBeInTheDocument();
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
  });
});
