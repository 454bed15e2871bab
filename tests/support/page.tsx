import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../client/app.tsx';
import { loadStreamEngine } from '../../client/prefetch.ts';

/**
 * Renders the page as it first paints, before its stream engine (loaded once the page is idle)
 * has arrived, and returns a user to drive it.
 */
export function renderPageStillLoading() {
  const user = userEvent.setup();
  const view = render(<App />);
  return { user, ...view };
}

/** Renders the page, waits until its stream engine has been fetched, and returns a user to drive it. */
export async function renderPage() {
  const page = renderPageStillLoading();
  // Its first import in a test run compiles the AI SDK client, which can take longer than a
  // query's usual second; the page itself fetches it in its first quiet moments.
  await act(() => loadStreamEngine());
  return page;
}

/** Whoever drives the page in a test. */
export type PageUser = ReturnType<typeof userEvent.setup>;

/** The ingredient text box (it suggests known ingredients in a listbox). */
export const ingredientInput = () => screen.getByRole('textbox', { name: 'Add Ingredient' });

/** Enters each ingredient (pasted, to keep long lists quick) and presses Enter. */
export async function addIngredients(user: PageUser, ...names: string[]) {
  for (const name of names) {
    await user.click(ingredientInput());
    await user.paste(name);
    await user.keyboard('{Enter}');
  }
}

/** The recipe section, found by its accessible name; null while it is not shown. */
export const recipeSection = () =>
  screen.queryByRole('region', { name: 'Pantry Chef Recommendations' });

/** The names in the ingredient list, in order; [] while the list is not shown. */
export const listedItems = () => {
  const heading = screen.queryByRole('heading', { name: 'Incredients on hand:' });
  if (!heading) return [];
  return within(heading.parentElement!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};
