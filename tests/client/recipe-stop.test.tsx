import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, openStream } from '../support/fake-api.ts';
import { addIngredients, recipeSection, renderPage } from '../support/page.tsx';

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];

async function startStreaming() {
  const stream = openStream();
  const api = fakeApi({ recipe: () => stream.response });
  const page = await renderPage();
  await addIngredients(page.user, ...FOUR);
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  stream.begin();
  stream.text('## Pancakes\n\nWhisk the eggs ');
  stream.text('and the milk.');
  await screen.findByText('Whisk the eggs and the milk.');
  return { ...page, api, stream };
}

describe('stopping a recipe', () => {
  it('offers Stop only while the recipe streams', async () => {
    const { stream } = await startStreaming();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    stream.end();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument());
  });

  it('ends the answer, keeps what has arrived and ends loading without an error', async () => {
    const logged = vi.spyOn(console, 'error');
    const { user, api } = await startStreaming();

    await user.click(screen.getByRole('button', { name: 'Stop' }));

    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(api.recipeRequests[0]?.signal?.aborted).toBe(true);
    expect(within(recipeSection()!).getByRole('heading', { name: 'Pancakes' })).toBeInTheDocument();
    expect(screen.getByText('Whisk the eggs and the milk.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });

  it('moves keyboard focus to Another idea and says the recipe was stopped, not ready', async () => {
    const { user, container } = await startStreaming();
    screen.getByRole('button', { name: 'Stop' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Another idea' })).toHaveFocus());
    const live = [...container.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent).join(' ');
    expect(live).toContain('Recipe stopped.');
    expect(live).not.toContain('Recipe ready');
  });

  it('moves keyboard focus from Stop to Another idea when the recipe ends by itself', async () => {
    const { stream } = await startStreaming();
    screen.getByRole('button', { name: 'Stop' }).focus();
    stream.end();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Another idea' })).toHaveFocus();
  });

  it('moves keyboard focus from Stop to Try again when the recipe fails', async () => {
    const { stream } = await startStreaming();
    screen.getByRole('button', { name: 'Stop' }).focus();
    stream.fail('The chef could not be reached.');
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
  });

  it('leaves focus where it is when it was not on Stop', async () => {
    const { stream } = await startStreaming();
    const input = screen.getByRole('textbox', { name: 'Add Ingredient' });
    input.focus();
    stream.end();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument());
    expect(input).toHaveFocus();
  });
});

describe('a recipe that did not arrive whole', () => {
  const wholeOnly = ['Start cooking', 'Share', 'Save recipe file'];
  const incompleteNote = /This recipe is incomplete/;

  it('says it is incomplete when stopped, and offers no cook mode, share link or recipe file', async () => {
    const { user, stream } = await startStreaming();
    stream.text('\n\n### Steps\n\n1. Fry the batter for 2 minutes.\n2. Serve.\n');
    await screen.findByText('Serve.');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());

    expect(within(recipeSection()!).getByText('You stopped the recipe here, so it is incomplete.')).toBeInTheDocument();
    expect(screen.getByText(incompleteNote)).toBeInTheDocument();
    for (const name of wholeOnly) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy recipe' })).toBeInTheDocument();
  });

  it('says so when the server cut it short, too', async () => {
    const { stream } = await startStreaming();
    stream.text('\n\n### Steps\n\n1. Fry the batter for 2 minutes.\n2. Serve.\n\n_The recipe was cut short here._');
    stream.end();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByText(incompleteNote)).toBeInTheDocument();
    for (const name of wholeOnly) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('offers them all for a whole recipe', async () => {
    const { stream } = await startStreaming();
    stream.text('\n\n### Steps\n\n1. Fry the batter for 2 minutes.\n2. Serve.\n');
    stream.end();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    // Start cooking comes once the recipe reader, fetched apart, has read the recipe.
    for (const name of wholeOnly) expect(await screen.findByRole('button', { name }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(incompleteNote)).not.toBeInTheDocument();
  });
});
