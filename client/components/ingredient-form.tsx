import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { MAX_INGREDIENTS, MAX_INGREDIENT_LENGTH } from '../../shared/limits.ts';
import type { AddOutcome } from '../hooks/use-ingredients.ts';

interface IngredientFormProps {
  onAdd: (raw: string) => AddOutcome;
}

/** One text box and a button; Enter adds too. A blank entry is ignored without a word. */
export function IngredientForm({ onAdd }: IngredientFormProps) {
  const [value, setValue] = useState('');
  const [full, setFull] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = onAdd(value);
    if (outcome === 'added') setValue('');
    setFull(outcome === 'full');
    // Clicking the button moves focus onto it; the visitor's next move is typing another one.
    input.current?.focus();
  };

  return (
    <form onSubmit={submit} className="rounded-2xl border border-line bg-paper p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={input}
          type="text"
          aria-label="Add Ingredient"
          placeholder="e.g tomato"
          maxLength={MAX_INGREDIENT_LENGTH}
          autoComplete="off"
          enterKeyHint="done"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="min-h-12 w-full min-w-0 flex-1 rounded-xl border border-edge bg-paper px-4 text-base text-ink placeholder:text-ink-soft focus:border-tomato"
        />
        <button type="submit" className="btn btn-primary">
          + Add Ingredient
        </button>
      </div>
      <p aria-live="polite" className="mt-3 text-sm text-wine empty:mt-0">
        {full ? `Your list is full: the chef can use up to ${MAX_INGREDIENTS} ingredients.` : ''}
      </p>
    </form>
  );
}
