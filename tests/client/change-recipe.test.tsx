import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangeRecipe } from '../../client/recipe/change-recipe.tsx';
import { RecipeVersions } from '../../client/recipe/recipe-versions.tsx';

const group = () => screen.getByRole('group', { name: 'Change this recipe' });

function renderVersions(current: number, count: number, busy = false) {
  const onShow = vi.fn();
  const user = userEvent.setup();
  const view = render(<RecipeVersions current={current} count={count} busy={busy} onShow={onShow} />);
  return { user, onShow, ...view };
}

describe('Change this recipe', () => {
  it('offers six changes in a group named by its visible heading', () => {
    render(<ChangeRecipe busy={false} onChange={() => undefined} />);
    expect(within(group()).getAllByRole('button').map((button) => button.textContent)).toEqual(['Quicker', 'Spicier', 'Milder', 'Vegetarian', 'No oven', 'One pot']);
    expect(screen.getByText('Change this recipe')).toBeVisible();
  });

  it.each([
    ['Quicker', 'quicker'],
    ['Spicier', 'spicier'],
    ['Milder', 'milder'],
    ['Vegetarian', 'vegetarian'],
    ['No oven', 'no-oven'],
    ['One pot', 'one-pot'],
  ])('asks for the change "%s" by its kind', async (name, kind) => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ChangeRecipe busy={false} onChange={onChange} />);
    await user.click(within(group()).getByRole('button', { name }));
    expect(onChange.mock.calls).toEqual([[kind]]);
  });

  it('waits while a recipe streams, keeping focus on the button pressed', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<ChangeRecipe busy={false} onChange={onChange} />);
    const quicker = within(group()).getByRole('button', { name: 'Quicker' });
    await user.click(quicker);
    rerender(<ChangeRecipe busy onChange={onChange} />);

    expect(quicker).toHaveFocus();
    for (const button of within(group()).getAllByRole('button')) expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(group()).getByRole('button', { name: 'Spicier' }));
    await user.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([['quicker']]);
  });
});

describe('the recipe versions', () => {
  it('shows nothing while there is one version', () => {
    const { container } = renderVersions(0, 1);
    expect(container).toBeEmptyDOMElement();
  });

  it('says which version is shown, politely, between Previous and Next', () => {
    renderVersions(1, 3);
    const said = screen.getByText('Version 2 of 3');
    expect(said).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Previous version' })).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByRole('button', { name: 'Next version' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('says the new version in the same live text when it changes', () => {
    const { rerender } = renderVersions(1, 3);
    const said = screen.getByText('Version 2 of 3');
    rerender(<RecipeVersions current={2} count={3} busy={false} onShow={() => undefined} />);
    expect(said).toHaveTextContent('Version 3 of 3');
  });

  it('shows the version before and the version after', async () => {
    const { user, onShow } = renderVersions(1, 3);
    await user.click(screen.getByRole('button', { name: 'Previous version' }));
    await user.click(screen.getByRole('button', { name: 'Next version' }));
    expect(onShow.mock.calls).toEqual([[0], [2]]);
  });

  it('goes no further than the first version', async () => {
    const { user, onShow } = renderVersions(0, 2);
    const previous = screen.getByRole('button', { name: 'Previous version' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(onShow).not.toHaveBeenCalled();
  });

  it('goes no further than the last version', async () => {
    const { user, onShow } = renderVersions(1, 2);
    const next = screen.getByRole('button', { name: 'Next version' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(onShow).not.toHaveBeenCalled();
  });

  it('waits while a recipe streams', async () => {
    const { user, onShow } = renderVersions(1, 3, true);
    for (const name of ['Previous version', 'Next version']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await user.click(button);
    }
    expect(onShow).not.toHaveBeenCalled();
  });
});
