import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_INGREDIENTS } from '../../shared/api/limits.ts';
import { fakeApi } from '../support/fake-api.ts';
import { addIngredients, ingredientInput, listedItems, renderPage } from '../support/page.tsx';

const listHeading = () => screen.queryByRole('heading', { name: 'Incredients on hand:' });

describe('the ingredient list', () => {
  beforeEach(() => {
    fakeApi();
  });

  it('adds an ingredient with the "+ Add Ingredient" button', async () => {
    const { user } = await renderPage();
    await user.type(ingredientInput(), 'Eggs');
    await user.click(screen.getByRole('button', { name: '+ Add Ingredient' }));
    expect(listedItems()).toEqual(['Eggs']);
  });

  it('adds an ingredient when Enter is pressed', async () => {
    const { user } = await renderPage();
    await user.type(ingredientInput(), 'Milk{Enter}');
    expect(listedItems()).toEqual(['Milk']);
  });

  it('stores each entry trimmed, capitalised and otherwise lower case', async () => {
    const { user } = await renderPage();
    await addIngredients(user, '  tOMATO ', 'GREEN beans');
    expect(listedItems()).toEqual(['Tomato', 'Green beans']);
  });

  it('ignores an empty or all-space entry without a word', async () => {
    const { user, container } = await renderPage();
    await screen.findByText('Offline chef');
    const before = container.textContent;
    await user.click(screen.getByRole('button', { name: '+ Add Ingredient' }));
    await user.type(ingredientInput(), '    {Enter}');
    expect(listHeading()).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.textContent).toBe(before);

    await addIngredients(user, 'Rice', '   ');
    expect(listedItems()).toEqual(['Rice']);
  });

  it('clears the text box and puts focus back in it after adding', async () => {
    const { user } = await renderPage();
    await user.type(ingredientInput(), 'Flour');
    await user.click(screen.getByRole('button', { name: '+ Add Ingredient' }));
    expect(ingredientInput()).toHaveValue('');
    expect(ingredientInput()).toHaveFocus();
  });

  it('labels the text box and lets a pasted list longer than one name in whole', async () => {
    await renderPage();
    expect(ingredientInput()).toHaveAttribute('placeholder', 'e.g tomato');
    // The browser would cut a longer paste mid-word; each food's own limit is checked on Add.
    expect(ingredientInput()).not.toHaveAttribute('maxLength');
  });

  it('shows no list heading while the list is empty', async () => {
    await renderPage();
    expect(listHeading()).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the ingredients under an h2, in the order they were added', async () => {
    const { user } = await renderPage();
    await addIngredients(user, 'Onion', 'Garlic', 'Pepper');
    expect(listHeading()?.tagName).toBe('H2');
    expect(listedItems()).toEqual(['Onion', 'Garlic', 'Pepper']);
  });

  it('offers a recipe from four ingredients, not before', async () => {
    const { user } = await renderPage();
    await addIngredients(user, 'Eggs', 'Milk', 'Flour');
    expect(screen.queryByRole('heading', { name: 'Ready for a recipe?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get a recipe' })).not.toBeInTheDocument();

    await addIngredients(user, 'Sugar');
    expect(screen.getByRole('heading', { name: 'Ready for a recipe?' })).toBeInTheDocument();
    expect(screen.getByText('Generate a recipe from your list of ingredients')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeInTheDocument();
  });

  it('says how many more are needed for a recipe until there are four', async () => {
    const { user } = await renderPage();
    expect(screen.getByText('Add 4 more ingredients to get a recipe')).toBeInTheDocument();
    await addIngredients(user, 'Eggs', 'Milk');
    expect(screen.getByText('Add 2 more ingredients to get a recipe')).toBeInTheDocument();
    await addIngredients(user, 'Flour');
    expect(screen.getByText('Add 1 more ingredient to get a recipe')).toBeInTheDocument();
    await addIngredients(user, 'Sugar');
    expect(screen.queryByText(/more ingredients? to get a recipe/)).not.toBeInTheDocument();
  });

  it(`stops at ${MAX_INGREDIENTS} ingredients and says why`, async () => {
    const { user } = await renderPage();
    const names = Array.from({ length: MAX_INGREDIENTS }, (_, index) => `Spice ${index + 1}`);
    await addIngredients(user, ...names, 'One too many');
    expect(listedItems()).toHaveLength(MAX_INGREDIENTS);
    expect(screen.queryByText('One too many')).not.toBeInTheDocument();
    expect(screen.getByText(/Your list is full/)).toBeInTheDocument();
  });

  it('tells screen readers what was added, politely', async () => {
    const { user } = await renderPage();
    await addIngredients(user, 'bAsil');
    const announcement = screen.getByText('Basil added, 1 ingredient on hand.');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
