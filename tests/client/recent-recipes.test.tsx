import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerFrames, fakeApi, openStream, streamResponse } from '../support/fake-api.ts';
import { addIngredients, listedItems, recipeSection, renderPage, type PageUser } from '../support/page.tsx';

const FOUR = ['Tomato', 'Garlic', 'Pasta', 'Basil'];
const PASTA = '## Garlic tomato pasta\n\nBoil the pasta.\n';
const SOUP = '## Tomato soup\n\nSimmer the tomatoes.\n';

const recent = () => screen.queryByRole('region', { name: 'Recent recipes' });
/** The titles listed under "Recent recipes", in order (opening the list first). */
async function listedTitles(user: PageUser) {
  const region = await screen.findByRole('region', { name: 'Recent recipes' });
  const details = region.querySelector('details')!;
  if (!details.open) await user.click(within(region).getByText('Recent recipes'));
  return within(region)
    .queryAllByRole('button', { name: /^Open / })
    .map((button) => button.getAttribute('aria-label')!.replace(/^Open /, ''));
}
const stored = () => JSON.parse(localStorage.getItem('pantry-chef:recent-recipes') ?? 'null')?.value;
const recipeDone = async (text: string) => {
  const shown = await screen.findByText(text);
  expect(recipeSection()).toContainElement(shown);
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
};

/** The page with a list, answering each request with the next of `answers`. */
async function pageAnswering(...answers: string[]) {
  const api = fakeApi({ recipe: (call) => streamResponse(answerFrames([answers[call] ?? answers.at(-1)!])) });
  const page = await renderPage();
  await addIngredients(page.user, ...FOUR);
  return { ...page, api };
}

describe('Recent recipes', () => {
  it('keeps each finished recipe with its title, its list and when, newest first, across a reload', async () => {
    const first = await pageAnswering(PASTA, SOUP);
    expect(recent()).toBeNull();
    await first.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await recipeDone('Boil the pasta.');
    await first.user.click(screen.getByRole('button', { name: 'Another idea' }));
    await recipeDone('Simmer the tomatoes.');
    expect(await listedTitles(first.user)).toEqual(['Tomato soup', 'Garlic tomato pasta']);
    expect(within(recent()!).getAllByText(/Tomato, Garlic, Pasta, Basil/)).toHaveLength(2);
    expect(recent()!.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    first.unmount();

    const second = await renderPage();
    expect(await listedTitles(second.user)).toEqual(['Tomato soup', 'Garlic tomato pasta']);
  });

  it('keeps neither a stopped recipe nor a failed one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stream = openStream();
    fakeApi({ recipe: (call) => (call === 0 ? stream.response : new Response('{}', { status: 502, headers: { 'content-type': 'application/json' } })) });
    const { user } = await renderPage();
    await addIngredients(user, ...FOUR);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    stream.begin();
    stream.text('## Half a pasta\n\nBoil');
    await screen.findByText(/Boil/);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await user.click(screen.getByRole('button', { name: 'Another idea' }));
    await screen.findByRole('alert');
    expect(recent()).toBeNull();
    expect(stored()).toBeUndefined();
  });

  it('lists the same recipe once, moved to the top when it finishes again', async () => {
    const { user } = await pageAnswering(PASTA, SOUP, PASTA);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await recipeDone('Boil the pasta.');
    await user.click(screen.getByRole('button', { name: 'Another idea' }));
    await recipeDone('Simmer the tomatoes.');
    await user.click(screen.getByRole('button', { name: 'Another idea' }));
    await recipeDone('Boil the pasta.');
    expect(await listedTitles(user)).toEqual(['Garlic tomato pasta', 'Tomato soup']);
  });

  it('keeps the last ten', async () => {
    const dishes = Array.from({ length: 11 }, (_, n) => `## Dish ${n + 1}\n\nStep ${n + 1}.\n`);
    const { user } = await pageAnswering(...dishes);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await recipeDone('Step 1.');
    for (let n = 2; n <= 11; n += 1) {
      await user.click(screen.getByRole('button', { name: 'Another idea' }));
      await recipeDone(`Step ${n}.`);
    }
    expect(await listedTitles(user)).toEqual(Array.from({ length: 10 }, (_, n) => `Dish ${11 - n}`));
  });

  it('reopens a recipe as the one on screen, with its own list, and moves focus to it', async () => {
    const other = ['Leek', 'Potato', 'Butter', 'Stock'];
    localStorage.setItem(
      'pantry-chef:recent-recipes',
      JSON.stringify({ version: 1, value: [{ markdown: '## Leek soup\n\nSweat the leeks.\n', ingredients: other, title: 'Leek soup', at: Date.now(), by: 'old-model via old.example' }] }),
    );
    const { user, api } = await pageAnswering(PASTA, SOUP);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await recipeDone('Boil the pasta.');

    await listedTitles(user);
    await user.click(screen.getByRole('button', { name: 'Open Leek soup' }));
    expect(await within(recipeSection()!).findByText('Sweat the leeks.')).toBeInTheDocument();
    expect(within(recipeSection()!).queryByText('Boil the pasta.')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(within(recipeSection()!).getByRole('heading', { name: 'Pantry Chef Recommendations' }));
    expect(await screen.findByText('old-model via old.example')).toBeInTheDocument();
    // Its list is the one on the page now, which What you have and "Another idea" use.
    expect(listedItems()).toEqual(other);
    // It is the last recipe now, and the one "Another idea" moves away from, with its own list.
    await waitFor(() => expect(JSON.parse(localStorage.getItem('pantry-chef:last-recipe')!).value).toMatchObject({ ingredients: other, markdown: '## Leek soup\n\nSweat the leeks.\n' }));
    await user.click(screen.getByRole('button', { name: 'Another idea' }));
    await recipeDone('Simmer the tomatoes.');
    expect(api.recipeBodies.at(-1)).toEqual({ ingredients: other, previousTitle: 'Leek soup', units: 'us' });
  });

  it('removes a recipe from the list and from storage, and keeps keyboard focus in the list', async () => {
    const { user } = await pageAnswering(PASTA, SOUP);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await recipeDone('Boil the pasta.');
    await user.click(screen.getByRole('button', { name: 'Another idea' }));
    await recipeDone('Simmer the tomatoes.');
    await listedTitles(user);

    await user.click(screen.getByRole('button', { name: 'Remove Tomato soup' }));
    expect(await listedTitles(user)).toEqual(['Garlic tomato pasta']);
    expect(stored().map((entry: { title: string }) => entry.title)).toEqual(['Garlic tomato pasta']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Garlic tomato pasta' }));
    // The recipe on screen stays: only the list forgets it.
    expect(within(recipeSection()!).getByText('Simmer the tomatoes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Garlic tomato pasta' }));
    expect(await listedTitles(user)).toEqual([]);
    expect(within(recent()!).getByText(/None kept now/)).toBeInTheDocument();
    expect(localStorage.getItem('pantry-chef:recent-recipes')).toBeNull();
    expect(document.activeElement).toBe(recent()!.querySelector('summary'));
  });

  it('ignores a corrupt list and starts afresh', async () => {
    localStorage.setItem('pantry-chef:recent-recipes', '{"version":1,"value":[{"markdown":');
    const { user } = await pageAnswering(PASTA);
    expect(recent()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await recipeDone('Boil the pasta.');
    expect(await listedTitles(user)).toEqual(['Garlic tomato pasta']);
  });
});
