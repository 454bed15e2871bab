import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFrames, fakeApi, streamResponse } from '../support/fake-api.ts';
import { addIngredients, renderPage } from '../support/page.tsx';

const MARKDOWN = `# Tomato Pasta

A bright weeknight pasta.

Serves 2 · Total time: 1 hour 5 minutes

## Ingredients

- 200 g spaghetti
- 4 ripe tomatoes

## Method

1. Boil the spaghetti.
2. Toss it with the **tomatoes**.
`;

const EXPECTED = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Tomato Pasta',
  description: 'A bright weeknight pasta.',
  recipeYield: '2 servings',
  totalTime: 'PT1H5M',
  recipeIngredient: ['200 g spaghetti', '4 ripe tomatoes'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Boil the spaghetti.' },
    { '@type': 'HowToStep', text: 'Toss it with the tomatoes.' },
  ],
};

// Nutrition per serving, as the panel under the recipe worked it out from USDA's table.
const NUTRITION = {
  '@type': 'NutritionInformation',
  servingSize: '1 of 2 servings',
  calories: expect.stringMatching(/^\d+ kcal$/),
  proteinContent: expect.stringMatching(/^[\d.]+ g$/),
  fatContent: expect.stringMatching(/^[\d.]+ g$/),
  saturatedFatContent: expect.stringMatching(/^[\d.]+ g$/),
  carbohydrateContent: expect.stringMatching(/^[\d.]+ g$/),
  sugarContent: expect.stringMatching(/^[\d.]+ g$/),
  fiberContent: expect.stringMatching(/^[\d.]+ g$/),
  sodiumContent: expect.stringMatching(/^\d+ mg$/),
};

// jsdom has no object URLs: these record the file handed to the browser and the link clicked for it.
let files: Blob[] = [];
let revoked: string[] = [];
beforeEach(() => {
  files = [];
  revoked = [];
  URL.createObjectURL = (blob: Blob) => `blob:test/${files.push(blob)}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function watchLinks() {
  const clicked: { href: string; download: string; inPage: boolean }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
  });
  return clicked;
}

async function withRecipe() {
  fakeApi({ recipe: () => streamResponse(answerFrames([MARKDOWN])) });
  const page = await renderPage();
  await addIngredients(page.user, 'Tomato', 'Spaghetti', 'Basil', 'Garlic');
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  await screen.findByText('Boil the spaghetti.');
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return page;
}

describe('saving the recipe as a file', () => {
  it('downloads the recipe as schema.org Recipe JSON-LD named after its title', async () => {
    const { user } = await withRecipe();
    const clicked = watchLinks();
    await user.click(screen.getByRole('button', { name: 'Save recipe file' }));

    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:test/1', download: 'tomato-pasta.json', inPage: true }]));
    expect(files[0]!.type).toBe('application/ld+json');
    expect(JSON.parse(await files[0]!.text())).toEqual({ ...EXPECTED, nutrition: NUTRITION });
    expect(await screen.findByText('Saved tomato-pasta.json')).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(revoked).toEqual(['blob:test/1']));
    // The link was only a way to hand the file over.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('saves a recipe restored after a reload', async () => {
    localStorage.setItem('pantry-chef:last-recipe', JSON.stringify({ version: 1, value: { ingredients: ['Tomato', 'Spaghetti', 'Basil', 'Garlic'], markdown: MARKDOWN } }));
    fakeApi();
    const { user } = await renderPage();
    const clicked = watchLinks();
    await user.click(await screen.findByRole('button', { name: 'Save recipe file' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(JSON.parse(await files[0]!.text())).toEqual({ ...EXPECTED, nutrition: NUTRITION });
  });

  it('says so when the file cannot be made', async () => {
    const { user } = await withRecipe();
    URL.createObjectURL = () => {
      throw new Error('No object URLs here');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Save recipe file' }));
    expect(await screen.findByText('The recipe file could not be made. Try again, or use Copy recipe.')).toBeVisible();
  });
});
