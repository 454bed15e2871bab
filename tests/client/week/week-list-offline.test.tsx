import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WeekListArea } from '../../../client/week/week-list-area.tsx';
import { fakeApi } from '../../support/fake-api.ts';
import { WEEK } from '../../support/week-plans.ts';

// A file of its own: once fetched, USDA's table is kept for the rest of a file's tests.

const region = () => screen.getByRole('region', { name: 'Shopping list for the week' });

describe('the week\'s list with no connection', () => {
  it('is still worked out without USDA\'s table, and its ticks are kept', async () => {
    fakeApi({
      foods: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    const first = render(<WeekListArea plan={WEEK} units="metric" />);
    await within(region()).findByRole('button', { name: 'Copy list' }, { timeout: 20_000 });
    await user.click(within(region()).getByRole('checkbox', { name: 'Chicken thighs — 600 g · Mon' }));
    expect(within(region()).getByRole('checkbox', { name: 'Pasta — 200 g · Wed' })).not.toBeChecked();
    first.unmount();

    render(<WeekListArea plan={WEEK} units="metric" />);
    await within(region()).findByRole('button', { name: 'Copy list' }, { timeout: 20_000 });
    expect(within(region()).getByRole('checkbox', { name: 'Chicken thighs — 600 g · Mon' })).toBeChecked();
  });
});
