import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerFrames, errorResponse, fakeApi, openStream, proofFor, streamResponse } from '../support/fake-api.ts';
import { addIngredients, recipeSection, renderPage } from '../support/page.tsx';
import { writeDraft } from '../../shared/offline-chef/recipe-writer.ts';

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];
const PANCAKES = '## Pancakes\n\nServes 4.\n\n### Ingredients\n\n- 2 eggs\n- 250 ml milk\n- 150 g flour\n\n### Steps\n\n1. Whisk 2 eggs with the milk.\n2. Fry for 2 minutes a side.';
const QUICK = '## Quick pancakes\n\nServes 4.\n\n- 2 eggs\n- 250 ml milk\n- 150 g flour\n\n1. Whisk and fry.';

const stored = (key: string) => JSON.parse(localStorage.getItem(`pantry-chef:${key}`) ?? 'null')?.value;
const changeGroup = () => screen.getByRole('group', { name: 'Change this recipe' });

/** The page with a finished recipe from the service, its proof `proofFor(0)`; later calls answer with `next`. */
async function withRecipe(next: (call: number) => Response | Promise<Response> = () => streamResponse(answerFrames([QUICK], proofFor(1))), first = () => streamResponse(answerFrames([PANCAKES], proofFor(0)))) {
  const api = fakeApi({ recipe: (call) => (call === 0 ? first() : next(call)) });
  const page = await renderPage();
  await addIngredients(page.user, ...FOUR);
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  await within(recipeSection()!).findByText('Whisk 2 eggs with the milk.');
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return { ...page, api };
}

