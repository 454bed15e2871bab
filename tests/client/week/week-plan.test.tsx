import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../client/lib/storage-keys.ts';
import { answerFrames, errorResponse, fakeApi, openStream, streamResponse } from '../../support/fake-api.ts';
import { addIngredients, renderPage, type PageUser } from '../../support/page.tsx';

const PANTRY = ['Chicken', 'Spinach', 'Rice', 'Leeks'];
const DISHES = [
  { dish: 'Chicken and Spinach Curry', uses: ['Chicken', 'Spinach'] },
  { dish: 'Leek Risotto', uses: ['Rice', 'Leeks'] },
  { dish: 'Spinach Omelette', uses: ['Spinach'] },
];
/** A recipe for `dish` at 2 servings, in the shape the scaler reads. */
const recipeOf = (dish: string) => `## ${dish}\n\nServes 2.\n\n### Ingredients\n\n- 300 g ${dish.split(' ')[0]!.toLowerCase()}\n\n### Steps\n\n1. Cook it.`;
const planAnswer = (dishes = DISHES) => Response.json({ dishes, by: 'Test host' });
const week = () => screen.getByRole('region', { name: 'Your week' });
// Each day is an article named by its heading; its recipe has headings of its own.
const dayHeadings = () => within(week()).getAllByRole('article').map((day) => day.getAttribute('aria-labelledby') && document.getElementById(day.getAttribute('aria-labelledby')!)?.textContent);
const dayOf = (name: string) => within(week()).getByRole('article', { name: new RegExp(`^${name}:`) });

/** Answers each day's recipe request with the recipe of the dish it names. */
const writeEachDish = (body: unknown) => streamResponse(answerFrames([recipeOf((body as { dish: { name: string } }).dish.name)]), 'Test host');

async function pageWithList() {
  const page = await renderPage();
  await addIngredients(page.user, ...PANTRY);
  return page;
}

async function planThreeDays(user: PageUser) {
  const days = screen.getByRole('spinbutton', { name: 'Days to plan' });
  await user.clear(days);
  await user.type(days, '3');
  await user.click(screen.getByRole('button', { name: 'Plan a week' }));
}

/** A fake API that plans DISHES and writes each day it is asked for. */
function plannedApi(plan = (_body: Record<string, unknown>, call: number) => (call === 0 ? planAnswer() : planAnswer([{ dish: 'Leek and Chicken Pie', uses: ['Leeks', 'Chicken'] }])) as Response | Promise<Response>) {
  const api = fakeApi({ plan, recipe: (call) => writeEachDish(api.recipeBodies[call]) });
  return api;
}

