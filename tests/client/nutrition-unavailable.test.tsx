import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECIPE, panel, recipeShown } from '../support/nutrition-page.tsx';

// In a file of its own: the page keeps the table once it has it, for the rest of the visit.
describe('nutrition without its food table', () => {
  it('says so, with no figures, when the food table cannot be fetched', async () => {
    await recipeShown(RECIPE, 'metric', () => new Response('gone', { status: 503 }));
    const region = await panel();
    expect(await within(region).findByText(/^Nutrition could not be worked out/)).toBeInTheDocument();
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
  });
});
