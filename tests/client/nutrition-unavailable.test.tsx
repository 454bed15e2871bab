import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerFrames, fakeApi, streamResponse } from '../support/fake-api.ts';
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

async function recipeShown(markdown = RECIPE, units?: 'metric' | 'us', foods?: () => Response) {
  if (units) localStorage.setItem('pantry-chef:preferences', JSON.stringify({ version: 1, value: { units } }));
  const api = fakeApi({ recipe: () => streamResponse(answerFrames([markdown])), ...(foods ? { foods } : {}) });
  const page = await renderPage();
  await addIngredients(page.user, ...FOUR);
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  return { ...page, api };
}

// In a file of its own: the page keeps the table once it has it, for the rest of the visit.
describe('nutrition without its food table', () => {
  it('says so, with no figures, when the food table cannot be fetched', async () => {
    await recipeShown(RECIPE, 'metric', () => new Response('gone', { status: 503 }));
    const region = await panel();
    expect(await within(region).findByText(/^Nutrition could not be worked out/)).toBeInTheDocument();
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
  });
});
