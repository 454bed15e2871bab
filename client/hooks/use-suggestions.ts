import { useEffect, useMemo, useState } from 'react';
import { loadOnce } from '../lib/load-once.ts';

// The suggestions come with a first keystroke.
const loadSuggestions = loadOnce(() => import('../lib/ingredient-suggestions.ts'));

/** Suggests known ingredients for what is typed, leaving out what is already listed. */
type Suggest = (typed: string, onList: readonly string[]) => string[];

/** Suggested ingredients for what is typed, none until the knowledge base has loaded. */
export function useSuggestions(typed: string, onList: readonly string[]): string[] {
  const [suggest, setSuggest] = useState<Suggest>();

  useEffect(() => {
    // Fetched on the first keystroke, not on page load: many visits never need it.
    if (suggest || typed.trim() === '') return;
    let current = true;
    // A failed fetch only means no suggestions: free text still works.
    loadSuggestions().then(
      ({ suggestIngredients }) => current && setSuggest(() => suggestIngredients),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [typed, suggest]);

  return useMemo(() => (suggest ? suggest(typed, onList) : []), [suggest, typed, onList]);
}
