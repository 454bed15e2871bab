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

  it('drafts its own recipe again for the servings the cook sets, its tin and times with it, as the server’s chef does', async () => {
    goOffline(true);
    fakeApi({ recipe: () => streamResponse(answerFrames(['## Not this one\n\nNo.'])) });
    const { user } = await askForRecipe();
    await recipeFinished();
    const servings = screen.getByRole('spinbutton', { name: 'Servings to cook' });
    await user.clear(servings);
    await user.type(servings, '1');
    // One serving is baked in paper cases, for less time: not a thin layer in the big tin.
    await waitFor(() => expect(recipeSection()).toHaveTextContent(/line 2 cups of a muffin pan with paper liners/));
    expect(recipeSection()).toHaveTextContent(/bake for 18 minutes/);
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
    await user.click(await screen.findByRole('button', { name: 'Spicier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Changing a recipe needs a connection, and you're offline.");
    expect(within(recipeSection()!).getByRole('heading', { name: 'Server soup' })).toBeInTheDocument();
  });
});

describe('when the model’s host cannot answer', () => {
  it.each([
    ['could not be reached', 502, 'upstream_unavailable'],
    ['took too long', 504, 'upstream_timeout'],
    ['refused the key or the model', 502, 'kitchen_closed'],
  ])('offers the built-in chef when the host %s, which writes the recipe in the page in one click', async (_name, status, code) => {
    quietConsole();
    const api = fakeApi({ recipe: () => Response.json({ error: { code, message: 'x' } }, { status }) });
    const { user } = await askForRecipe();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Ask the built-in chef' }));
    await recipeFinished();
    expect(api.recipeBodies).toHaveLength(1);
    expect(footer()).toHaveTextContent("The chef's host could not answer: this recipe is from the built-in chef");
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a refusal of the list', 400, 'not_food'],
    ['the rate limit', 429, 'rate_limited'],
    ['a full kitchen', 503, 'busy'],
  ])('does not offer it for %s, which the built-in chef would not mend', async (_name, status, code) => {
    quietConsole();
    fakeApi({ recipe: () => Response.json({ error: { code, message: 'x' } }, { status }) });
    await askForRecipe();
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Ask the built-in chef' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
