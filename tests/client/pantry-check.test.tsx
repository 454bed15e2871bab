import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeRecipe } from '../../shared/offline-chef/recipe-writer.ts';
import { answerFrames, fakeApi, openStream, streamResponse } from '../support/fake-api.ts';
import { addIngredients, recipeSection, renderPage } from '../support/page.tsx';

const LIST = ['Tomato', 'Peanut', 'Eggs', 'Basil'];
const RECIPE = `# Tomato and Egg Noodles

A quick supper.

## Ingredients

- 2 cherry tomatoes, halved
- 1 tbsp peanut butter
* 3 eggs, beaten
- 200 g egg noodles, cooked
- 2 tbsp olive oil
- Salt and pepper, to taste

## Method

1. Fry the tomatoes.
2. Scramble in the eggs and toss with the noodles.
`;

async function withRecipe(markdown: string, list = LIST) {
  fakeApi({ recipe: () => streamResponse(answerFrames([markdown])) });
  const page = await renderPage();
  await addIngredients(page.user, ...list);
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return page;
}

const whatYouHave = () => screen.getByRole('region', { name: 'What you have' });
const shoppingList = () => screen.getByRole('region', { name: 'Shopping list' });
/** Each ingredient line under the recipe with its mark, as a reader hears it. */
const marks = () => within(whatYouHave()).getAllByRole('listitem').map((item) => item.textContent);

describe('what you have and what to buy', () => {
  it('marks each ingredient of a finished recipe as had, a staple or to buy, in words', async () => {
    await withRecipe(RECIPE);
    expect(await screen.findByRole('region', { name: 'What you have' })).toBeVisible();
    expect(marks()).toEqual([
      '2 cherry tomatoes, halvedYou have this',
      '1 tbsp peanut butterTo buy',
      '3 eggs, beatenYou have this',
      '200 g egg noodles, cookedTo buy',
      '2 tbsp olive oilKitchen staple',
      'Salt and pepper, to tasteKitchen staple',
    ]);
    expect(within(whatYouHave()).getByText('2 of 6 ingredients are on your list.')).toBeVisible();
    // An icon goes with the words, hidden from screen readers, which have the words.
    const had = within(whatYouHave()).getAllByText('You have this');
    expect(had[0]?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('lists what is missing, without staples or preparation, and copies it one item a line', async () => {
    const { user } = await withRecipe(RECIPE);
    const list = await screen.findByRole('region', { name: 'Shopping list' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 tbsp peanut butter', '200 g egg noodles']);
    expect(within(list).getByText(/staples such as salt, pepper and cooking oil are left off/)).toBeVisible();

    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(list).getByRole('button', { name: 'Copy shopping list' }));
    expect(write).toHaveBeenCalledWith('1 tbsp peanut butter\n200 g egg noodles\n');
    const copied = await within(list).findByText('Copied');
    expect(copied).toHaveAttribute('aria-live', 'polite');
  });

  it('says so when the browser refuses the clipboard', async () => {
    const { user } = await withRecipe(RECIPE);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(await screen.findByRole('button', { name: 'Copy shopping list' }));
    expect(await within(shoppingList()).findByText(/did not let the page copy\. Select the shopping list and copy it yourself/)).toBeVisible();
    expect(within(shoppingList()).queryByText('Copied')).not.toBeInTheDocument();
  });

  it('says plainly when there is nothing to buy', async () => {
    await withRecipe('## Tomato Eggs\n\n### Ingredients\n\n- 2 tomatoes\n- 3 eggs\n- Salt\n\n### Steps\n\n1. Cook.', ['Tomato', 'Eggs', 'Basil', 'Garlic']);
    expect(await within(await screen.findByRole('region', { name: 'Shopping list' })).findByText('Nothing to buy: you have everything this recipe needs, apart from kitchen staples.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Copy shopping list' })).not.toBeInTheDocument();
  });

  it("marks the offline chef's recipe by the page, not by its text", async () => {
    const list = ['Chicken', 'Rice', 'Broccoli', 'Garlic'];
    await withRecipe(writeRecipe(list), list);
    await screen.findByRole('region', { name: 'What you have' });
    const had = marks().filter((mark) => mark?.endsWith('You have this'));
    expect(had).toHaveLength(list.length);
    for (const item of list) expect(had.some((mark) => mark?.toLowerCase().includes(item.toLowerCase()))).toBe(true);
    expect(marks().join('\n')).not.toMatch(/\(you have this\)/);
    expect(within(shoppingList()).getByText(/^Nothing to buy/)).toBeVisible();
  });

  it('waits for the recipe to finish before marking it', async () => {
    const stream = openStream();
    fakeApi({ recipe: () => stream.response });
    const { user } = await renderPage();
    await addIngredients(user, ...LIST);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    stream.begin();
    stream.text(RECIPE);
    await waitFor(() => expect(recipeSection()).not.toBeNull());
    await within(recipeSection()!).findByText('Fry the tomatoes.');
    expect(screen.queryByRole('region', { name: 'Shopping list' })).not.toBeInTheDocument();
    stream.end();
    expect(await screen.findByRole('region', { name: 'Shopping list' })).toBeVisible();
  });

  it('marks against the list the recipe was written for, not the list being edited', async () => {
    const { user } = await withRecipe(RECIPE);
    await screen.findByRole('region', { name: 'What you have' });
    await user.click(screen.getByRole('button', { name: 'Remove Eggs' }));
    expect(marks()).toContain('3 eggs, beatenYou have this');
  });

  it('marks a recipe restored after a reload', async () => {
    localStorage.setItem('pantry-chef:last-recipe', JSON.stringify({ version: 1, value: { ingredients: LIST, markdown: RECIPE } }));
    fakeApi();
    await renderPage();
    expect(await screen.findByRole('region', { name: 'What you have' })).toBeVisible();
    expect(marks().filter((mark) => mark?.endsWith('You have this'))).toHaveLength(2);
    expect(within(shoppingList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('leaves them out for an answer with no ingredient list to read', async () => {
    const answers = [RECIPE, '## A thought\n\nTomatoes and eggs go well together.'];
    fakeApi({ recipe: (call) => streamResponse(answerFrames([answers[call] ?? ''])) });
    const { user } = await renderPage();
    await addIngredients(user, ...LIST);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    expect(await screen.findByRole('region', { name: 'Shopping list' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Another idea' }));
    await screen.findByText('Tomatoes and eggs go well together.');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'What you have' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shopping list' })).not.toBeInTheDocument();
  });
});
