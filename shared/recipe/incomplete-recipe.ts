/** Told to the visitor when the server cut the answer short (the token limit, its size or time), as the recipe's last words. */
export const CUT_SHORT_NOTE = '\n\n_The recipe was cut short here._';

/** Put after what had arrived when the visitor stopped a recipe, so that it never passes for a whole one. */
export const STOPPED_NOTE = '\n\n_You stopped the recipe here, so it is incomplete._';

/**
 * Whether a recipe's text ends in one of the notes that say it did not arrive whole: such a
 * recipe is read, copied and printed, but not cooked from, shared or saved as a recipe file. The
 * note is in the text, so a kept or shared recipe says so too.
 * @example isIncomplete(`## Soup\nChop the${CUT_SHORT_NOTE}`) // true
 */
export function isIncomplete(markdown: string): boolean {
  const end = markdown.trimEnd();
  return end.endsWith(CUT_SHORT_NOTE.trim()) || end.endsWith(STOPPED_NOTE.trim());
}
