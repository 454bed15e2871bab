// The shares of one line a cook measures by eye, and how a recipe says them before "the <food>":
// the built-in chef writes them (offline-chef/shares.ts), and the recipe value reads them back
// (recipe-value.ts), so a step's share is read as it was written.

/** Each share and its words, as they come before "the sugar": "a third of ", "half ". */
export const SHARE_WORDS: readonly (readonly [part: number, words: string])[] = [
  [1 / 4, 'a quarter of '],
  [1 / 3, 'a third of '],
  [1 / 2, 'half '],
  [2 / 3, 'two thirds of '],
  [3 / 4, 'three quarters of '],
];

/**
 * The words of the share nearest `part`.
 * @example shareWords(0.66) // "two thirds of "
 */
export function shareWords(part: number): string {
  const [, words] = SHARE_WORDS.reduce((best, one) => (Math.abs(one[0] - part) < Math.abs(best[0] - part) ? one : best));
  return words;
}
