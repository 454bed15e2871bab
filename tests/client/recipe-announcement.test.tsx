import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerFrames, fakeApi, openStream, streamResponse } from '../support/fake-api.ts';
import { addIngredients, renderPage } from '../support/page.tsx';

// The page's own live region: the last polite paragraph outside <main>.
const pageAnnouncement = () => document.querySelector('main ~ p[aria-live="polite"]')?.textContent;

describe('the recipe announcement', () => {
  it('says no more that the old recipe is ready once a new request fails mid-stream', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = openStream();
    fakeApi({ recipe: (call) => (call === 0 ? streamResponse(answerFrames(['## Pancakes\n\nFluffy.'])) : second.response) });
    const { user } = await renderPage();
    await addIngredients(user, 'Eggs', 'Milk', 'Flour', 'Sugar');
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await waitFor(() => expect(pageAnnouncement()).toBe('Recipe ready: Pancakes.'));

    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    second.begin();
    second.text('## Half a soup\n\nStart by');
    await screen.findByText('Half a soup');
    second.fail('The chef took too long to answer.');
    await screen.findByRole('alert');

    expect(pageAnnouncement()).not.toContain('Pancakes');
  });
});
