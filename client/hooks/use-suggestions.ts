import { useEffect, useMemo, useState } from 'react';

type Suggest = (typed: string, onList: readonly string[]) => string[];

/**
 * Fetches the suggestion code and the knowledge base behind it, a separate file so the page can
 * be used before it arrives. A failed fetch only means no suggestions: free text still works.
 */
export const loadSuggestions = (): Promise<Suggest | undefined> =>
  import('../lib/ingredient-suggestions.ts').then(
    (module) => module.suggestIngredients,
    () => undefined,
  );

/** Suggested ingredients for what is typed, none until the knowledge base has loaded. */
export function useSuggestions(typed: string, onList: readonly string[]): string[] {
  const [suggest, setSuggest] = useState<Suggest>();

  useEffect(() => {
    // Fetched on the first keystroke, not on page load: many visits never need it.
    if (suggest || typed.trim() === '') return;
    let current = true;
    loadSuggestions().then((loaded) => {
      if (current && loaded) setSuggest(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [typed, suggest]);

  return useMemo(() => (suggest ? suggest(typed, onList) : []), [suggest, typed, onList]);
}
