// How the offline chef types a recipe out, on the server and in the page alike.

/** About the pace a hosted model streams at, so a recipe from the offline chef reads the same. */
export const DEFAULT_WORDS_PER_SECOND = 60;

/**
 * Splits text into words, each carrying the white space after it, so the pieces join back exactly.
 * @example splitWords("## Soup\n\nHot.") // ["## ", "Soup\n\n", "Hot."]
 */
export function splitWords(text: string): string[] {
  return text.match(/^\s+\S*\s*|\S+\s*/g) ?? [];
}