describe('changing the recipe on screen', () => {
  it('asks for a change of the version shown with its text and proof, for the same list and the servings shown', async () => {
    const { user, api } = await withRecipe();
    await user.click(within(changeGroup()).getByRole('button', { name: 'Quicker' }));

    await within(recipeSection()!).findByText('Whisk and fry.');
    expect(api.recipeBodies[1]).toEqual({ ingredients: FOUR, units: 'us', servings: 4, change: { kind: 'quicker', recipe: PANCAKES, proof: proofFor(0) } });
    expect(screen.getByText('Version 2 of 2')).toBeInTheDocument();
  });

  it('moves between versions, and keeps the version shown as the last recipe', async () => {
    const { user } = await withRecipe();
    await user.click(within(changeGroup()).getByRole('button', { name: 'Spicier' }));
    await within(recipeSection()!).findByText('Whisk and fry.');

    await user.click(screen.getByRole('button', { name: 'Previous version' }));
    expect(within(recipeSection()!).getByText('Whisk 2 eggs with the milk.')).toBeInTheDocument();
    expect(screen.getByText('Version 1 of 2')).toBeInTheDocument();
    expect(stored('last-recipe')).toMatchObject({ markdown: PANCAKES, proof: proofFor(0) });
    expect(screen.getByRole('button', { name: 'Previous version' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Next version' }));
    expect(within(recipeSection()!).getByText('Whisk and fry.')).toBeInTheDocument();
    expect(stored('last-recipe')).toMatchObject({ markdown: QUICK, proof: proofFor(1) });
    // A recipe and its changes are one recent recipe, with its versions inside, named as it is shown.
    expect(stored('recent-recipes').map((entry: { title: string }) => entry.title)).toEqual(['Quick pancakes']);
    expect(stored('recent-recipes')[0].versions.map((version: { markdown: string }) => version.markdown)).toEqual([PANCAKES, QUICK]);
  });

  it('keeps Servings to cook as the cook set it, moving between versions', async () => {
    const QUICK_AT_SIX = '## Quick pancakes\n\nServes 6.\n\n### Ingredients\n\n- 3 eggs\n- 375 ml milk\n- 225 g flour\n\n### Steps\n\n1. Whisk and fry.';
    const { user, api } = await withRecipe(() => streamResponse(answerFrames([QUICK_AT_SIX], proofFor(1))));
    const servings = () => screen.getByRole('spinbutton', { name: 'Servings to cook' });
    await user.clear(servings());
    await user.type(servings(), '6');
    await within(recipeSection()!).findByText('Whisk 3 eggs with the milk.');
    await user.click(within(changeGroup()).getByRole('button', { name: 'Quicker' }));
    await within(recipeSection()!).findByText('Whisk and fry.');
    expect(api.recipeBodies[1]).toMatchObject({ servings: 6 });

    // Version 1 was written for 4: it comes back at the 6 the cook chose, not as written.
    await user.click(screen.getByRole('button', { name: 'Previous version' }));
    expect(await within(recipeSection()!).findByText('Whisk 3 eggs with the milk.')).toBeInTheDocument();
    expect(servings()).toHaveValue(6);
    expect(stored('last-recipe')).toMatchObject({ written: PANCAKES });

    await user.clear(servings());
    await user.type(servings(), '2');
    await within(recipeSection()!).findByText('Whisk 1 egg with the milk.');
    await user.click(screen.getByRole('button', { name: 'Next version' }));
    expect(await within(recipeSection()!).findByText('Serves 2.')).toBeInTheDocument();
    expect(within(recipeSection()!).getAllByText('80 g flour')[0]).toBeInTheDocument();
    expect(servings()).toHaveValue(2);
  });

  it('switches the recipe on screen to the units chosen, at the servings shown, and back', async () => {
    const US = '## Rice pudding\n\nServes 4.\n\n### Ingredients\n\n- 1 cup rice\n- 2 cups milk\n- 8 oz raisins\n\n### Steps\n\n1. Bake the rice in the milk at 300 °F for 2 hours.\n';
    fakeApi({ recipe: () => streamResponse(answerFrames([US], proofFor(0))) });
    const { user } = await renderPage();
    await addIngredients(user, ...FOUR);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await within(recipeSection()!).findByText('Bake the rice in the milk at 300 °F for 2 hours.');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    const section = recipeSection()!;
    const servings = screen.getByRole('spinbutton', { name: 'Servings to cook' });
    await user.clear(servings);
    await user.type(servings, '2');
    expect((await within(section).findAllByText('½ cup rice'))[0]).toBeInTheDocument();

    await user.click(screen.getByText('Preferences', { selector: 'summary' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Units' })).getByRole('radio', { name: 'Metric' }));
    expect(await within(section).findByText('Bake the rice in the milk at 150 °C for 2 hours.')).toBeInTheDocument();
    expect(within(section).getAllByText('90 g rice')[0]).toBeInTheDocument();
    expect(within(section).getAllByText('240 ml milk')[0]).toBeInTheDocument();
    expect(within(section).getAllByText('110 g raisins')[0]).toBeInTheDocument();
    expect(servings).toHaveValue(2);

    // Scaled again, it stays in the units chosen.
    await user.clear(servings);
    await user.type(servings, '4');
    expect((await within(section).findAllByText('190 g rice'))[0]).toBeInTheDocument();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Units' })).getByRole('radio', { name: 'US customary' }));
    expect(await within(section).findByText('Bake the rice in the milk at 300 °F for 2 hours.')).toBeInTheDocument();
  });

  it('changes the version shown, not the newest, and a change of a change carries that version’s proof', async () => {
    const { user, api } = await withRecipe((call) => streamResponse(answerFrames([call === 1 ? QUICK : '## Milder pancakes\n\nServes 4.\n\n1. Fry gently.'], proofFor(call))));
    await user.click(within(changeGroup()).getByRole('button', { name: 'Quicker' }));
    await within(recipeSection()!).findByText('Whisk and fry.');
    await user.click(within(changeGroup()).getByRole('button', { name: 'Milder' }));
    await within(recipeSection()!).findByText('Fry gently.');

    expect(api.recipeBodies[2]).toMatchObject({ change: { kind: 'milder', recipe: QUICK, proof: proofFor(1) } });
    expect(screen.getByText('Version 3 of 3')).toBeInTheDocument();
  });

  it('says a change that would change nothing (Vegetarian on a vegetarian recipe) and asks nothing of the chef', async () => {
    const { user, api } = await withRecipe();
    await user.click(within(changeGroup()).getByRole('button', { name: 'Vegetarian' }));

    const said = await within(recipeSection()!).findByText('This recipe is already vegetarian: there is nothing to change.');
    expect(said).toBeVisible();
    expect(api.recipeBodies).toHaveLength(1);
    expect(screen.queryByText(/Version \d of/)).not.toBeInTheDocument();
    // A recipe with meat is changed as asked.
    await user.click(within(changeGroup()).getByRole('button', { name: 'Quicker' }));
    await within(recipeSection()!).findByText('Whisk and fry.');
    expect(said).not.toBeInTheDocument();
  });

  it.each([
    ['Quicker', ['Banana', 'Strawberries', 'Oats', 'Milk'], 'This is about as quick as this dish gets.'],
    ['Milder', ['Banana', 'Strawberries', 'Oats', 'Milk'], 'There was no chili or other heat in this recipe to take out.'],
    ['Vegetarian', ['Banana', 'Strawberries', 'Oats', 'Milk'], 'This recipe is already vegetarian: there is nothing to change.'],
  ])('says %s on a dish of the server’s chef that it would leave as it was, and asks nothing of the server', async (button, list, why) => {
    const { markdown: written, draft } = writeDraft(list, { units: 'us' });
    const api = fakeApi({ recipe: () => streamResponse(answerFrames([written], proofFor(0), draft), 'Offline chef') });
    const { user } = await renderPage();
    await addIngredients(user, ...list);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await waitFor(() => expect(within(changeGroup()).getByRole('button', { name: button })).toBeEnabled());
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());

    await user.click(within(changeGroup()).getByRole('button', { name: button }));
    expect(await within(recipeSection()!).findByText(why)).toBeVisible();
    expect(api.recipeBodies).toHaveLength(1);
    expect(screen.queryByText(/Version \d of/)).not.toBeInTheDocument();
  });

  it('asks the server for a change its chef would make, sending back the draft it came with, and for any change of another model’s recipe', async () => {
    const list = ['Chicken', 'Rice', 'Garlic', 'Spinach'];
    const { markdown: written, draft } = writeDraft(list, { units: 'us' });
    const api = fakeApi({ recipe: (call) => (call === 0 ? streamResponse(answerFrames([written], proofFor(0), draft), 'Offline chef') : streamResponse(answerFrames([QUICK], proofFor(call)), 'm via h.example')) });
    const { user } = await renderPage();
    await addIngredients(user, ...list);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    await user.click(within(changeGroup()).getByRole('button', { name: 'Quicker' }));
    await within(recipeSection()!).findByText('Whisk and fry.');
    expect(api.recipeBodies[1]).toMatchObject({ change: { kind: 'quicker', recipe: written, draft } });
    // Another model's version is asked for whatever it is: only the server's chef is known to the page.
    await user.click(within(changeGroup()).getByRole('button', { name: 'Quicker' }));
    await waitFor(() => expect(api.recipeBodies).toHaveLength(3));
  });

  it('has the server’s chef draft its recipe again for the servings and units the cook sets, its tin and times with it', async () => {
    const list = ['Flour', 'Sugar', 'Butter', 'Eggs'];
    const { markdown: written, draft } = writeDraft(list, { units: 'us' });
    const api = fakeApi({ recipe: () => streamResponse(answerFrames([written], proofFor(0), draft), 'Offline chef') });
    const { user } = await renderPage();
    await addIngredients(user, ...list);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    await waitFor(() => expect(recipeSection()).toHaveTextContent(/8-inch square pan/));

    const servings = screen.getByRole('spinbutton', { name: 'Servings to cook' });
    await user.clear(servings);
    await user.type(servings, '1');
    // One serving is baked in paper cases, for less time, as the chef writes it for one: not a thin layer in the big pan.
    await waitFor(() => expect(recipeSection()).toHaveTextContent(/2 cups of a muffin pan with paper liners/));
    expect(recipeSection()).toHaveTextContent(/bake for 18 minutes/);
    expect(recipeSection()).not.toHaveTextContent(/8-inch square pan/);

    await user.click(screen.getByText('Preferences', { selector: 'summary' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Units' })).getByRole('radio', { name: 'Metric' }));
    await waitFor(() => expect(recipeSection()).toHaveTextContent(/180 °C/));
    expect(recipeSection()).toHaveTextContent(/2 holes of a muffin tin with paper cases/);
    expect(api.recipeBodies).toHaveLength(1);
  });

  it('asks for Vegetarian when the recipe lists meat or fish', async () => {
    const BACON = PANCAKES.replace('- 2 eggs', '- 2 eggs\n- 4 rashers bacon');
    const { user, api } = await withRecipe(undefined, () => streamResponse(answerFrames([BACON], proofFor(0))));
    await user.click(within(changeGroup()).getByRole('button', { name: 'Vegetarian' }));
    await within(recipeSection()!).findByText('Whisk and fry.');
    expect(api.recipeBodies[1]).toMatchObject({ change: { kind: 'vegetarian' } });

    // Another idea after Vegetarian stays vegetarian, and so does one after a change of that version.
    await user.click(within(changeGroup()).getByRole('button', { name: 'Quicker' }));
    await waitFor(() => expect(api.recipeBodies).toHaveLength(3));
    await waitFor(() => expect(screen.getByText('Version 3 of 3')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Another idea' }));
    await waitFor(() => expect(api.recipeBodies).toHaveLength(4));
    expect(api.recipeBodies[3]).toMatchObject({ diet: ['vegetarian'], previousTitle: 'Quick pancakes' });
    expect(api.recipeBodies[3]).not.toHaveProperty('change');
  });

  it('keeps the version before a change that fails, and says why', async () => {
    const { user } = await withRecipe(() => errorResponse(503, 'busy', 'The kitchen is full right now. Please try again in a few seconds.'));
    await user.click(within(changeGroup()).getByRole('button', { name: 'Spicier' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The kitchen is full right now. Please try again in a few seconds.');
    expect(await within(recipeSection()!).findByText('Whisk 2 eggs with the milk.')).toBeInTheDocument();
    expect(screen.queryByText(/Version \d of/)).not.toBeInTheDocument();
    expect(stored('last-recipe')).toMatchObject({ markdown: PANCAKES });
  });

  it('brings back the version before a change the visitor stops', async () => {
    const stream = openStream();
    const { user } = await withRecipe(() => stream.response);
    await user.click(within(changeGroup()).getByRole('button', { name: 'One pot' }));
    stream.begin();
    stream.text('## One-pot pan');
    await within(recipeSection()!).findByText('One-pot pan');
    await user.click(screen.getByRole('button', { name: 'Stop' }));

    expect(await within(recipeSection()!).findByText('Whisk 2 eggs with the milk.')).toBeInTheDocument();
    expect(within(recipeSection()!).queryByText('One-pot pan')).not.toBeInTheDocument();
    expect(stored('last-recipe')).toMatchObject({ markdown: PANCAKES, proof: proofFor(0) });
  });

  it('says a recipe from before a restart cannot be changed, and stops offering changes for it', async () => {
    const { user } = await withRecipe(() => errorResponse(400, 'unknown_recipe', '"change" names a recipe this service did not write.'));
    await user.click(within(changeGroup()).getByRole('button', { name: 'No oven' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("This recipe is from before the kitchen restarted, so it can't be changed. Press Get a recipe for a new one you can change.");
    expect(screen.queryByRole('group', { name: 'Change this recipe' })).not.toBeInTheDocument();
    expect(await within(recipeSection()!).findByText('Whisk 2 eggs with the milk.')).toBeInTheDocument();
    expect(stored('last-recipe').proof).toBeUndefined();
  });

  it('offers no change of a recipe that came without a proof', async () => {
    await withRecipe(undefined, () => streamResponse(answerFrames([PANCAKES])));
    expect(screen.queryByRole('group', { name: 'Change this recipe' })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Servings to cook' })).toHaveValue(4);
  });
});

describe('scaling the recipe on screen', () => {
  it('rescales the recipe at once with no host call, and everything that keeps it follows', async () => {
    const { user, api } = await withRecipe();
    const field = screen.getByRole('spinbutton', { name: 'Servings to cook' });
    expect(field).toHaveValue(4);
    await user.clear(field);
    await user.type(field, '8');

    await within(recipeSection()!).findByText('Serves 8.');
    const recipe = recipeSection()!.querySelector('.recipe')!;
    expect(within(recipe as HTMLElement).getByText('500 ml milk')).toBeInTheDocument();
    expect(within(recipe as HTMLElement).getByText('Whisk 4 eggs with the milk.')).toBeInTheDocument();
    expect(within(recipe as HTMLElement).getByText('Fry for 2 minutes a side.')).toBeInTheDocument();
    expect(api.recipeBodies).toHaveLength(1);
    expect(stored('last-recipe')).toMatchObject({ written: PANCAKES, proof: proofFor(0) });
    expect(stored('last-recipe').markdown).toContain('500 ml milk');
    expect(stored('recent-recipes')).toHaveLength(1);
    expect(stored('recent-recipes')[0].markdown).toContain('500 ml milk');
  });

  it('asks for a change of the recipe as written, for the servings shown', async () => {
    const { user, api } = await withRecipe();
    const field = screen.getByRole('spinbutton', { name: 'Servings to cook' });
    await user.clear(field);
    await user.type(field, '2');
    await within(recipeSection()!).findByText('Serves 2.');
    await user.click(within(changeGroup()).getByRole('button', { name: 'Quicker' }));

    await within(recipeSection()!).findByText('Whisk and fry.');
    expect(api.recipeBodies[1]).toMatchObject({ servings: 2, change: { kind: 'quicker', recipe: PANCAKES, proof: proofFor(0) } });
  });
});
