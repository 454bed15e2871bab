import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_MESSAGES } from '../../shared/api/api-errors.ts';
import { RECIPE_BY_PART, THINKING_PART } from '../../shared/api/stream-parts.ts';
import { fakeApi, openStream } from '../support/fake-api.ts';
import { addIngredients, renderPage } from '../support/page.tsx';

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];

async function askForRecipe() {
  const stream = openStream();
  fakeApi({ recipe: () => stream.response });
  const page = await renderPage();
  await addIngredients(page.user, ...FOUR);
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  return stream;
}

describe('while the host thinks before it writes', () => {
  it('the loading status says the chef is thinking, then goes back to cooking once the recipe streams', async () => {
    const stream = await askForRecipe();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Cooking up your recipe…');

    stream.part({ type: THINKING_PART, data: {}, transient: true });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The chef is thinking about your recipe…'));

    stream.begin();
    stream.text('## Pancakes\n\nWhisk.');
    await screen.findByRole('heading', { name: 'Pancakes' });
    expect(screen.getByRole('status')).toHaveTextContent('Cooking up your recipe…');
    stream.end();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('names the host that writes the recipe when another one thought first', async () => {
    const stream = await askForRecipe();
    stream.part({ type: THINKING_PART, data: {}, transient: true });
    stream.part({ type: RECIPE_BY_PART, data: { by: 'backup-model via fallback.test' } });
    stream.begin();
    stream.text('## Pancakes\n');
    stream.end();
    await screen.findByRole('heading', { name: 'Pancakes' });
    await waitFor(() => expect(screen.getByText('backup-model via fallback.test')).toBeInTheDocument());
  });

  it('a failure before any text says what the server said, as a refusal would', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stream = await askForRecipe();
    stream.part({ type: THINKING_PART, data: {}, transient: true });
    stream.fail(PUBLIC_MESSAGES.upstream_timeout);
    expect(await screen.findByRole('alert')).toHaveTextContent(PUBLIC_MESSAGES.upstream_timeout);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a failure before any text that is not one of the server’s own texts is never shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stream = await askForRecipe();
    stream.fail('Upstream said: <script>bad</script>');
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, the chef couldn't finish that recipe.");
  });
});
