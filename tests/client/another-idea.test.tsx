import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerFrames, fakeApi, openStream, streamResponse } from '../support/fake-api.ts';
import { addIngredients, recipeSection, renderPage } from '../support/page.tsx';

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];

async function firstRecipe(second: () => Response = () => streamResponse(answerFrames(['## Crêpes\n\nThin and quick.']))) {
  const api = fakeApi({
    recipe: (call) => (call === 0 ? streamResponse(answerFrames(['## **Fluffy** Pancakes!\n\nStack them high.'])) : second()),
  });
  const page = await renderPage();
  await addIngredients(page.user, ...FOUR);
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  await screen.findByText('Stack them high.');
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return { ...page, api };
}

describe('another idea', () => {
  it('asks again for the same list, sending the title of the recipe shown', async () => {
    const { user, api } = await firstRecipe();
    await user.click(screen.getByRole('button', { name: 'Another idea' }));

    await screen.findByText('Thin and quick.');
    expect(api.recipeBodies[1]).toEqual({ ingredients: FOUR, units: 'us', previousTitle: 'Fluffy Pancakes' });
    expect(within(recipeSection()!).queryByText('Stack them high.')).not.toBeInTheDocument();
  });

  it('still asks for another idea when the heading reads as a sentence, leaving that title out', async () => {
    const api = fakeApi({
      recipe: (call) => streamResponse(answerFrames([call === 0 ? '## Lemon pasta. You will love it\n\nZest first.' : '## Crêpes\n\nThin and quick.'])),
    });
    const { user } = await renderPage();
    await addIngredients(user, ...FOUR);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await screen.findByText('Zest first.');
    await user.click(await screen.findByRole('button', { name: 'Another idea' }));

    await screen.findByText('Thin and quick.');
    expect(api.recipeBodies[1]).toEqual({ ingredients: FOUR, units: 'us' });
  });

  it('waits while a recipe streams, keeping focus on the button', async () => {
    const stream = openStream();
    const { user, api } = await firstRecipe(() => stream.response);
    const button = screen.getByRole('button', { name: 'Another idea' });
    await user.click(button);
    stream.begin();

    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(api.recipeBodies).toHaveLength(2);
    stream.text('## Crêpes\n');
    stream.end();
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
  });

  it('is not offered before there is a recipe', async () => {
    fakeApi();
    const { user } = await renderPage();
    await addIngredients(user, ...FOUR);
    expect(screen.queryByRole('button', { name: 'Another idea' })).not.toBeInTheDocument();
  });
});
