import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WeekListArea } from '../../../client/week/week-list-area.tsx';
import { removeDay, replaceDay, toggleCookDouble, withServings, withWritten } from '../../../shared/week/plan-edits.ts';
import { fakeApi } from '../../support/fake-api.ts';
import { WEEK, cooking, planOf, recipeText } from '../../support/week-plans.ts';

const region = () => screen.getByRole('region', { name: 'Shopping list for the week' });
/** The list once worked out: its group headings and each checkbox's name. */
async function shownList() {
  await within(region()).findByRole('button', { name: 'Copy list' }, { timeout: 20_000 });
  return {
    groups: within(region()).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent),
    lines: within(region()).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? (box.closest('label')?.textContent ?? '')),
  };
}
const box = (name: string | RegExp) => within(region()).getByRole('checkbox', { name });

describe('the shopping list for the week', () => {
  it('groups what to buy by aisle, each line a checkbox named by its text, then what to check you have enough of', async () => {
    fakeApi();
    render(<WeekListArea plan={WEEK} units="metric" />);
    const { groups, lines } = await shownList();
    expect(groups).toEqual(['Fruit and vegetables', 'Meat and fish', 'Tins and jars', 'Dry goods', 'Check you have enough']);
    expect(lines).toEqual([
      'Onions — 3 · Mon, Wed',
      'Chicken thighs — 600 g · Mon',
      'Gochujang — 2 tbsp · Wed',
      'Tinned tomatoes — 400 g · Wed',
      'Pasta — 200 g · Wed',
      'Spinach — 500 g · Mon, Thu',
      'Eggs — 4 · Thu',
    ]);
    expect(box('Spinach — 500 g · Mon, Thu')).not.toBeChecked();
    // 80 g of cheddar over the week, and 250 g on hand.
    expect(within(region()).getByText('Covered by what you have: 250 g cheddar (Wed, Thu).')).toBeInTheDocument();
    expect(within(region()).getByText('Kitchen staples are left off: Olive oil, Salt.')).toBeInTheDocument();
  });

  it('keeps ticks across a reload, and "Clear ticks" clears them', async () => {
    fakeApi();
    const user = userEvent.setup();
    const first = render(<WeekListArea plan={WEEK} units="metric" />);
    await shownList();
    await user.click(box('Pasta — 200 g · Wed'));
    await user.click(box('Eggs — 4 · Thu'));
    first.unmount();

    render(<WeekListArea plan={WEEK} units="metric" />);
    await shownList();
    expect(box('Pasta — 200 g · Wed')).toBeChecked();
    expect(box('Eggs — 4 · Thu')).toBeChecked();
    expect(box('Onions — 3 · Mon, Wed')).not.toBeChecked();
    await user.click(within(region()).getByRole('button', { name: 'Clear ticks' }));
    expect(within(region()).getAllByRole('checkbox').filter((one) => (one as HTMLInputElement).checked)).toEqual([]);
    expect(localStorage.getItem('pantry-chef:week-ticks')).toBeNull();
  });

  it('follows a day removed at once, with no stale line, and a tick stays with its line', async () => {
    fakeApi();
    const user = userEvent.setup();
    const view = render(<WeekListArea plan={WEEK} units="metric" />);
    await shownList();
    await user.click(box('Chicken thighs — 600 g · Mon'));
    await user.click(box('Onions — 3 · Mon, Wed'));
    view.rerender(<WeekListArea plan={removeDay(WEEK, 'Wednesday')} units="metric" />);
    // Never the list of the plan as it was, not even while the new one is worked out.
    expect(within(region()).queryByRole('checkbox', { name: /Pasta/ })).toBeNull();
    const { lines } = await shownList();
    expect(lines).toEqual(['Onions — 2 · Mon', 'Chicken thighs — 600 g · Mon', 'Spinach — 500 g · Mon, Thu', 'Eggs — 4 · Thu']);
    expect(box('Chicken thighs — 600 g · Mon')).toBeChecked();
    // 3 onions were ticked as got; 2 are wanted now, which is another amount: the tick is taken off.
    expect(box('Onions — 2 · Mon')).not.toBeChecked();
  });

  it('redraws only the line ticked, not the whole list', async () => {
    fakeApi();
    const user = userEvent.setup();
    render(<WeekListArea plan={WEEK} units="metric" />);
    await shownList();
    const spinach = box('Spinach — 500 g · Mon, Thu');
    const touched: MutationRecord[] = [];
    const watch = new MutationObserver((records) => touched.push(...records));
    watch.observe(spinach.closest('li')!, { subtree: true, attributes: true, characterData: true, childList: true });
    await user.click(box('Pasta — 200 g · Wed'));
    expect(box('Pasta — 200 g · Wed')).toBeChecked();
    watch.disconnect();
    expect(touched.map((record) => record.attributeName ?? record.type)).toEqual([]);
  });

  it('follows the servings: every amount scaled, and a line whose amount changed unticked', async () => {
    fakeApi();
    const user = userEvent.setup();
    const view = render(<WeekListArea plan={WEEK} units="metric" />);
    await shownList();
    await user.click(box('Chicken thighs — 600 g · Mon'));
    view.rerender(<WeekListArea plan={withServings(WEEK, 4)} units="metric" />);
    await waitFor(() => expect(within(region()).getByRole('checkbox', { name: 'Chicken thighs — 1.2 kg · Mon' })).not.toBeChecked(), { timeout: 20_000 });
    expect(box('Pasta — 400 g · Wed')).toBeInTheDocument();
  });

  it('follows another idea for a day: the old dish\'s lines go at once, the new one\'s come once written', async () => {
    fakeApi();
    const view = render(<WeekListArea plan={WEEK} units="metric" />);
    await shownList();
    const another = replaceDay(WEEK, 'Wednesday', { dish: 'Egg Fried Rice', uses: ['Eggs'] });
    view.rerender(<WeekListArea plan={another} units="metric" />);
    expect(within(region()).queryByRole('checkbox', { name: /Pasta|Gochujang/ })).toBeNull();
    expect((await shownList()).lines).toEqual(['Onions — 2 · Mon', 'Chicken thighs — 600 g · Mon', 'Spinach — 500 g · Mon, Thu', 'Eggs — 4 · Thu']);
    const written = withWritten(another, 'Wednesday', 'Egg Fried Rice', { markdown: recipeText('Egg Fried Rice', 2, ['200 g rice', '3 eggs', '100 g peas']), servings: 2, by: 'the built-in chef' });
    view.rerender(<WeekListArea plan={written} units="metric" />);
    await waitFor(() => expect(box('Eggs — 7 · Wed, Thu')).toBeInTheDocument(), { timeout: 20_000 });
  });

  it('follows "Cook double": the day\'s amounts doubled for its leftovers', async () => {
    fakeApi();
    const view = render(<WeekListArea plan={WEEK} units="metric" />);
    await shownList();
    view.rerender(<WeekListArea plan={toggleCookDouble(WEEK, 'Wednesday')} units="metric" />);
    await waitFor(() => expect(box('Pasta — 400 g · Wed')).toBeInTheDocument(), { timeout: 20_000 });
    // Thursday eats Wednesday's pasta: its omelette is no longer cooked.
    expect(within(region()).queryByRole('checkbox', { name: /Eggs/ })).toBeNull();
  });

  it('lists what is to taste or to serve under its own heading, never added up', async () => {
    fakeApi();
    const soup = recipeText('Leek Soup', 2, ['2 leeks, sliced', '500 ml stock', 'Fresh parsley, to serve', 'Chilli flakes, to taste']);
    render(<WeekListArea plan={planOf([cooking('Monday', 'Leek Soup', soup), cooking('Tuesday', 'Leek Soup Again', soup.replace('Leek Soup', 'Leek Soup Again'))])} units="metric" />);
    const { groups, lines } = await shownList();
    expect(groups.at(-1)).toBe('To taste and to serve');
    expect(lines.filter((line) => /parsley|chilli/i.test(line))).toEqual(['Parsley — to serve · Mon, Tue', 'Chilli flakes — to taste · Mon, Tue']);
  });

  it('says the list comes once a recipe is written', () => {
    fakeApi();
    render(<WeekListArea plan={planOf([cooking('Monday', 'Fish Pie')])} units="metric" />);
    expect(within(region()).getByText("The list is worked out from the recipes once a day's recipe is written.")).toBeInTheDocument();
  });
});

