import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerFrames, fakeApi, openStream, streamResponse } from '../support/fake-api.ts';
import { addIngredients, recipeSection, renderPage } from '../support/page.tsx';

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];
const RECIPE = '## Pancakes\n\n- 2 eggs\n- 250 ml milk\n- 1 tbsp butter\n\n1. Whisk.\n2. Fry in the butter.\n';

function saveAllergies(allergies: string[]) {
  localStorage.setItem('pantry-chef:preferences', JSON.stringify({ version: 1, value: { allergies } }));
}

async function askFor(pieces: string[]) {
  fakeApi({ recipe: () => streamResponse(answerFrames(pieces)) });
  const page = await renderPage();
  await addIngredients(page.user, ...FOUR);
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  await screen.findByRole('heading', { name: 'Pancakes' });
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return page;
}

describe('the allergy warning', () => {
  it('names each allergen the recipe mentions, above the recipe', async () => {
    saveAllergies(['milk', 'eggs', 'peanuts']);
    await askFor([RECIPE]);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Allergy warning: this recipe mentions eggs and milk.');
    expect(alert.parentElement).toHaveTextContent('Look for: egg, milk, butter.');
    const heading = within(recipeSection()!).getByRole('heading', { name: 'Pancakes' });
    expect(alert.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown when no allergy is set', async () => {
    await askFor([RECIPE]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not shown when the recipe names none of the allergies', async () => {
    saveAllergies(['peanuts', 'fish']);
    await askFor([RECIPE]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not shown for what the introduction names but the list and the steps do not use', async () => {
    saveAllergies(['milk']);
    await askFor(['## Pancakes\n\nAs light as the buttermilk kind, with no dairy at all.\n\n## Ingredients\n- 2 eggs\n- 250 ml oat milk\n\n## Method\n1. Whisk.\n2. Fry in a little oil.\n']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('appears while the recipe streams, leaving role="status" to the loading indicator alone', async () => {
    saveAllergies(['milk']);
    const stream = openStream();
    fakeApi({ recipe: () => stream.response });
    const { user } = await renderPage();
    await addIngredients(user, ...FOUR);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    stream.begin();
    stream.text('## Pancakes\n\n- 1 tbsp butter\n');

    expect(await screen.findByRole('alert')).toHaveTextContent('this recipe mentions milk');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Cooking up your recipe…');
    stream.end();
  });
});

describe('under every recipe', () => {
  it('there is a short food-safety note about doneness and allergens', async () => {
    await askFor([RECIPE]);
    const note = within(recipeSection()!).getByText(/^A note on safety:/);
    expect(note).toHaveTextContent(/safe temperature/);
    expect(note).toHaveTextContent(/allergens/);
  });
});

describe('the end of a recipe, for screen readers', () => {
  const politeText = (container: HTMLElement) =>
    [...container.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent ?? '').join(' ');

  it('is announced as "Recipe ready" once, at the end, and not word by word', async () => {
    const stream = openStream();
    fakeApi({ recipe: () => stream.response });
    const { user, container } = await renderPage();
    await addIngredients(user, ...FOUR);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    stream.begin();
    stream.text('## Pancakes\n\nWhisk ');
    stream.text('the eggs.');
    await screen.findByText('Whisk the eggs.');
    expect(politeText(container)).not.toContain('Recipe ready');
    expect(politeText(container)).not.toContain('Whisk');
    expect(recipeSection()?.closest('[aria-live]')).toBeNull();

    stream.end();
    await waitFor(() => expect(politeText(container)).toContain('Recipe ready: Pancakes.'));
  });
});
