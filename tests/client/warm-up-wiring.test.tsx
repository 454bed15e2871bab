import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIdle } from '../support/fake-idle.ts';
import { addIngredients, recipeSection, renderPage } from '../support/page.tsx';

const steps = vi.hoisted(() => [vi.fn(async () => true), vi.fn(async () => true)]);
vi.mock('../../client/recipe/stream-engine.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), warmUpSteps: steps }));

// Quiet moments in React's act(), and a way to run them until nothing waits for one any more
// (loading the rest of the page included).
function fakeIdleInAct() {
  const idle = fakeIdle();
  const quietMoment = () => act(idle.quietMoment);
  return {
    quietMoment,
    drain: () =>
      waitFor(() => {
        quietMoment();
        expect(idle.pending()).toBe(0);
      }),
  };
}

beforeEach(() => {
  localStorage.clear();
  for (const step of steps) step.mockClear();
});

afterEach(() => {
  // The page cancels its quiet moments as it goes: unmounted while they are still stubbed.
  cleanup();
  vi.unstubAllGlobals();
});

describe('the warm-up before a first recipe', () => {
  it('waits for a list to begin, then runs each step in a quiet moment', async () => {
    const idle = fakeIdleInAct();
    const page = await renderPage();
    await idle.drain();
    expect(steps[0]).not.toHaveBeenCalled();

    await addIngredients(page.user, 'Tomato');
    await waitFor(() => {
      idle.quietMoment();
      expect(steps[1]).toHaveBeenCalledTimes(1);
    });
    expect(steps[0]).toHaveBeenCalledTimes(1);
  });

  it('is skipped when a recipe is already on the page', async () => {
    const idle = fakeIdleInAct();
    localStorage.setItem('pantry-chef:ingredients', JSON.stringify({ version: 1, value: ['Tomato', 'Basil', 'Garlic', 'Pasta'] }));
    localStorage.setItem('pantry-chef:last-recipe', JSON.stringify({ version: 1, value: { ingredients: ['Tomato', 'Basil', 'Garlic', 'Pasta'], markdown: '## Soup\n\nServe hot.' } }));
    await renderPage();
    await waitFor(() => {
      idle.quietMoment();
      expect(recipeSection()).not.toBeNull();
    });
    await idle.drain();
    expect(steps[0]).not.toHaveBeenCalled();
    expect(steps[1]).not.toHaveBeenCalled();
  });
});
