import { useEffect, useRef, useState } from 'react';
import { checkIngredient } from '../../shared/ingredient-check.ts';
import type { IngredientProblem } from '../../shared/ingredient-check.ts';
import { duplicateKey } from '../../shared/ingredients.ts';
import { MAX_INGREDIENTS } from '../../shared/limits.ts';
import { readStored, writeStored } from '../lib/local-store.ts';
import { STORED_INGREDIENTS } from '../lib/stored-ingredients.ts';

/**
 * What became of one entry: added; ignored because it was blank; refused because the list is
 * full, it is already there, or the shared rules refuse it (too long, odd characters, not food).
 */
export type AddOutcome = 'added' | 'blank' | 'full' | 'duplicate' | Exclude<IngredientProblem, 'blank'>;

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

  const add = (raw: string): AddOutcome => {
    const check = checkIngredient(raw);
    if (!check.ok) return check.problem;
    const key = duplicateKey(check.value);
    if (ingredients.some((ingredient) => duplicateKey(ingredient) === key)) return 'duplicate';
    // The API refuses longer lists, so stop here rather than let the recipe request fail later.
    if (ingredients.length >= MAX_INGREDIENTS) return 'full';
    setIngredients((current) => [...current, check.value]);
    // A new list has begun: bringing the old one back now would throw this entry away.
    setCleared(null);
    return 'added';
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
