import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_TEXTS } from '../../client/lib/error-messages.ts';
import { answerFrames, errorResponse, fakeApi, openStream, streamResponse } from '../support/fake-api.ts';
import { addIngredients, recipeSection, renderPage } from '../support/page.tsx';

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];

async function askForRecipe() {
  const page = await renderPage();
  await addIngredients(page.user, ...FOUR);
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  return page;
}

const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('when a recipe fails', () => {
  it('logs the error, empties the recipe, ends loading and offers to try again', async () => {
    const logged = quietConsole();
    const stream = openStream();
    fakeApi({ recipe: () => stream.response });
    await askForRecipe();

    stream.begin();
    stream.text('## Half a soup\n\nStart by');
    await screen.findByText('Half a soup');
    stream.fail('The chef took too long to answer. Please try again.');

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.general);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Half a soup')).not.toBeInTheDocument();
    expect(recipeSection()).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.any(Error));
  });

  it('keeps the recipe section after a later request fails', async () => {
    quietConsole();
    fakeApi({
      recipe: (call) =>
        call === 0
          ? streamResponse(answerFrames(['## Pancakes\n\nFluffy.']))
          : errorResponse(503, 'upstream_busy', 'The chef is busy right now.'),
    });
    const { user } = await askForRecipe();
    await screen.findByText('Fluffy.');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.upstream_busy);
    const section = recipeSection();
    expect(section).toBeInTheDocument();
    expect(within(section!).queryByText('Fluffy.')).not.toBeInTheDocument();
  });

  it('tries again with the same list when "Try again" is pressed', async () => {
    quietConsole();
    const api = fakeApi({
      recipe: (call) =>
        call === 0
          ? errorResponse(504, 'upstream_timeout', 'The chef took too long to answer.')
          : streamResponse(answerFrames(['## Crêpes\n'])),
    });
    const { user } = await askForRecipe();
    await screen.findByRole('alert');
    expect(recipeSection()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The button is gone while the chef works; focus moves to "Get a recipe", not to nowhere.
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toHaveFocus();
    await screen.findByRole('heading', { name: 'Crêpes' });
    expect(api.recipeBodies).toEqual([
      { ingredients: FOUR, units: 'us' },
      { ingredients: FOUR, units: 'us' },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows neither the raw body nor the status code of a 502', async () => {
    quietConsole();
    fakeApi({
      recipe: () =>
        errorResponse(502, 'upstream_unavailable', 'upstream said: ECONNREFUSED 10.0.0.7:8080'),
    });
    const { container } = await askForRecipe();

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.upstream_unavailable);
    const text = container.textContent ?? '';
    for (const leak of ['502', 'upstream_unavailable', 'ECONNREFUSED', '{', 'error']) {
      expect(text).not.toContain(leak);
    }
  });

  it('says to wait when the API refuses with rate_limited', async () => {
    quietConsole();
    fakeApi({ recipe: () => errorResponse(429, 'rate_limited', 'Slow down.') });
    await askForRecipe();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many recipes in a minute. Please wait a moment and try again.',
    );
  });

  it('shows the general text whatever a mid-stream error chunk says', async () => {
    quietConsole();
    const stream = openStream();
    fakeApi({ recipe: () => stream.response });
    await askForRecipe();
    stream.begin();
    stream.fail('<b>rate_limited</b> at upstream 10.0.0.7');
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.general);
    expect(document.body.textContent).not.toContain('10.0.0.7');
  });

  it('shows the general text when the server answers with a failure of its own', async () => {
    quietConsole();
    fakeApi({ recipe: () => errorResponse(502, 'upstream_unavailable', 'The chef could not answer.') });
    await askForRecipe();
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.upstream_unavailable);
  });
});

describe('a failure after a recipe was shown', () => {
  it('empties the card and leaves no action on it but the error’s own', async () => {
    quietConsole();
    fakeApi({
      recipe: (call) => (call === 0 ? streamResponse(answerFrames(['## Pancakes\n\nFluffy.'])) : errorResponse(502, 'upstream_unavailable', 'x')),
    });
    const { user } = await askForRecipe();
    await screen.findByText('Fluffy.');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(within(recipeSection()!).getByRole('button', { name: 'Another idea' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await screen.findByRole('alert');
    expect(within(recipeSection()!).queryAllByRole('button')).toEqual([]);
  });
});
