import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../../client/app.tsx';

/** Renders the page and returns a user to drive it. */
export function renderPage() {
  const user = userEvent.setup();
  const view = render(<App />);
  return { user, ...view };
}

/** The ingredient text box (it suggests known ingredients in a listbox). */
export const ingredientInput = () => screen.getByRole('textbox', { name: 'Add Ingredient' });

/** Enters each ingredient (pasted, to keep long lists quick) and presses Enter. */
export async function addIngredients(user: ReturnType<typeof userEvent.setup>, ...names: string[]) {
  for (const name of names) {
    await user.click(ingredientInput());
    await user.paste(name);
    await user.keyboard('{Enter}');
  }
}

/** The recipe section, found by its accessible name; null while it is not shown. */
export const recipeSection = () =>
  screen.queryByRole('region', { name: 'Pantry Chef Recommendations' });
