import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addIngredients, recipeSection, renderPage } from './support/page.tsx';

const steps = vi.hoisted(() => [vi.fn(async () => true), vi.fn(async () => true)]);
vi.mock('../../client/loading/warm-stream-parser.ts', () => ({ streamParserWarmUpSteps: steps }));

// Long enough for the quiet moments (timers in this test environment) to have come and gone.
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

beforeEach(() => {
  localStorage.clear();
  for (const step of steps) step.mockClear();
});

describe('the warm-up before a first recipe', () => {
  it('waits for a list to begin, then runs each step in a quiet moment', async () => {
    const page = await renderPage();
    await settle();
    expect(steps[0]).not.toHaveBeenCalled();

    await addIngredients(page.user, 'Tomato');
    await waitFor(() => expect(steps[1]).toHaveBeenCalledTimes(1));
    expect(steps[0]).toHaveBeenCalledTimes(1);
  });

  it('is skipped when a recipe is already on the page', async () => {
    localStorage.setItem('pantry-chef:ingredients', JSON.stringify({ version: 1, value: ['Tomato', 'Basil', 'Garlic', 'Pasta'] }));
    localStorage.setItem('pantry-chef:last-recipe', JSON.stringify({ version: 1, value: { ingredients: ['Tomato', 'Basil', 'Garlic', 'Pasta'], markdown: '## Soup\n\nServe hot.' } }));
    await renderPage();
    await waitFor(() => expect(recipeSection()).not.toBeNull());
    await settle();
    expect(steps[0]).not.toHaveBeenCalled();
    expect(steps[1]).not.toHaveBeenCalled();
  });
});
