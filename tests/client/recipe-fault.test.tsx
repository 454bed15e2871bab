import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailureBoundary } from '../../client/components/load-failure-boundary.tsx';
import { RecipeFaultBoundary } from '../../client/components/recipe-fault-boundary.tsx';
import { answerFrames, fakeApi, streamResponse } from '../support/fake-api.ts';
import { addIngredients, renderPage } from '../support/page.tsx';

// A fault the renderer cannot get past, whatever it is: the page must keep the words and not
// keep the recipe to fail again.
const FAULTY = '## Broken Soup\n\nFAULT: simmer.\n';
vi.mock('../../client/components/recipe-markdown.tsx', async (importActual) => {
  const actual = await importActual<typeof import('../../client/components/recipe-markdown.tsx')>();
  const RecipeMarkdown: typeof actual.RecipeMarkdown = (props) => {
    if (props.text.includes('FAULT')) throw new RangeError('Maximum call stack size exceeded');
    return actual.RecipeMarkdown(props);
  };
  return { ...actual, RecipeMarkdown };
});

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];
const NOTE = 'This recipe could not be formatted, so it is shown as plain text and was not kept.';
const stored = (key: string) => localStorage.getItem(`pantry-chef:${key}`);

function Faulty({ text }: { text: string }) {
  if (text.includes('FAULT')) throw new Error('cannot render');
  return <p>Formatted: {text}</p>;
}

describe('a recipe the page cannot format', () => {
  it('is shown as plain text with a note, and the section is told which recipe it was', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onFault = vi.fn();
    render(
      <RecipeFaultBoundary recipe={FAULTY} onFault={onFault}>
        <Faulty text={FAULTY} />
      </RecipeFaultBoundary>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(NOTE);
    expect(screen.getByText(/FAULT: simmer\./)).toHaveTextContent('## Broken Soup FAULT: simmer.');
    expect(onFault).toHaveBeenCalledExactlyOnceWith(FAULTY);
  });

  it('is tried formatted again once the recipe changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <RecipeFaultBoundary recipe={FAULTY} onFault={() => undefined}>
        <Faulty text={FAULTY} />
      </RecipeFaultBoundary>,
    );
    view.rerender(
      <RecipeFaultBoundary recipe="## Soup" onFault={() => undefined}>
        <Faulty text="## Soup" />
      </RecipeFaultBoundary>,
    );
    expect(screen.getByText('Formatted: ## Soup')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('leaves a part that did not load to the page, which says to check the connection', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onFault = vi.fn();
    const MissingScript = (): never => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/recipe-markdown.js');
    };
    render(
      <LoadFailureBoundary onFailure={() => undefined}>
        <RecipeFaultBoundary recipe={FAULTY} onFault={onFault}>
          <MissingScript />
        </RecipeFaultBoundary>
      </LoadFailureBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Part of the page did not load. Check your connection');
    expect(onFault).not.toHaveBeenCalled();
  });

  it('from a host is neither kept as the last recipe nor as a recent one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ recipe: () => streamResponse(answerFrames([FAULTY])) });
    const { user } = await renderPage();
    await addIngredients(user, ...FOUR);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));

    expect(await screen.findByRole('status')).toHaveTextContent(NOTE);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Another idea' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(stored('last-recipe')).toBeNull();
    expect(stored('recent-recipes') ?? '').not.toContain('FAULT');
  });

  it('kept from a visit before is dropped, never replayed into the same fault', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('pantry-chef:last-recipe', JSON.stringify({ version: 1, value: { ingredients: FOUR, markdown: FAULTY } }));
    await renderPage();

    expect(await screen.findByRole('status')).toHaveTextContent(NOTE);
    expect(screen.getByText(/FAULT: simmer\./)).toBeInTheDocument();
    await waitFor(() => expect(stored('last-recipe')).toBeNull());
  });
});

describe('the page boundary', () => {
  it('says a part failed with an error, not that the connection dropped, when rendering failed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = (): never => {
      throw new RangeError('Maximum call stack size exceeded');
    };
    render(
      <LoadFailureBoundary onFailure={() => undefined}>
        <Broken />
      </LoadFailureBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Part of the page stopped working after an error. Reload the page: your list is kept.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('connection');
  });
});
