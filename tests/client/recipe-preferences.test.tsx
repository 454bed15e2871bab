import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerFrames, fakeApi, streamResponse } from '../support/fake-api.ts';
import { addIngredients, recipeSection, renderPage, type PageUser } from '../support/page.tsx';

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];

const summary = () => screen.getByText('Preferences', { selector: 'summary' });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const radio = (name: string) => within(screen.getByRole('radiogroup', { name: 'Units' })).getByRole('radio', { name });
/** The browser's language, as navigator.language says it. */
const browserLanguage = (tag: string) => vi.spyOn(navigator, 'language', 'get').mockReturnValue(tag);

async function openPreferences(user: PageUser) {
  await user.click(summary());
  expect(summary().closest('details')).toHaveAttribute('open');
  // The choices are built once it opens, at once.
  screen.getByRole('group', { name: 'Diet' });
}

describe('preferences', () => {
  // Opening it from the keyboard is the browser's own summary behaviour: the end-to-end tests press Enter.
  it('start folded away behind "Preferences"', async () => {
    fakeApi();
    const { user } = await renderPage();
    expect(summary().closest('details')).not.toHaveAttribute('open');
    // Folded, its choices are not even built yet.
    expect(screen.queryByRole('checkbox', { hidden: true })).not.toBeInTheDocument();

    await user.click(summary());
    // Whole the moment it opens: nothing is fetched after a visitor opens it.
    expect(screen.getByRole('checkbox', { name: 'Vegan' })).toBeVisible();
  });

  it('offer the five diets, the 14 major allergens, servings and a time limit', async () => {
    fakeApi();
    const { user } = await renderPage();
    await openPreferences(user);
    const group = (name: string) => within(screen.getByRole('group', { name }));
    expect(group('Diet').getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Vegetarian', 'Vegan', 'Pescatarian', 'Gluten-free', 'Dairy-free',
    ]);
    expect(group('Allergies').getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Celery', 'Cereals with gluten', 'Crustaceans', 'Eggs', 'Fish', 'Lupin', 'Milk', 'Molluscs', 'Mustard',
      'Tree nuts', 'Peanuts', 'Sesame', 'Soy', 'Sulphites',
    ]);
    const servings = screen.getByRole('combobox', { name: 'Servings' });
    expect(within(servings).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Chef’s choice', ...Array.from({ length: 12 }, (_, i) => String(i + 1)),
    ]);
    const time = screen.getByRole('combobox', { name: 'Maximum time' });
    expect(within(time).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any time', '15 minutes', '30 minutes', '45 minutes', '60 minutes', '90 minutes',
    ]);
  });

  it('offer units, metric or US customary', async () => {
    fakeApi();
    const { user } = await renderPage();
    await openPreferences(user);
    const units = screen.getByRole('radiogroup', { name: 'Units' });
    expect(within(units).getAllByRole('radio').map((one) => one.parentElement?.textContent)).toEqual(['Metric', 'US customary']);
  });

  it.each([
    ['en-GB', 'Metric', 'metric'],
    ['de-DE', 'Metric', 'metric'],
    ['en', 'Metric', 'metric'],
    ['en-US', 'US customary', 'us'],
    ['es-US', 'US customary', 'us'],
    ['my-MM', 'US customary', 'us'],
  ])('take their units from the browser language (%s) until the visitor chooses', async (language, shown, sent) => {
    browserLanguage(language);
    const api = fakeApi({ recipe: () => streamResponse(answerFrames(['## Crêpes\n'])) });
    const { user } = await renderPage();
    await openPreferences(user);
    expect(radio(shown)).toBeChecked();
    // Not chosen, so not said to be a preference, and not remembered.
    expect(screen.queryByText(/^Your preferences/)).not.toBeInTheDocument();
    await addIngredients(user, ...FOUR);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await screen.findByRole('heading', { name: 'Crêpes' });
    expect(api.recipeBodies[0]).toEqual({ ingredients: FOUR, units: sent });
    expect(localStorage.getItem('pantry-chef:preferences')).toBeNull();
  });

  it('send the units the visitor chose over the browser language’s, and remember them', async () => {
    browserLanguage('en-US');
    const api = fakeApi({ recipe: () => streamResponse(answerFrames(['## Crêpes\n'])) });
    const first = await renderPage();
    await openPreferences(first.user);
    await first.user.click(radio('Metric'));
    expect(radio('Metric')).toBeChecked();
    expect(radio('US customary')).not.toBeChecked();
    await addIngredients(first.user, ...FOUR);
    await first.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await screen.findByRole('heading', { name: 'Crêpes' });
    expect(api.recipeBodies[0]).toEqual({ ingredients: FOUR, units: 'metric' });
    first.unmount();

    const second = await renderPage();
    expect(screen.getByText('Your preferences: metric units.')).toBeVisible();
    await openPreferences(second.user);
    expect(radio('Metric')).toBeChecked();
  });

  it('load preferences saved before units could be chosen, with the browser language’s units', async () => {
    browserLanguage('en-GB');
    localStorage.setItem('pantry-chef:preferences', JSON.stringify({ version: 1, value: { diet: ['vegan'], servings: 2 } }));
    fakeApi();
    const { user } = await renderPage();
    expect(screen.getByText('Your preferences: vegan, serves 2.')).toBeVisible();
    await openPreferences(user);
    expect(checkbox('Vegan')).toBeChecked();
    expect(radio('Metric')).toBeChecked();
  });

  it('go with the request as their own fields, leaving the list as it is', async () => {
    const api = fakeApi({ recipe: () => streamResponse(answerFrames(['## Crêpes\n'])) });
    const { user } = await renderPage();
    await openPreferences(user);
    await user.click(checkbox('Vegetarian'));
    await user.click(checkbox('Dairy-free'));
    await user.click(checkbox('Tree nuts'));
    await user.click(checkbox('Celery'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Servings' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Maximum time' }), '30 minutes');
    await addIngredients(user, ...FOUR);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await screen.findByRole('heading', { name: 'Crêpes' });

    expect(api.recipeBodies[0]).toEqual({
      ingredients: FOUR,
      diet: ['vegetarian', 'dairy-free'],
      allergies: ['celery', 'tree-nuts'],
      servings: 3,
      maxMinutes: 30,
      units: 'us',
    });
  });

  it('send nothing extra once unticked or set back to the chef again', async () => {
    const api = fakeApi({ recipe: () => streamResponse(answerFrames(['## Crêpes\n'])) });
    const { user } = await renderPage();
    await openPreferences(user);
    await user.click(checkbox('Vegan'));
    await user.click(checkbox('Vegan'));
    const servings = screen.getByRole('combobox', { name: 'Servings' });
    await user.selectOptions(servings, '4');
    await user.selectOptions(servings, 'Chef’s choice');
    await addIngredients(user, ...FOUR);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await screen.findByRole('heading', { name: 'Crêpes' });
    expect(api.recipeBodies[0]).toEqual({ ingredients: FOUR, units: 'us' });
  });

  it('survive a reload, and say what is on while folded', async () => {
    fakeApi();
    const first = await renderPage();
    await openPreferences(first.user);
    await first.user.click(checkbox('Vegan'));
    await first.user.click(checkbox('Sesame'));
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Servings' }), '2');
    first.unmount();

    const second = await renderPage();
    expect(screen.getByText('Your preferences: vegan, no sesame, serves 2.')).toBeVisible();
    await openPreferences(second.user);
    expect(checkbox('Vegan')).toBeChecked();
    expect(checkbox('Sesame')).toBeChecked();
    expect(checkbox('Milk')).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Servings' })).toHaveValue('2');
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['an older version', JSON.stringify({ version: 0, value: { diet: ['vegan'] } })],
    ['a value the API would refuse', JSON.stringify({ version: 1, value: { servings: 99 } })],
    ['units the API would refuse', JSON.stringify({ version: 1, value: { diet: ['vegan'], units: 'imperial' } })],
    ['the wrong shape', JSON.stringify({ version: 1, value: ['vegan'] })],
  ])('ignore a saved entry that is %s', async (_name, saved) => {
    localStorage.setItem('pantry-chef:preferences', saved);
    fakeApi();
    const { user } = await renderPage();
    await openPreferences(user);
    expect(checkbox('Vegan')).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Servings' })).toHaveValue('');
  });
});

