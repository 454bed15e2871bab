import { screen } from '@testing-library/react';
import { answerFrames, fakeApi, streamResponse } from './fake-api.ts';
import { addIngredients, renderPage } from './page.tsx';

// A finished recipe with a line USDA has no food for (gochujang) and one to taste, for the nutrition panel's tests.

export const FOUR = ['Chicken', 'Rice', 'Garlic', 'Lemon'];
export const RECIPE = `# Lemon garlic chicken with rice

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

export const panel = () => screen.findByRole('region', { name: 'Nutrition per serving' });

/** The page with RECIPE (or `markdown`) asked for and shown, in `units`, the food table from `foods` when given. */
export async function recipeShown(markdown = RECIPE, units?: 'metric' | 'us', foods?: () => Response) {
  if (units) localStorage.setItem('pantry-chef:preferences', JSON.stringify({ version: 1, value: { units } }));
  const api = fakeApi({ recipe: () => streamResponse(answerFrames([markdown])), ...(foods ? { foods } : {}) });
  const page = await renderPage();
  await addIngredients(page.user, ...FOUR);
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  return { ...page, api };
}
