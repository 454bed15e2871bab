import { useEffect, useMemo, useState } from 'react';
import { loadSuggestions, type Suggest } from '../loading/index.ts';

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
