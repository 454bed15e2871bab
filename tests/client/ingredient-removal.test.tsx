import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_MS } from '../../client/hooks/use-ingredients.ts';
import { fakeApi } from '../support/fake-api.ts';
import { addIngredients, ingredientInput, listedItems, renderPage } from '../support/page.tsx';

const removeButton = (name: string) => screen.getByRole('button', { name: `Remove ${name}` });
const clearAll = () => screen.getByRole('button', { name: 'Clear all' });
const undo = () => screen.queryByRole('button', { name: 'Undo' });

describe('taking ingredients off the list', () => {
  beforeEach(() => {
    fakeApi();
  });

  it('gives each item a remove button named after it', async () => {
    const { user } = await renderPage();
    await addIngredients(user, 'tomato', 'basil');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('button')).toHaveAccessibleName('Remove Tomato');
    expect(within(items[1]!).getByRole('button')).toHaveAccessibleName('Remove Basil');
  });

  it('removes one item and keeps the others in order', async () => {
    const { user } = await renderPage();
    await addIngredients(user, 'Eggs', 'Milk', 'Flour', 'Sugar');
    await user.click(removeButton('Milk'));
    expect(listedItems()).toEqual(['Eggs', 'Flour', 'Sugar']);
  });

  it('moves focus to the next item, else the previous one, else the text box', async () => {
    const { user } = await renderPage();
    await addIngredients(user, 'Eggs', 'Milk', 'Flour');
    await user.click(removeButton('Eggs'));
    expect(removeButton('Milk')).toHaveFocus();

    await user.click(removeButton('Flour'));
    expect(removeButton('Milk')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(listedItems()).toEqual([]);
    expect(ingredientInput()).toHaveFocus();
  });

  it('tells screen readers what was removed', async () => {
    const { user } = await renderPage();
    await addIngredients(user, 'Eggs', 'Milk');
    await user.click(removeButton('Eggs'));
    expect(screen.getByText('Eggs removed, 1 ingredient on hand.')).toHaveAttribute('aria-live', 'polite');
  });

  it('hides the recipe offer again when a removal leaves fewer than four', async () => {
    const { user } = await renderPage();
    await addIngredients(user, 'Eggs', 'Milk', 'Flour', 'Sugar');
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeInTheDocument();
    await user.click(removeButton('Sugar'));
    expect(screen.queryByRole('button', { name: 'Get a recipe' })).not.toBeInTheDocument();
  });

  it('clears the whole list without asking first, and moves focus to Undo', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const { user } = await renderPage();
    await addIngredients(user, 'Eggs', 'Milk', 'Flour', 'Sugar');
    await user.click(clearAll());
    expect(listedItems()).toEqual([]);
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Your list was cleared.')).toBeInTheDocument();
    expect(undo()).toHaveFocus();
  });

  it('brings back the exact list with Undo', async () => {
    const { user } = await renderPage();
    await addIngredients(user, 'Eggs', 'Milk', 'Flour', 'Sugar', 'Butter');
    await user.click(removeButton('Flour'));
    await user.click(clearAll());
    await user.click(undo()!);
    expect(listedItems()).toEqual(['Eggs', 'Milk', 'Sugar', 'Butter']);
    expect(undo()).not.toBeInTheDocument();
    expect(clearAll()).toHaveFocus();
    expect(screen.getByText('Your list is back, 4 ingredients on hand.')).toBeInTheDocument();
  });

  it('offers Undo for a few seconds only, then returns focus to the text box', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderPage();
    await addIngredients(user, 'Eggs', 'Milk');
    await user.click(clearAll());
    act(() => void vi.advanceTimersByTime(UNDO_MS - 100));
    expect(undo()).toBeInTheDocument();

    act(() => void vi.advanceTimersByTime(200));
    expect(undo()).not.toBeInTheDocument();
    expect(ingredientInput()).toHaveFocus();
    expect(listedItems()).toEqual([]);
  });

  it('withdraws Undo once a new list is begun', async () => {
    const { user } = await renderPage();
    await addIngredients(user, 'Eggs', 'Milk');
    await user.click(clearAll());
    await addIngredients(user, 'Rice');
    expect(undo()).not.toBeInTheDocument();
    expect(listedItems()).toEqual(['Rice']);
  });
});