/** Waits until each day of DISHES shows its recipe's own heading. */
const writtenAll = () =>
  waitFor(() => expect(within(week()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Your week', ...DISHES.map(({ dish }) => dish)]));
const apiCalls = (api: ReturnType<typeof fakeApi>) => api.fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/'));

describe('Plan a week', () => {
  it('offers Days to plan (1 to 7, 5 first) and Servings (the preference, else 2) under the list', async () => {
    fakeApi();
    await renderPage();
    const days = screen.getByRole('spinbutton', { name: 'Days to plan' });
    expect(days).toHaveValue(5);
    expect(days).toHaveAttribute('min', '1');
    expect(days).toHaveAttribute('max', '7');
    expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(2);
  });

  it('takes the Servings preference as its servings', async () => {
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ version: 1, value: { servings: 6 } }));
    fakeApi();
    await renderPage();
    expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(6);
  });

  it('says what Get a recipe says when the list is too short, and asks for nothing', async () => {
    const api = fakeApi({ plan: () => planAnswer() });
    const { user } = await renderPage();
    await addIngredients(user, 'Chicken', 'Rice');
    await user.click(screen.getByRole('button', { name: 'Plan a week' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least 4 ingredients, then ask again.');
    expect(api.planBodies).toEqual([]);
  });

  it('shows the days at once, then writes each day in turn, told its dish and the foods it uses', async () => {
    const api = plannedApi();
    const { user } = await pageWithList();
    await planThreeDays(user);

    await waitFor(() => expect(dayHeadings()).toEqual(['Monday: Chicken and Spinach Curry', 'Tuesday: Leek Risotto', 'Wednesday: Spinach Omelette']));
    await writtenAll();
    expect(api.planBodies[0]).toMatchObject({ ingredients: PANTRY, days: 3, servings: 2 });
    expect(api.recipeBodies.map((body) => (body as { dish: unknown }).dish)).toEqual(DISHES.map(({ dish, uses }) => ({ name: dish, uses })));
    expect(api.recipeBodies[0]).toMatchObject({ ingredients: PANTRY, servings: 2 });
    expect(within(dayOf('Tuesday')).getByRole('heading', { name: 'Leek Risotto', level: 2 })).toBeInTheDocument();
  });

  it('says which day it is writing, and Stop keeps what is written and offers to write the rest', async () => {
    const second = openStream();
    const api = fakeApi({ plan: () => planAnswer(), recipe: (call) => (call === 1 ? second.response : writeEachDish(api.recipeBodies[call])) });
    const { user, container } = await pageWithList();
    await planThreeDays(user);
    await waitFor(() => expect(container.textContent).toContain('Writing day 2 of 3'));
    second.begin();
    second.text('## Leek Risotto\n\nServes 2.');
    await within(week()).findByRole('heading', { name: 'Leek Risotto', level: 2 });

    await user.click(within(week()).getByRole('button', { name: 'Stop' }));

    expect(api.recipeRequests[1]?.signal?.aborted).toBe(true);
    expect(within(dayOf('Monday')).getByRole('heading', { name: 'Chicken and Spinach Curry', level: 2 })).toBeInTheDocument();
    expect(within(dayOf('Wednesday')).getByText('Planned, not written yet.')).toBeInTheDocument();
    expect(api.recipeBodies).toHaveLength(2);
    await user.click(within(week()).getByRole('button', { name: 'Write the rest of the week' }));
    await waitFor(() => expect(api.recipeBodies).toHaveLength(4));
  });

  it('says why a day could not be written, in plain words, and writes the days after it', async () => {
    const api = fakeApi({
      plan: () => planAnswer(),
      recipe: (call) => (call === 1 ? errorResponse(429, 'rate_limited', 'slow down') : writeEachDish(api.recipeBodies[call])),
    });
    const { user } = await pageWithList();
    await planThreeDays(user);
    await within(dayOf('Tuesday')).findByRole('alert');
    expect(within(dayOf('Tuesday')).getByRole('alert')).toHaveTextContent('Too many recipes in a minute. Please wait a moment and try again.');
    await within(dayOf('Wednesday')).findByRole('heading', { name: 'Spinach Omelette', level: 2 });
  });

  it.each([
    ['dishes that are not a list', { dishes: 'curry', by: 'Test host' }],
    ['a dish with no foods', { dishes: [{ dish: 'Curry', uses: [] }], by: 'Test host' }],
    ['the same dish twice', { dishes: [DISHES[0], DISHES[0]], by: 'Test host' }],
    ['more days than asked', { dishes: [...DISHES, { dish: 'Pie', uses: ['Leeks'] }], by: 'Test host' }],
  ])('refuses a plan with %s, keeping nothing of it', async (_, body) => {
    const api = fakeApi({ plan: () => Response.json(body) });
    const { user } = await pageWithList();
    await planThreeDays(user);
    expect(await within(week()).findByRole('alert')).toHaveTextContent("The chef's plan for your week came back in a form that could not be read. Please try again.");
    expect(within(week()).queryAllByRole('article')).toEqual([]);
    expect(api.recipeBodies).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.week)).toBeNull();
  });

  it('says how many days the budget can do when it refuses the plan', async () => {
    fakeApi({ plan: () => Response.json({ error: { code: 'budget_too_small', message: 'Only 2 days.', days: 2 } }, { status: 429 }) });
    const { user } = await pageWithList();
    await planThreeDays(user);
    expect(await within(week()).findByRole('alert')).toHaveTextContent("Today's recipe budget can write 2 more days: plan 2 days or fewer, or try again tomorrow.");
  });
});

describe('changing a planned week', () => {
  async function writtenWeek() {
    const api = plannedApi();
    const page = await pageWithList();
    await planThreeDays(page.user);
    await writtenAll();
    return { ...page, api };
  }

  it('gives one day another idea, none of the plan, and leaves every other day exactly as it was', async () => {
    const { user, api } = await writtenWeek();
    const tuesday = dayOf('Tuesday').innerHTML;
    const wednesday = dayOf('Wednesday').innerHTML;

    await user.click(within(dayOf('Monday')).getByRole('button', { name: 'Another idea for Monday' }));

    await within(dayOf('Monday')).findByRole('heading', { name: 'Leek and Chicken Pie', level: 2 });
    expect(api.planBodies[1]).toMatchObject({ days: 1, avoid: DISHES.map(({ dish }) => dish) });
    expect(dayHeadings()).toEqual(['Monday: Leek and Chicken Pie', 'Tuesday: Leek Risotto', 'Wednesday: Spinach Omelette']);
    expect(dayOf('Tuesday').innerHTML).toBe(tuesday);
    expect(dayOf('Wednesday').innerHTML).toBe(wednesday);
    expect(api.recipeBodies).toHaveLength(4);
  });

  it('removes a day', async () => {
    const { user } = await writtenWeek();
    await user.click(screen.getByRole('button', { name: 'Remove Tuesday' }));
    expect(dayHeadings()).toEqual(['Monday: Chicken and Spinach Curry', 'Wednesday: Spinach Omelette']);
  });

  it('cooks a day double: twice the servings, and the next day is its leftovers, with how to keep them', async () => {
    const { user } = await writtenWeek();
    const double = within(dayOf('Monday')).getByRole('button', { name: 'Cook double' });
    expect(double).toHaveAttribute('aria-pressed', 'false');
    await user.click(double);

    expect(dayHeadings()).toEqual(['Monday: Chicken and Spinach Curry', 'Tuesday: Leftovers from Monday', 'Wednesday: Spinach Omelette']);
    expect(within(dayOf('Monday')).getByRole('button', { name: 'Cook double' })).toHaveAttribute('aria-pressed', 'true');
    await within(dayOf('Monday')).findByText('600 g chicken');
    expect(dayOf('Tuesday')).toHaveTextContent('in the fridge within 2 hours');
    expect(dayOf('Tuesday')).toHaveTextContent('Reheat it until steaming hot');

    await user.click(within(dayOf('Monday')).getByRole('button', { name: 'Cook double' }));
    expect(dayHeadings()).toEqual(['Monday: Chicken and Spinach Curry', 'Tuesday: Leek Risotto', 'Wednesday: Spinach Omelette']);
    expect(within(dayOf('Tuesday')).getByRole('heading', { name: 'Leek Risotto', level: 2 })).toBeInTheDocument();
  });

  it('scales the days written when Servings changes, with no host call', async () => {
    const { user, api } = await writtenWeek();
    const calls = apiCalls(api).length;
    const servings = screen.getByRole('spinbutton', { name: 'Servings' });
    await user.clear(servings);
    await user.type(servings, '4');
    await within(dayOf('Tuesday')).findByText('600 g leek');
    expect(apiCalls(api)).toHaveLength(calls);
  });
});

describe('a kept week', () => {
  it('comes back on a reload, written, with no request', async () => {
    await (async () => {
      plannedApi();
      const { user, unmount } = await pageWithList();
      await planThreeDays(user);
      await writtenAll();
      unmount();
    })();
    const api = fakeApi();
    await act(() => renderPage());
    await writtenAll();
    expect(dayHeadings()).toEqual(['Monday: Chicken and Spinach Curry', 'Tuesday: Leek Risotto', 'Wednesday: Spinach Omelette']);
    expect(apiCalls(api)).toEqual([]);
  });

  it.each([
    ['not JSON', '{'],
    ['a plan with no days', JSON.stringify({ version: 1, value: { id: 'p', servings: 2, pantry: PANTRY, preferences: {}, by: '', days: [] } })],
    ['a day of another kind', JSON.stringify({ version: 1, value: { id: 'p', servings: 2, pantry: PANTRY, preferences: {}, by: '', days: [{ kind: 'feast', day: 'Monday' }] } })],
    ['days out of order', JSON.stringify({ version: 1, value: { id: 'p', servings: 2, pantry: PANTRY, preferences: {}, by: '', days: [{ kind: 'cook', day: 'Tuesday', dish: 'A', uses: ['Rice'], double: false }, { kind: 'cook', day: 'Monday', dish: 'B', uses: ['Rice'], double: false }] } })],
    ['servings of text', JSON.stringify({ version: 1, value: { id: 'p', servings: 'two', pantry: PANTRY, preferences: {}, by: '', days: [{ kind: 'cook', day: 'Monday', dish: 'A', uses: ['Rice'], double: false }] } })],
  ])('is dropped when it is %s, and the page works', async (_, kept) => {
    localStorage.setItem(STORAGE_KEYS.week, kept);
    fakeApi();
    await act(() => renderPage());
    expect(screen.getByRole('button', { name: 'Plan a week' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your week' })).not.toBeInTheDocument();
  });
});
