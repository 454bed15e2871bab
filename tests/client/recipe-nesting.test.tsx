import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerFrames, fakeApi, streamResponse } from '../support/fake-api.ts';
import { addIngredients, recipeSection, renderPage } from '../support/page.tsx';

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];
// What a host stuck in a loop writes, and what a link made to crash the page carries: each
// overflowed the markdown parser's stack on its own.
const LOOPING = {
  'list markers': `## Loop Soup\n\n${'- '.repeat(2000)}simmer\n`,
  'quote markers': `## Loop Soup\n\n${'>'.repeat(5000)}\n`,
};

const saveLastRecipe = (markdown: string) =>
  localStorage.setItem('pantry-chef:last-recipe', JSON.stringify({ version: 1, value: { ingredients: FOUR, markdown } }));

describe('a recipe nested past reason', () => {
  it.each(Object.entries(LOOPING))('from a host, with %s, shows as a recipe and breaks nothing', async (_, markdown) => {
    vi.spyOn(console, 'error');
    fakeApi({ recipe: () => streamResponse(answerFrames([markdown])) });
    const { user } = await renderPage();
    await addIngredients(user, ...FOUR);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));

    await screen.findByRole('heading', { name: 'Loop Soup' });
    expect(within(recipeSection()!).getByRole('heading', { name: 'Loop Soup' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Another idea' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });

  it.each(Object.entries(LOOPING))('kept from a visit before, with %s, opens again', async (_, markdown) => {
    vi.spyOn(console, 'error');
    saveLastRecipe(markdown);
    await renderPage();

    await screen.findByRole('heading', { name: 'Loop Soup' });
    expect(within(recipeSection()!).getByRole('heading', { name: 'Loop Soup' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });
});
