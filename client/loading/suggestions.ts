/** Suggests known ingredients for what is typed, leaving out what is already listed. */
export type Suggest = (typed: string, onList: readonly string[]) => string[];

/**
 * Fetches the suggestion code and the knowledge base behind it, on the first keystroke (many visits
 * never need it). A failed fetch only means no suggestions: free text still works.
 */
export const loadSuggestions = (): Promise<Suggest | undefined> =>
  import('../lib/ingredient-suggestions.ts').then(
    (module) => module.suggestIngredients,
    () => undefined,
  );
