import { useEffect, useId, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { useCombobox } from '../hooks/use-combobox.ts';
import type { EntryOutcome } from '../hooks/use-ingredients.ts';
import { useSuggestions } from '../hooks/use-suggestions.ts';
import { characterHint, entryOutcomeNote } from '../lib/entry-messages.ts';
import type { EntryNote } from '../lib/entry-messages.ts';
import { SuggestionList } from './suggestion-list.tsx';

interface IngredientFormProps {
  onAdd: (raw: string) => EntryOutcome;
  /** What is already listed, so it is not suggested again. */
  listed: readonly string[];
  inputRef: RefObject<HTMLInputElement | null>;
}

const NOTE_COLOURS: Record<EntryNote['tone'], string> = {
  quiet: 'text-ink-soft',
  limit: 'text-wine',
  invalid: 'font-medium text-wine',
};

/**
 * One text box with suggestions, and a button; Enter adds too. A blank entry is ignored without a
 * word; anything else not added is explained under the box.
 */
export function IngredientForm({ onAdd, listed, inputRef }: IngredientFormProps) {
  const [value, setValue] = useState('');
  useEffect(() => {
    // The box is on the page before its script (index.html is prerendered): keep what was typed.
    const typed = inputRef.current?.value;
    if (typed) setValue(typed);
  }, [inputRef]);
  const [note, setNote] = useState<EntryNote>();
  const suggestions = useSuggestions(value, listed);
  const listboxId = useId();
  const noteId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const combobox = useCombobox(suggestions.length);

  const enter = (text: string) => {
    const entry = onAdd(text);
    setNote(entryOutcomeNote(entry));
    const { left } = entry;
    // What is to fix stays in the box; what is on the list now (or already was) leaves it.
    setValue(left);
    combobox.close();
    // Clicking the button moves focus onto it; the visitor's next move is typing another one.
    inputRef.current?.focus();
  };
  const pick = (index: number) => enter(suggestions[index] ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the box shows: an Enter pressed while the page's script takes over (React replays it)
    // comes before the effect above has moved what was typed into the state.
    enter(inputRef.current?.value ?? value);
  };

  // The character rule speaks up while typing; other notes wait for the visitor to press Add.
  const hint = characterHint(value);
  const shown: EntryNote | undefined = hint ? { text: hint, tone: 'invalid' } : note;

  return (
    <form onSubmit={submit} className="rounded-2xl border border-line bg-paper p-4 shadow-sm sm:p-5">
      {/* The suggestions open under this whole row, so on a narrow screen, where the button sits
          under the box, they never cover it. */}
      <div className="relative flex flex-col gap-3 sm:flex-row">
        <div className="min-w-0 flex-1">
          <input
            ref={inputRef}
            type="text"
            // A text box whose suggestions pop up as a listbox: it keeps the text box role its
            // name was given with, and tells assistive technology about the list through
            // aria-autocomplete, aria-controls and the highlighted option.
            aria-label="Add Ingredient"
            aria-autocomplete="list"
            aria-controls={listboxId}
            aria-activedescendant={combobox.active === null ? undefined : optionId(combobox.active)}
            aria-describedby={shown ? noteId : undefined}
            aria-invalid={shown?.tone === 'invalid' ? true : undefined}
            placeholder="e.g tomato"
            // No maxLength: a pasted list is split into its foods on Add, and a browser would cut
            // it mid-word. Each food's own limit is checked then, and what it refuses is named.
            autoComplete="off"
            enterKeyHint="done"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setNote(undefined);
              combobox.restart();
            }}
            onPaste={(event) => {
              // A one-line box drops a pasted list's line breaks and runs its lines together:
              // they become commas, which the list is split at.
              const pasted = event.clipboardData.getData('text');
              if (!/[\r\n]/.test(pasted)) return;
              event.preventDefault();
              const box = event.currentTarget;
              const lines = pasted.split(/\r\n|[\r\n]/).filter((line) => line.trim() !== '').join(', ');
              const typed = box.value.slice(0, box.selectionStart ?? box.value.length) + lines + box.value.slice(box.selectionEnd ?? box.value.length);
              setValue(typed);
              setNote(undefined);
              combobox.restart();
            }}
            onKeyDown={(event) => combobox.onKeyDown(event, pick)}
            onBlur={combobox.close}
            className="min-h-12 w-full rounded-xl border border-edge bg-paper px-4 text-base text-ink placeholder:text-ink-soft focus:border-tomato aria-invalid:border-wine"
          />
          <SuggestionList
            id={listboxId}
            options={suggestions}
            open={combobox.open}
            active={combobox.active}
            optionId={optionId}
            onPick={pick}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          + Add Ingredient
        </button>
      </div>
      {/* Polite, not role="status" (the loading indicator's) nor role="alert": a note, not an alarm. */}
      <p id={noteId} aria-live="polite" className={`mt-3 text-sm empty:mt-0 ${shown ? NOTE_COLOURS[shown.tone] : ''}`}>
        {shown?.text ?? ''}
      </p>
    </form>
  );
}
