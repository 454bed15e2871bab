import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../support/fake-api.ts';
import { addIngredients, ingredientInput, listedItems, type PageUser, renderPage } from '../support/page.tsx';

const listbox = () => screen.getByRole('listbox', { name: 'Suggested ingredients' });
const optionNames = () => within(listbox()).getAllByRole('option').map((option) => option.textContent);

/** Types into the box and waits for the suggestions (their code loads on the first keystroke). */
async function typeAndWait(user: PageUser, text: string) {
  await user.type(ingredientInput(), text);
  await screen.findAllByRole('option');
}

describe('suggestions in the ingredient box', () => {
  beforeEach(() => {
    fakeApi();
  });

  it('is a text box with list autocompletion that keeps its name and placeholder, and starts closed', async () => {
    await renderPage();
    const input = ingredientInput();
    expect(input).toHaveAttribute('placeholder', 'e.g tomato');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('suggests known ingredients as the visitor types, names that start with the text first', async () => {
    const { user } = await renderPage();
    await typeAndWait(user, 'onio');
    expect(listbox()).toBeVisible();
    expect(ingredientInput()).toHaveAttribute('aria-controls', listbox().id);
    expect(optionNames()).toEqual(['Onion', 'Red onion', 'Green onion']);
  });

  it('does not suggest what is already on the list', async () => {
    const { user } = await renderPage();
    await addIngredients(user, 'Onions');
    await typeAndWait(user, 'onio');
    expect(optionNames()).toEqual(['Red onion', 'Green onion']);
  });

  it('moves the highlight with the arrow keys, wrapping round, and adds the highlighted one on Enter', async () => {
    const { user } = await renderPage();
    await typeAndWait(user, 'onio');
    const options = within(listbox()).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(ingredientInput()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(ingredientInput()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(ingredientInput()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{Enter}');
    expect(listedItems()).toEqual(['Green onion']);
    expect(ingredientInput()).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(ingredientInput()).not.toHaveAttribute('aria-activedescendant');
  });

  it('adds what was typed when Enter is pressed with nothing highlighted', async () => {
    const { user } = await renderPage();
    await typeAndWait(user, 'Onio');
    await user.keyboard('{Enter}');
    expect(listedItems()).toEqual(['Onio']);
  });

  it('accepts free text the knowledge base does not know', async () => {
    const { user } = await renderPage();
    await user.type(ingredientInput(), 'Zaatar crackers{Enter}');
    expect(listedItems()).toEqual(['Zaatar crackers']);
  });

  it('closes on Escape, keeping the text, and opens again with ArrowDown', async () => {
    const { user } = await renderPage();
    await typeAndWait(user, 'egg');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(ingredientInput()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(ingredientInput()).toHaveValue('egg');

    await user.keyboard('{ArrowDown}');
    expect(listbox()).toBeVisible();
    expect(within(listbox()).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('adds a suggestion picked with a click and leaves focus in the box', async () => {
    const { user } = await renderPage();
    await typeAndWait(user, 'chick');
    await user.click(screen.getByRole('option', { name: 'Chickpea' }));
    expect(listedItems()).toEqual(['Chickpea']);
    expect(ingredientInput()).toHaveFocus();
    expect(ingredientInput()).toHaveValue('');
  });

  it('closes when focus leaves the box', async () => {
    const { user } = await renderPage();
    await typeAndWait(user, 'egg');
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('the suggestions for a screen reader', () => {
  beforeEach(() => {
    fakeApi();
  });

  it('says politely how many suggestions opened, and nothing once they close', async () => {
    const { user } = await renderPage();
    await typeAndWait(user, 'onio');
    const told = screen.getByText(/^3 suggestions: use the Up and Down keys to choose\.$/);
    expect(told).toHaveAttribute('aria-live', 'polite');
    await user.keyboard('{Escape}');
    expect(told).toBeEmptyDOMElement();
  });
});
