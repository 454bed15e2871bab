import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../client/lib/storage-keys.ts';
import { PAGE_CHEF } from '../../../client/recipe/page-chef-label.ts';
import { fakeApi } from '../../support/fake-api.ts';
import { addIngredients, renderPage } from '../../support/page.tsx';

const PANTRY = ['Chicken', 'Spinach', 'Rice', 'Onion', 'Eggs'];
const week = () => screen.getByRole('region', { name: 'Your week' });
const days = () => within(week()).queryAllByRole('article');
const headingOf = (day: HTMLElement) => document.getElementById(day.getAttribute('aria-labelledby') ?? '')!.textContent;

async function planTwoDays() {
  const page = await renderPage();
  await addIngredients(page.user, ...PANTRY);
  const field = screen.getByRole('spinbutton', { name: 'Days to plan' });
  await page.user.clear(field);
  await page.user.type(field, '2');
  await page.user.click(screen.getByRole('button', { name: 'Plan a week' }));
  return page;
}

/** Waits until each day shows a recipe titled as its dish: the page's chef writes the dish planned. */
async function eachDayWrittenAsPlanned() {
  await waitFor(() => expect(days()).toHaveLength(2), { timeout: 10_000 });
  for (const day of days()) {
    const dish = headingOf(day).replace(/^\w+day: /, '');
    // Typed out at a model's pace: a few seconds a day.
    await waitFor(() => expect(within(day).getByRole('heading', { level: 2 })).toHaveTextContent(dish), { timeout: 20_000 });
  }
  await waitFor(() => expect(within(week()).queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument(), { timeout: 20_000 });
}

describe('a week with no connection', () => {
  it('is planned and written by the page’s own chef, asking the server nothing, and kept', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = fakeApi();
    await planTwoDays();
    await eachDayWrittenAsPlanned();

    expect(days().map(headingOf)).toEqual([expect.stringMatching(/^Monday: \S/), expect.stringMatching(/^Tuesday: \S/)]);
    expect(week()).toHaveTextContent(`Planned by ${PAGE_CHEF}`);
    expect(new Set(days().map(headingOf).map((heading) => heading.split(': ')[1])).size).toBe(2);
    expect(api.fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/'))).toEqual([]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.week)!).value.days).toHaveLength(2);
  });

  it('falls back on the page’s own chef when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi({ plan: () => Promise.reject(new TypeError('Failed to fetch')), recipe: () => Promise.reject(new TypeError('Failed to fetch')) });
    await planTwoDays();
    await eachDayWrittenAsPlanned();
    expect(api.planBodies).toHaveLength(1);
    expect(within(week()).queryByRole('alert')).not.toBeInTheDocument();
  });
});