describe('the last recipe', () => {
  it('comes back after a reload, and another idea asks about its list', async () => {
    const api = fakeApi({
      recipe: (call) => streamResponse(answerFrames([call === 0 ? '## Pancakes\n\nStack them high.' : '## Crêpes\n\nThin.'])),
    });
    const first = await renderPage();
    await addIngredients(first.user, ...FOUR);
    await first.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await screen.findByText('Stack them high.');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    first.unmount();

    const second = await renderPage();
    // Formatted as soon as the renderer is here, never shown as raw markdown before then.
    expect(await screen.findByRole('region', { name: 'Pantry Chef Recommendations' })).not.toHaveTextContent('##');
    expect(await within(recipeSection()!).findByRole('heading', { name: 'Pancakes' })).toBeInTheDocument();
    expect(within(recipeSection()!).getByText('Stack them high.')).toBeInTheDocument();
    expect(recipeSection()).not.toHaveTextContent('##');
    await second.user.click(screen.getByRole('button', { name: 'Another idea' }));
    await screen.findByText('Thin.');
    expect(api.recipeBodies[1]).toEqual({ ingredients: FOUR, units: 'us', previousTitle: 'Pancakes' });
  });

  it.each([
    ['not JSON', '{"version":1'],
    ['an older version', JSON.stringify({ version: 0, value: { ingredients: FOUR, markdown: '## Old' } })],
    ['a list too short to ask about', JSON.stringify({ version: 1, value: { ingredients: ['Eggs', 'Milk'], markdown: '## Old' } })],
    ['a list that is not text', JSON.stringify({ version: 1, value: { ingredients: [1, 2, 3, 4], markdown: '## Old' } })],
    ['no text', JSON.stringify({ version: 1, value: { ingredients: FOUR, markdown: '' } })],
  ])('is not shown when the saved entry is %s', async (_name, saved) => {
    localStorage.setItem('pantry-chef:last-recipe', saved);
    fakeApi();
    await renderPage();
    expect(recipeSection()).not.toBeInTheDocument();
  });
});
