import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { MIN_INGREDIENTS } from '../../shared/api/limits.ts';
import type { EntryOutcome, Pantry } from '../hooks/use-ingredients.ts';
import { IngredientForm } from './ingredient-form.tsx';
import { IngredientList } from './ingredient-list.tsx';
import { UndoClear } from './undo-clear.tsx';

interface IngredientPanelProps {
  pantry: Pantry;
  onAdd: (raw: string) => EntryOutcome;
  /** The Undo button, for the page to move focus to when it replaced the list itself. */
  undoButtonRef?: RefObject<HTMLButtonElement | null>;
}

const onHand = (count: number) => `${count} ${count === 1 ? 'ingredient' : 'ingredients'} on hand`;

/** Everything about the list: the box to add to, the list with its remove buttons, and what is still needed. */
export function IngredientPanel({ pantry, onAdd, undoButtonRef }: IngredientPanelProps) {
  const { ingredients } = pantry;
  const input = useRef<HTMLInputElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const ownUndoButton = useRef<HTMLButtonElement>(null);
  const undoButton = undoButtonRef ?? ownUndoButton;
  const undoFocused = useRef(false);
  const focusNext = useRef<'undo' | 'clear' | null>(null);
  // Removals and clearing, told to screen readers; additions are announced by the page.
  const [listNote, setListNote] = useState('');
  const missing = MIN_INGREDIENTS - ingredients.length;

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'undo') undoButton.current?.focus();
    if (target === 'clear') clearButton.current?.focus();
  });

  useEffect(() => {
    // The offer ran out while the visitor was on it: keep their place on the page.
    if (!pantry.canUndo && undoFocused.current) {
      undoFocused.current = false;
      input.current?.focus();
    }
  }, [pantry.canUndo]);

  const focusInput = useCallback(() => input.current?.focus(), []);

  const remove = (index: number) => {
    pantry.remove(index);
    setListNote(`${ingredients[index]} removed, ${onHand(ingredients.length - 1)}.`);
  };
  const clear = () => {
    pantry.clear();
    focusNext.current = 'undo';
    setListNote('Your list was cleared. Undo brings it back.');
  };
  const undo = () => {
    undoFocused.current = false;
    const restored = pantry.undoClear();
    if (restored === null) return;
    focusNext.current = 'clear';
    setListNote(`Your list is back, ${onHand(restored.length)}.`);
  };

  return (
    <>
      <IngredientForm onAdd={onAdd} listed={ingredients} inputRef={input} />
      <IngredientList
        ingredients={ingredients}
        onRemove={remove}
        onClear={clear}
        onEmptied={focusInput}
        clearButtonRef={clearButton}
      />
      {pantry.canUndo && (
        <UndoClear note={pantry.undoNote} onUndo={undo} buttonRef={undoButton} onFocusChange={(focused) => (undoFocused.current = focused)} />
      )}
      {missing > 0 && (
        <p className="mt-4 text-ink-soft">
          Add {missing} more {missing === 1 ? 'ingredient' : 'ingredients'} to get a recipe
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {listNote}
      </p>
    </>
  );
}
