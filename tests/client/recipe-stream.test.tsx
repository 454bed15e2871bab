import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerFrames, fakeApi, openStream, streamResponse } from '../support/fake-api.ts';
import { addIngredients, recipeSection, renderPage, renderPageStillLoading } from '../support/page.tsx';

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];

const RECIPE_PIECES = [
  '## Soup\n\nA **warming** bowl, ',
  'ready in *twenty* minutes.\n\n',
  '### You need\n\n- 2 eggs\n- 1 cup milk\n\n',
  '### Steps\n\n1. Whisk.\n2. Simmer.\n',
];

async function askForRecipe() {
  const page = await renderPage();
  await addIngredients(page.user, ...FOUR);
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  return page;
}

describe('asking for a recipe', () => {
  it('posts the ingredient list to /api/recipe as JSON', async () => {
    const api = fakeApi({ recipe: () => streamResponse(answerFrames(['## Soup\n'])) });
    await askForRecipe();
    await screen.findByRole('heading', { name: 'Soup' });

    // The units come from jsdom's browser language, en-US, until the visitor chooses.
    expect(api.recipeBodies).toEqual([{ ingredients: FOUR, units: 'us' }]);
    expect(api.recipeRequests[0]?.method).toBe('POST');
    expect(new Headers(api.recipeRequests[0]?.headers).get('content-type')).toBe(
      'application/json',
    );
  });

  it('shows the one loading status from the click until the stream ends', async () => {
    const stream = openStream();
    fakeApi({ recipe: () => stream.response });
    await askForRecipe();

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Cooking up your recipe…');
    stream.begin();
    stream.text('## Soup\n');
    await screen.findByRole('heading', { name: 'Soup' });
    expect(screen.getAllByRole('status')).toHaveLength(1);

    stream.end();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('scrolls the loading status into view, smoothly', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    fakeApi({ recipe: () => openStream().response });
    await askForRecipe();

    const status = await screen.findByRole('status');
    await waitFor(() => expect(scroll.mock.contexts).toContain(status));
    const call = scroll.mock.contexts.indexOf(status);
    expect(scroll.mock.calls[call]?.[0]).toMatchObject({ behavior: 'smooth' });
  });

  it('scrolls without animation when the visitor prefers reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    fakeApi({ recipe: () => openStream().response });
    await askForRecipe();

    const status = await screen.findByRole('status');
    await waitFor(() => expect(scroll.mock.contexts).toContain(status));
    const call = scroll.mock.contexts.indexOf(status);
    expect(scroll.mock.calls[call]?.[0]).toMatchObject({ behavior: 'auto' });
  });

  it('keeps the recipe section hidden until the first text arrives, then scrolls to it', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const stream = openStream();
    fakeApi({ recipe: () => stream.response });
    await askForRecipe();

    await screen.findByRole('status');
    stream.begin();
    expect(recipeSection()).not.toBeInTheDocument();

    stream.text('## Soup\n');
    const section = await screen.findByRole('region', { name: 'Pantry Chef Recommendations' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Pantry Chef Recommendations' });
    expect(section).toHaveAttribute('aria-labelledby', heading.id);
    expect(section).toContainElement(heading);
    // The markdown renderer arrives on its own time: under load it may render after the section.
    expect(await within(section).findByRole('heading', { level: 2, name: 'Soup' })).toBeInTheDocument();
    await waitFor(() => expect(scroll.mock.contexts).toContain(section));
    stream.end();
  });

  it('shows the text as it streams, before the answer has ended', async () => {
    const stream = openStream();
    fakeApi({ recipe: () => stream.response });
    await askForRecipe();

    stream.begin();
    stream.text('## Soup\n\nA warming ');
    stream.text('bowl of soup.');
    expect(await screen.findByText('A warming bowl of soup.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();

    stream.text('\n\n- 2 eggs\n');
    const item = await within(recipeSection()!).findByRole('listitem');
    expect(item).toHaveTextContent('2 eggs');
    stream.end();
  });

  it('renders the markdown as semantic headings, lists and emphasis', async () => {
    fakeApi({ recipe: () => streamResponse(answerFrames(RECIPE_PIECES)) });
    await askForRecipe();
    await screen.findByText('Simmer.');

    const section = recipeSection()!;
    // The markdown renderer arrives on its own time: under load it may render after the section.
    expect(await within(section).findByRole('heading', { level: 2, name: 'Soup' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'You need' })).toBeInTheDocument();
    const [ingredients, steps] = within(section).getAllByRole('list');
    expect(ingredients?.tagName).toBe('UL');
    expect(steps?.tagName).toBe('OL');
    expect(within(ingredients!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 eggs',
      '1 cup milk',
    ]);
    expect(within(steps!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Whisk.',
      'Simmer.',
    ]);
    expect(section.querySelector('strong')).toHaveTextContent('warming');
    expect(section.querySelector('em')).toHaveTextContent('twenty');
  });

  it('never loads an image the model names, showing its alt text instead', async () => {
    fakeApi({
      recipe: () =>
        streamResponse(answerFrames(['## Soup\n\n', '![A steaming bowl](https://img.example/soup.jpg)\n'])),
    });
    await askForRecipe();
    await within(recipeSection() ?? document.body).findByText('A steaming bowl');

    // The page's own logo is plain HTML in index.html, outside what the test renders.
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });
});

describe('a recipe asked for before the page has fully loaded', () => {
  it('answers a "Get a recipe" pressed at first paint, once the rest of the page is here', async () => {
    localStorage.setItem('pantry-chef:ingredients', JSON.stringify({ version: 1, value: FOUR }));
    const api = fakeApi({ recipe: () => streamResponse(answerFrames(['## Soup\n\nServe hot.'])) });
    renderPageStillLoading();
    // The whole page is there at first paint; only the recipe area's engines come later.
    expect(screen.getByText('Preferences', { selector: 'summary' })).toBeInTheDocument();

    // In the same turn as the first paint, before anything else could load.
    const button = screen.getByRole('button', { name: 'Get a recipe' });
    button.focus();
    fireEvent.click(button);
    // Generous limits: the rest of the page mounts and renders its markdown for the first time.
    const section = await screen.findByRole('region', { name: 'Pantry Chef Recommendations' }, { timeout: 5000 });
    await within(section).findByText('Serve hot.', {}, { timeout: 5000 });
    expect(api.recipeBodies).toEqual([{ ingredients: FOUR, units: 'us' }]);
    // The button pressed is the one still there, keyboard focus and all.
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toBe(button);
    expect(button).toHaveFocus();
  });
});
