import { useState } from 'react';
import type { KeyboardEvent } from 'react';

/**
 * Keyboard and popup state for a text box with a list of suggestions (WAI-ARIA 1.2 combobox with
 * a listbox): ArrowDown/ArrowUp move the highlight (wrapping round), Enter picks the highlighted
 * option, Escape closes the list. With nothing highlighted, Enter is left to the form.
 */
export function useCombobox(optionCount: number) {
  const [active, setActive] = useState<number | null>(null);
  // Closed by Escape, leaving the box or a pick, until the visitor types or presses an arrow again.
  const [dismissed, setDismissed] = useState(false);
  const open = optionCount > 0 && !dismissed;
  const current = open && active !== null && active < optionCount ? active : null;

  const close = () => {
    setActive(null);
    setDismissed(true);
  };

  /** Call when the text changes: the options are new, so nothing is highlighted yet. */
  const restart = () => {
    setActive(null);
    setDismissed(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, onPick: (index: number) => void) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (optionCount === 0) return;
      event.preventDefault();
      const first = event.key === 'ArrowDown' ? 0 : optionCount - 1;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setDismissed(false);
      setActive(current === null ? first : (current + step + optionCount) % optionCount);
    } else if (event.key === 'Enter' && current !== null) {
      event.preventDefault();
      onPick(current);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return { open, active: current, onKeyDown, close, restart };
}
