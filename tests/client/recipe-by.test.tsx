import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { labelOfHealth, recipeByOf } from '../../client/lib/recipe-by.ts';
import { answerFrames, fakeApi, openStream, streamResponse } from '../support/fake-api.ts';
import { addIngredients, recipeSection, renderPage } from '../support/page.tsx';
import { nextTask } from '../support/next-task.ts';

describe('labelOfHealth', () => {
  it.each([
    [{ status: 'ok', provider: 'offline', model: 'offline-chef', host: null }, 'Offline chef'],
    [
      {
        status: 'ok',
        provider: 'openai-compatible',
        model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
        host: 'router.huggingface.co',
      },
      'mistralai/Mixtral-8x7B-Instruct-v0.1 via router.huggingface.co',
    ],
    [{ status: 'ok', provider: 'openai-compatible', model: 'llama3', host: null }, 'llama3'],
    [{ status: 'ok', provider: 'openai-compatible', model: '', host: 'h.example' }, null],
    [{ status: 'degraded', provider: 'offline', model: 'x', host: null }, null],
    [{ error: { code: 'internal', message: 'no' } }, null],
    [null, null],
    ['ok', null],
  ])('names %j as %j', (body, label) => {
    expect(labelOfHealth(body)).toBe(label);
  });
});

describe('the provider note', () => {
  it('says "Offline chef" when the offline chef answers', async () => {
    fakeApi();
    await renderPage();
    expect(await screen.findByText('Offline chef')).toBeInTheDocument();
  });

  it('names the model and its host otherwise', async () => {
    fakeApi({
      health: () =>
        Response.json({
          status: 'ok',
          provider: 'openai-compatible',
          model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
          host: 'router.huggingface.co',
        }),
    });
    await renderPage();
    expect(
      await screen.findByText('mistralai/Mixtral-8x7B-Instruct-v0.1 via router.huggingface.co'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a failing /healthz', () => Response.json({ status: 'down' }, { status: 503 })],
    ['an unreachable /healthz', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a /healthz that is not JSON', () => new Response('<html>oops</html>')],
  ])('shows nothing for %s', async (_, health) => {
    const api = fakeApi({ health });
    await renderPage();
    await settled(api.fetchMock.mock.results);
    expect(screen.queryByText(/Recipes by/)).not.toBeInTheDocument();
  });
});

describe('recipeByOf', () => {
  it.each([
    ['backup-model%20via%20fallback.example', 'backup-model via fallback.example'],
    ['Offline%20chef', 'Offline chef'],
    ['mod%C3%A8le%20via%20h%C3%B4te.example', 'modèle via hôte.example'],
    ['%E0%A4%A', null],
    [null, null],
  ])('reads the header %j as %j', (header, by) => {
    expect(recipeByOf(new Response('', { headers: header === null ? {} : { 'x-recipe-by': header } }))).toBe(by);
  });
});

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];
const PRIMARY_HEALTH = () =>
  Response.json({ status: 'ok', provider: 'openai-compatible', model: 'first-model', host: 'first.example' });
/** A recipe response as the server sends it when `by` wrote the recipe. */
const answeredBy = (by: string, body: BodyInit | null = answerFrames(['## Soup\n']).join('')) =>
  new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1', 'x-recipe-by': encodeURIComponent(by) },
  });
const footerLine = () => screen.getByText(/^Recipes by/).textContent;

async function askForRecipe() {
  const page = await renderPage();
  await addIngredients(page.user, ...FOUR);
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  return page;
}

describe('the provider note for a recipe', () => {
  it('names the host that wrote the recipe on screen, from the moment it starts streaming', async () => {
    const stream = openStream();
    fakeApi({ health: PRIMARY_HEALTH, recipe: () => answeredBy('Offline chef', stream.response.body) });
    const page = await renderPage();
    await addIngredients(page.user, ...FOUR);
    await waitFor(() => expect(footerLine()).toBe('Recipes by first-model via first.example'));

    // The server answers once the first text is there, so its headers come with the recipe's start.
    await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    stream.begin();
    stream.text('## Soup\n');
    await screen.findByRole('heading', { name: 'Soup' });
    expect(footerLine()).toBe('Recipes by Offline chef');
    stream.end();
  });

  it("names each recipe's own host: the next recipe's answer may come from another", async () => {
    const hosts = ['backup-model via fallback.example', 'first-model via first.example'];
    fakeApi({ health: PRIMARY_HEALTH, recipe: (call) => answeredBy(hosts[call]!) });
    const page = await askForRecipe();
    await waitFor(() => expect(footerLine()).toBe('Recipes by backup-model via fallback.example'));

    await page.user.click(await screen.findByRole('button', { name: 'Another idea' }));
    await waitFor(() => expect(footerLine()).toBe('Recipes by first-model via first.example'));
  });

  it("keeps the page's label when the answer does not name its host", async () => {
    fakeApi({ health: PRIMARY_HEALTH, recipe: () => streamResponse(answerFrames(['## Soup\n'])) });
    await askForRecipe();
    await screen.findByRole('heading', { name: 'Soup' });
    expect(footerLine()).toBe('Recipes by first-model via first.example');
  });

  it('names the host of a recipe restored after a reload', async () => {
    const recipe = { ingredients: FOUR, markdown: '## Soup\n\nServe hot.', by: 'backup-model via fallback.example' };
    localStorage.setItem('pantry-chef:last-recipe', JSON.stringify({ version: 1, value: recipe }));
    fakeApi({ health: PRIMARY_HEALTH });
    await renderPage();
    await waitFor(() => expect(recipeSection()).not.toBeNull());
    await waitFor(() => expect(footerLine()).toBe('Recipes by backup-model via fallback.example'));
  });

  it('saves who wrote the recipe with it', async () => {
    fakeApi({ health: PRIMARY_HEALTH, recipe: () => answeredBy('backup-model via fallback.example') });
    await askForRecipe();
    await screen.findByRole('heading', { name: 'Soup' });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('pantry-chef:last-recipe') ?? '{}').value?.by).toBe('backup-model via fallback.example'));
  });
});

/** Waits until every answer fetch gave has been handled, so "nothing appeared" means something. */
async function settled(results: { value: unknown }[]) {
  await waitFor(() => expect(results).toHaveLength(1));
  await act(async () => {
    await Promise.allSettled(results.map((result) => result.value));
    // One more turn for the .json() and .then() steps behind the response.
    await nextTask();
  });
}
