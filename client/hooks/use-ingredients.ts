import { useEffect, useRef, useState } from 'react';
import { checkIngredient } from '../../shared/ingredients/ingredient-check.ts';
import type { IngredientProblem } from '../../shared/ingredients/ingredient-check.ts';
import { duplicateKey, splitEntry } from '../../shared/ingredients/ingredients.ts';
import { MAX_INGREDIENTS } from '../../shared/api/limits.ts';
import { readStored, writeStored } from '../lib/local-store.ts';
import { STORED_INGREDIENTS } from '../lib/stored-ingredients.ts';

/**
 * What became of one entry: added; ignored because it was blank; refused because the list is
 * full, it is already there, or the shared rules refuse it (too long, odd characters, not food).
 */
export type AddOutcome = 'added' | 'blank' | 'full' | 'duplicate' | Exclude<IngredientProblem, 'blank'>;

/** One part of an entry that was not added, as typed, and why. */
interface NotAdded {
  outcome: AddOutcome;
  part: string;
}

/**
 * What became of an entry, which may name several foods ("chicken, rice, garlic"): the names
 * added; the outcome to tell the visitor (the first part not added, else 'added'), with that part
 * as typed (for one already listed, as listed); each part to fix, with why, when the entry named
 * several; and what stays in the box: the parts to fix.
 */
export interface EntryOutcome {
  outcome: AddOutcome;
  part: string;
  added: readonly string[];
  /** The parts to fix of an entry that named several foods; empty for an entry of one. */
  refused: readonly NotAdded[];
  left: string;
}

/** Whether two names have the same words, whatever their case or apostrophes. */
const sameWords = (one: string, other: string): boolean =>
  one.toLowerCase().replaceAll('’', "'") === other.toLowerCase().replaceAll('’', "'");

/** How long "Undo" stays offered after "Clear all", in milliseconds. */
export const UNDO_MS = 10_000;

/** The visitor's ingredient list, in entry order, each entry normalised ("  tOMATO " -> "Tomato"), kept across reloads. */
export function useIngredients() {
  const [ingredients, setIngredients] = useState<readonly string[]>(() => readStored(STORED_INGREDIENTS) ?? []);
  // The list as it was before "Clear all" (or before a shared recipe's replaced it), while it can still be brought back.
  const [cleared, setCleared] = useState<readonly string[] | null>(null);
  const [replaced, setReplaced] = useState(false);
  // What storage holds as far as this page knows. Only a change the visitor made is written: a
  // page that has just opened (or has not finished opening) must not write its empty list over
  // one another tab stored meanwhile.
  const saved = useRef(ingredients);

  useEffect(() => {
    if (ingredients === saved.current) return;
    saved.current = ingredients;
    writeStored(STORED_INGREDIENTS, ingredients.length > 0 ? ingredients : undefined);
  }, [ingredients]);

  useEffect(() => {
    if (cleared === null) return;
    const timer = setTimeout(() => setCleared(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [cleared]);

  /** Adds every food `raw` names that may go on the list. */
  const add = (raw: string): EntryOutcome => {
    let list = ingredients;
    const added: string[] = [];
    const notAdded: NotAdded[] = [];
    const parts = splitEntry(raw);
    for (const part of parts) {
      const check = checkIngredient(part);
      const key = check.ok ? duplicateKey(check.value) : '';
      const listed = check.ok ? list.find((ingredient) => duplicateKey(ingredient) === key) : undefined;
      // "Onions" after "Onion" is the same food, and the one listed is the one named.
      const named = listed !== undefined && check.ok && !sameWords(listed, check.value) ? listed : part;
      const outcome: AddOutcome = !check.ok
        ? check.problem
        : listed !== undefined
          ? 'duplicate'
          : // The API refuses longer lists, so stop here rather than let the recipe request fail later.
            list.length >= MAX_INGREDIENTS
            ? 'full'
            : 'added';
      if (outcome === 'added' && check.ok) {
        list = [...list, check.value];
        added.push(check.value);
      } else notAdded.push({ outcome, part: named });
    }
    if (added.length > 0) {
      setIngredients(list);
      // A new list has begun: bringing the old one back now would throw this entry away.
      setCleared(null);
    }
    // A part already listed needs nothing more: only the ones to fix stay in the box.
    const toFix = notAdded.filter(({ outcome }) => outcome !== 'duplicate' && outcome !== 'blank');
    const told = toFix[0] ?? (added.length > 0 ? undefined : notAdded[0]);
    // One entry stays as typed; the parts of several are written again as a list.
    const left = parts.length === 1 ? (toFix[0]?.part ?? '') : toFix.map(({ part }) => part.trim()).join(', ');
    return { outcome: told?.outcome ?? 'added', part: told?.part ?? raw, added, refused: parts.length === 1 ? [] : toFix, left };
  };

  const remove = (index: number) => {
    setIngredients((current) => current.filter((_, at) => at !== index));
  };

  const clear = () => {
    if (ingredients.length === 0) return;
    setCleared(ingredients);
    setReplaced(false);
    setIngredients([]);
  };

  /**
   * Puts `list` (already checked) in place of the visitor's list. Returns whether their own list
   * can be brought back with undoClear, as after "Clear all": when there was one, and it differed.
   */
  const replace = (list: readonly string[]): boolean => {
    const own = ingredients.length > 0 && ingredients.join('\n') !== list.join('\n');
    setCleared(own ? ingredients : null);
    setReplaced(own);
    setIngredients(list);
    return own;
  };

  /** Brings back the list as it was before "Clear all" and returns it; null once the offer ran out. */
  const undoClear = (): readonly string[] | null => {
    if (cleared === null) return null;
    setIngredients(cleared);
    setCleared(null);
    return cleared;
  };

  return {
    ingredients,
    add,
    remove,
    clear,
    replace,
    undoClear,
    canUndo: cleared !== null,
    /** What Undo would undo, said beside it. */
    undoNote: replaced ? 'Your list was replaced.' : 'Your list was cleared.',
  };
}

/** Everything the ingredient side of the page can do with the list. */
export type Pantry = ReturnType<typeof useIngredients>;
