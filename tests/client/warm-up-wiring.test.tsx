import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addIngredients, recipeSection, renderPage } from './support/page.tsx';

const steps = vi.hoisted(() => [vi.fn(async () => true), vi.fn(async () => true)]);
vi.mock('../../client/loading/warm-stream-parser.ts', () => ({ streamParserWarmUpSteps: steps }));

// A hand-driven requestIdleCallback: each quiet moment happens when the test says so.
function fakeIdle() {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    waiting.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  const quietMoment = () =>
    act(() => {
      const due = [...waiting.values()];
      waiting.clear();
      for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
    });
  return {
    quietMoment,
    /** Quiet moments until nothing waits for one any more (loading the rest of the page included). */
    drain: () =>
      waitFor(() => {
        quietMoment();
        expect(waiting.size).toBe(0);
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
    const idle = fakeIdle();
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
    const idle = fakeIdle();
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