describe('taking the list to the shop', () => {
  it('"Copy list" copies the plain-text checklist, without what is ticked already', async () => {
    fakeApi();
    const user = userEvent.setup();
    render(<WeekListArea plan={WEEK} units="metric" />);
    await shownList();
    await user.click(box('Pasta — 200 g · Wed'));
    await user.click(within(region()).getByRole('button', { name: 'Copy list' }));
    expect(await within(region()).findByText('Copied')).toHaveAttribute('aria-live', 'polite');
    const text = await navigator.clipboard.readText();
    expect(text.split('\n').filter(Boolean)).toEqual(expect.arrayContaining(['Onions — 3', 'Chicken thighs — 600 g', 'Tinned tomatoes — 400 g']));
    expect(text).not.toContain('Pasta');
  });

  it('"Share list" hands the checklist to the share sheet where there is one', async () => {
    fakeApi();
    const user = userEvent.setup();
    const share = vi.fn(async (data: ShareData) => void data);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    render(<WeekListArea plan={WEEK} units="metric" />);
    await shownList();
    await user.click(within(region()).getByRole('button', { name: 'Share list' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    const [{ title, text }] = share.mock.calls[0]!;
    expect(title).toBe('Shopping list for the week');
    expect(text).toContain('Chicken thighs — 600 g');
  });

  it('"Share list" copies instead where there is no share sheet, and says so', async () => {
    fakeApi();
    const user = userEvent.setup();
    expect('share' in navigator).toBe(false);
    render(<WeekListArea plan={WEEK} units="metric" />);
    await shownList();
    await user.click(within(region()).getByRole('button', { name: 'Share list' }));
    expect(await within(region()).findByText('This browser cannot share from a web page, so the list was copied instead.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toContain('Gochujang — 2 tbsp');
  });
});

describe('printing the list', () => {
  it('"Print list" prints with the list alone marked for print, for that printing only', async () => {
    fakeApi();
    const user = userEvent.setup();
    const classes: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => void classes.push(document.documentElement.className));
    render(<WeekListArea plan={WEEK} units="metric" />);
    await shownList();
    await user.click(within(region()).getByRole('button', { name: 'Print list' }));
    expect(print).toHaveBeenCalledOnce();
    expect(classes).toEqual(['print-week-list']);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement.classList.contains('print-week-list')).toBe(false);
  });
});
