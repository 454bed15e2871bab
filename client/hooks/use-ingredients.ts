import { useState } from 'react';
import { normaliseIngredient } from '../../shared/ingredients.ts';
import { MAX_INGREDIENTS } from '../../shared/limits.ts';

/** What became of one entry: added, ignored because it was blank, or refused because the list is full. */
export type AddOutcome = 'added' | 'blank' | 'full';

/** The visitor's ingredient list, in entry order, each entry normalised ("  tOMATO " -> "Tomato"). */
export function useIngredients() {
  const [ingredients, setIngredients] = useState<readonly string[]>([]);

  const add = (raw: string): AddOutcome => {
    const ingredient = normaliseIngredient(raw);
    if (ingredient === null) return 'blank';
    // The API refuses longer lists, so stop here rather than let the recipe request fail later.
    if (ingredients.length >= MAX_INGREDIENTS) return 'full';
    setIngredients((current) => [...current, ingredient]);
    return 'added';
  };

  return { ingredients, add };
}
