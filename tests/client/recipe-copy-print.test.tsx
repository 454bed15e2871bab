import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerFrames, fakeApi, streamResponse } from '../support/fake-api.ts';
import { addIngredients, renderPage } from '../support/page.tsx';

const MARKDOWN = '## Pancakes\n\n- 2 eggs\n- 250 ml milk\n\n1. Whisk.\n2. Fry.\n';

async function withRecipe() {
  fakeApi({ recipe: () => streamResponse(answerFrames([MARKDOWN])) });
  const page = await renderPage();
  await addIngredients(page.user, 'Eggs', 'Milk', 'Flour', 'Sugar');
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  await screen.findByText('Fry.');
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return page;
}

describe('copying and printing the recipe', () => {
  it('copies the recipe as markdown and says so where everyone can see and hear it', async () => {
    const { user } = await withRecipe();
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy recipe' }));

    expect(write).toHaveBeenCalledWith(MARKDOWN);
    const copied = await screen.findByText('Copied');
    expect(copied).toBeVisible();
    expect(copied).toHaveAttribute('aria-live', 'polite');
    await expect(navigator.clipboard.readText()).resolves.toBe(MARKDOWN);
  });

  it('explains, without an error, when the browser refuses the clipboard', async () => {
    const { user } = await withRecipe();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy recipe' }));

    expect(await screen.findByText(/did not let the page copy\. Select the recipe and copy it yourself/)).toBeVisible();
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('lets the Copied note go after a few seconds', async () => {
    await withRecipe();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy recipe' })));
    expect(screen.getByText('Copied')).toBeVisible();
    await act(async () => vi.advanceTimersByTime(3_900));
    expect(screen.getByText('Copied')).toBeVisible();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('opens the print dialog for the recipe', async () => {
    const { user } = await withRecipe();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
