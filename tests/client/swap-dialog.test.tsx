import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PantryCheck } from '../../client/components/pantry-check.tsx';

const PANCAKES = '## Buttermilk pancakes\n\n### Ingredients\n\n- 250 ml buttermilk\n- 150 g flour\n- 1 tsp sumac\n\n### Steps\n\n1. Whisk and fry.\n';
const LIST = ['Flour', 'Yogurt', 'Eggs', 'Sugar'];

/** What you have under the pancakes, offering swaps unless `withSwaps` is false. */
function renderCheck({ withSwaps = true, swapping = false } = {}) {
  const onSwap = vi.fn();
  const user = userEvent.setup();
  render(<PantryCheck recipe={PANCAKES} ingredients={LIST} streaming={false} onSwap={withSwaps ? onSwap : undefined} swapping={swapping} />);
  return { user, onSwap };
}

async function openSwap(name = 'Swap Buttermilk') {
  const page = renderCheck();
  await page.user.click(screen.getByRole('button', { name }));
  const dialog = screen.getByRole('dialog', { name });
  return { ...page, dialog };
}

const whatYouHave = () => screen.getByRole('region', { name: 'What you have' });

describe('swapping an ingredient of the recipe', () => {
  it('offers a swap on each ingredient line, named by the ingredient the line gives', () => {
    renderCheck();
    const swaps = within(whatYouHave()).getAllByRole('button', { name: /^Swap / });
    expect(swaps.map((button) => button.getAttribute('aria-label'))).toEqual(['Swap Buttermilk', 'Swap Flour', 'Swap Sumac']);
    // One quiet word on the line itself; the name says which line it is for.
    expect(swaps[0]).toHaveTextContent(/^Swap$/);
  });

  it('opens a modal dialog named for the ingredient, with the substitutes and their amounts, those on the list first and marked', async () => {
    const { dialog } = await openSwap();
    expect(dialog).toHaveAttribute('open');
    const uses = within(dialog).getAllByRole('button', { name: /^Use / });
    expect(uses).toHaveLength(3);
    expect(uses[0]).toHaveAccessibleName('Use Yogurt and milk');
    expect(uses[0]).toHaveAccessibleDescription('190 ml yogurt + 60 ml milk You have this');
    expect(uses[1]).toHaveAccessibleName('Use Milk and lemon juice');
    expect(uses[1]).toHaveAccessibleDescription('250 ml milk + 1 tbsp lemon juice');
    expect(uses[2]).toHaveAccessibleName('Use Milk and white wine vinegar');
    // The same mark as What you have: words, with a check beside them hidden from screen readers.
    expect(within(uses[0]!.parentElement!).getByText('You have this').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(dialog).getByRole('button', { name: 'Let the chef choose' })).toBeVisible();
    expect(uses[0]).toHaveFocus();
  });

  it('keeps each amount whole on one line, so "1 tbsp" never breaks after its number', async () => {
    const { dialog } = await openSwap();
    for (const amount of ['250 ml', '1 tbsp', '190 ml', '60 ml']) {
      for (const shown of within(dialog).getAllByText(amount)) expect(shown).toHaveClass('whitespace-nowrap');
    }
  });

  it('asks for the substitute chosen, closes, and puts focus back on the Swap button', async () => {
    const { user, onSwap, dialog } = await openSwap();
    await user.click(within(dialog).getByRole('button', { name: 'Use Milk and lemon juice' }));

    expect(onSwap.mock.calls).toEqual([[{ from: 'Buttermilk', to: 'Milk and lemon juice' }]]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Swap Buttermilk' })).toHaveFocus();
  });

  it('lets the chef choose the substitute', async () => {
    const { user, onSwap, dialog } = await openSwap();
    await user.click(within(dialog).getByRole('button', { name: 'Let the chef choose' }));

    expect(onSwap).toHaveBeenCalledTimes(1);
    expect(onSwap.mock.calls[0]![0]).toStrictEqual({ from: 'Buttermilk' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['Close', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
  ])('closes on %s, asking for nothing, with focus back on the Swap button', async (_how, close) => {
    const { user, onSwap } = await openSwap();
    await close(user);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSwap).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Swap Buttermilk' })).toHaveFocus();
  });

  it("says so when the chef's notes have no swap for it, and still lets the chef choose", async () => {
    const { user, onSwap, dialog } = await openSwap('Swap Sumac');
    expect(within(dialog).getByText("No swaps in the chef's notes for sumac.")).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();
    const chef = within(dialog).getByRole('button', { name: 'Let the chef choose' });
    expect(chef).toHaveFocus();

    await user.click(chef);
    expect(onSwap.mock.calls).toEqual([[{ from: 'Sumac' }]]);
  });

  it('waits while a change streams, opening nothing', async () => {
    const { user } = renderCheck({ swapping: true });
    const swap = screen.getByRole('button', { name: 'Swap Buttermilk' });
    expect(swap).toHaveAttribute('aria-disabled', 'true');
    await user.click(swap);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no swaps without a way to ask for one, as for a recipe from a link', () => {
    renderCheck({ withSwaps: false });
    expect(within(whatYouHave()).queryAllByRole('button')).toEqual([]);
    expect(within(whatYouHave()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['250 ml buttermilkTo buy', '150 g flourYou have this', '1 tsp sumacTo buy']);
  });
});
