import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeRecipe } from '../../shared/offline-chef/recipe-writer.ts';
import { answerFrames, fakeApi, proofFor, streamResponse } from '../support/fake-api.ts';
import { addIngredients, recipeSection, renderPage } from '../support/page.tsx';

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];
const NOTE = "You're offline: this recipe is from the built-in chef";
// The offline chef's title for the list, the same in the page as on the server.
const TITLE = writeRecipe(FOUR).split('\n')[0]!.replace(/^#+\s*/, '');

const goOffline = (offline: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => {});
const footer = () => screen.getByRole('contentinfo');

async function askForRecipe() {
  const page = await renderPage();
  await addIngredients(page.user, ...FOUR);
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  return page;
}

async function recipeFinished() {
  await waitFor(() => expect(within(recipeSection()!).getByRole('heading', { name: TITLE })).toBeInTheDocument(), { timeout: 5000 });
  // Typed out at a model's pace: a few seconds for a whole recipe.
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument(), { timeout: 10_000 });
}

afterEach(() => vi.restoreAllMocks());

describe('with no way to the server', () => {
  it('writes the recipe in the page when the browser is offline, without asking the server', async () => {
    goOffline(true);
    const api = fakeApi({ recipe: () => streamResponse(answerFrames(['## Not this one\n\nNo.'])) });
    await askForRecipe();
    await recipeFinished();
    expect(api.recipeBodies).toHaveLength(0);
    expect(footer()).toHaveTextContent(NOTE);
    expect(footer()).not.toHaveTextContent('Recipes by');
  });

  it('writes it in the page when the request fails on the network, and keeps it like any recipe', async () => {
    quietConsole();
    fakeApi({ recipe: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = await askForRecipe();
    await recipeFinished();
    expect(footer()).toHaveTextContent(NOTE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const recent = await screen.findByRole('region', { name: 'Recent recipes' });
    await user.click(within(recent).getByText('Recent recipes'));
    expect(within(recent).getByText(TITLE)).toBeInTheDocument();
  });

  it("writes it in the page when a proxy answers for a server that is not there (a 502 that is not the server's)", async () => {
    quietConsole();
    fakeApi({ recipe: () => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }) });
    await askForRecipe();
    await recipeFinished();
    expect(footer()).toHaveTextContent(NOTE);
  });

  it('goes back to the server for the next recipe once the connection is back', async () => {
    const offline = goOffline(true);
    const api = fakeApi({ recipe: () => streamResponse(answerFrames(['## Server soup\n\nSimmer.'])) });
    const { user } = await askForRecipe();
    await recipeFinished();
    offline.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Another idea' }));
    await waitFor(() => expect(api.recipeBodies).toHaveLength(1));
    await waitFor(() => expect(within(recipeSection()!).getByRole('heading', { name: 'Server soup' })).toBeInTheDocument());
    expect(api.recipeBodies).toHaveLength(1);
    expect(footer()).not.toHaveTextContent(NOTE);
  });

  it('says a change needs a connection, and keeps the recipe shown', async () => {
    const offline = goOffline(false);
    fakeApi({ recipe: () => streamResponse(answerFrames(['## Server soup\n\n**Serves:** 2\n\n## Ingredients\n\n- 2 eggs\n\n## Steps\n\n1. Simmer.\n'], proofFor(1))) });
    const { user } = await askForRecipe();
    await waitFor(() => expect(within(recipeSection()!).getByRole('heading', { name: 'Server soup' })).toBeInTheDocument());
    offline.mockReturnValue(false);
    await user.click(await screen.findByRole('button', { name: 'Vegetarian' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Changing a recipe needs a connection, and you're offline.");
    expect(within(recipeSection()!).getByRole('heading', { name: 'Server soup' })).toBeInTheDocument();
  });
});
