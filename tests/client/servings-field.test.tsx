import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ServingsField } from '../../client/recipe/servings-field.tsx';

const field = () => screen.getByRole('spinbutton', { name: 'Servings to cook' });

/** The field with `servings` fixed, as when the scaled recipe has not come back yet. */
function renderField(servings = 4, disabled?: boolean) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  const view = render(<ServingsField servings={servings} onChange={onChange} disabled={disabled} />);
  return { user, onChange, ...view };
}

/** The field as the page holds it: each number passed on comes back as the servings shown. */
function Scaled({ onChange }: { onChange: (servings: number) => void }) {
  const [servings, setServings] = useState(4);
  return (
    <ServingsField
      servings={servings}
      onChange={(next) => {
        onChange(next);
        setServings(next);
      }}
    />
  );
}

describe('Servings to cook', () => {
  it('is a whole-number field from 1 to 24, showing the servings', () => {
    renderField();
    expect(field()).toHaveValue(4);
    expect(field()).toHaveAttribute('min', '1');
    expect(field()).toHaveAttribute('max', '24');
    expect(field()).toHaveAttribute('step', '1');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
  });

  it('passes on each whole number as it is typed', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Scaled onChange={onChange} />);
    await user.clear(field());
    await user.type(field(), '12');

    expect(onChange.mock.calls).toEqual([[1], [12]]);
    expect(field()).toHaveValue(12);
  });

  it('keeps what is typed while the scaled recipe is on its way', async () => {
    const { user, onChange } = renderField(4);
    await user.clear(field());
    await user.type(field(), '12');

    expect(field()).toHaveValue(12);
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  it('passes on a step of the arrow keys or the spinner at once', () => {
    const { onChange } = renderField(4);
    // user-event does not step a number field: this is the input the browser sends for a step up.
    fireEvent.change(field(), { target: { value: '5' } });
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
    ['over the most', '25'],
    ['a fraction', '2.5'],
  ])('passes on nothing while the field is %s', async (_case, text) => {
    const { user, onChange } = renderField(4);
    await user.clear(field());
    if (text) await user.paste(text);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('puts back the servings shown when the visitor leaves it empty', async () => {
    const { user, onChange } = renderField(4);
    await user.clear(field());
    await user.tab();
    expect(field()).toHaveValue(4);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('puts back the servings shown when the visitor leaves a fraction', async () => {
    const { user, onChange } = renderField(4);
    await user.clear(field());
    await user.paste('2.5');
    await user.tab();
    expect(field()).toHaveValue(4);
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    ['40', 24],
    ['0', 1],
  ])('brings %s into range when the visitor leaves it', async (text, brought) => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Scaled onChange={onChange} />);
    await user.clear(field());
    await user.paste(text);
    await user.tab();
    expect(onChange.mock.calls).toEqual([[brought]]);
    expect(field()).toHaveValue(brought);
  });

  it('shows servings set from outside, as when another version is shown', () => {
    const { rerender } = renderField(4);
    rerender(<ServingsField servings={6} onChange={() => undefined} />);
    expect(field()).toHaveValue(6);
  });

  it('shows servings set from outside after the visitor has typed and left', async () => {
    const { user, onChange, rerender } = renderField(4);
    await user.clear(field());
    await user.type(field(), '8');
    await user.tab();
    rerender(<ServingsField servings={2} onChange={onChange} />);
    expect(field()).toHaveValue(2);
  });

  it('waits while disabled, keeping keyboard focus', async () => {
    const { user, onChange } = renderField(4, true);
    await user.click(field());
    await user.type(field(), '9');

    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(field()).toHaveValue(4);
  });
});
