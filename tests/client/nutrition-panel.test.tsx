import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerFrames, fakeApi, openStream, streamResponse } from '../support/fake-api.ts';
import { addIngredients, renderPage } from '../support/page.tsx';

const FOUR = ['Chicken', 'Rice', 'Garlic', 'Lemon'];
const RECIPE = `# Lemon garlic chicken with rice

Serves 2

## Ingredients

- 300 g chicken breast, diced
- 150 g rice
- 2 cloves garlic, minced
- 1 tbsp olive oil
- 2 tbsp gochujang
- Salt, to taste

## Method

1. Simmer the rice in 300 ml water for 15 minutes.
2. Fry the chicken in the olive oil for 8 minutes, until it reaches 74 °C inside.
3. Stir in the garlic and the gochujang.
`;

const panel = () => screen.findByRole('region', { name: 'Nutrition per serving' });
/** The table's rows as [nutrient, figure]. */
const rows = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
const kcalOf = (region: HTMLElement) => Number(/^(\d+)/.exec(rows(region)[0]![1]!.replace(',', ''))![1]);

async function recipeShown(markdown = RECIPE, units?: 'metric' | 'us', foods?: () => Response) {
  if (units) localStorage.setItem('pantry-chef:preferences', JSON.stringify({ version: 1, value: { units } }));
  const api = fakeApi({ recipe: () => streamResponse(answerFrames([markdown])), ...(foods ? { foods } : {}) });
  const page = await renderPage();
  await addIngredients(page.user, ...FOUR);
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  return { ...page, api };
}

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
    await waitFor(() => expect(rows(region).at(-1)![0]).toBe('Sodium'));
    expect(rows(region).at(-1)![1]).toMatch(/ mg$/);
  });

  it('follows Servings to cook: the same dish per serving, for the servings shown', async () => {
    await recipeShown(RECIPE, 'metric');
    const region = await panel();
    await waitFor(() => expect(within(region).getByText('One of 2 servings, as shown.')).toBeInTheDocument());
    const before = kcalOf(region);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Servings to cook' }), { target: { value: '6' } });
    await waitFor(() => expect(within(region).getByText('One of 6 servings, as shown.')).toBeInTheDocument());
    // Scaled amounts round to cooks' measures: per serving stays within a few percent.
    expect(Math.abs(kcalOf(region) - before) / before).toBeLessThan(0.05);
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
