// The first ATX heading of a recipe's markdown, read without a markdown parser: the page names a
// recipe by it before the recipe reader has loaded.

// The heading's text runs to the end of its line; its closing #s and spaces are cut apart below.
const HEADING = /^ {0,3}#{1,6}[ \t]+(.+)$/m;
// Closing marks of a heading: "## Soup ##". Starts only where a run of them does: from each mark of
// a long run, /[ \t#]*$/ would read the run to its end again.
const CLOSING = /(?<![ \t#])[ \t#]+$/;

/**
 * The text of the first heading ("# ..." to "###### ..."), without its closing #s; undefined when
 * there is none. Its first character is always kept, so "# #" is "#".
 * @example firstHeading("Here you go!\n\n## Garlic pasta ##\n...") // "Garlic pasta"
 */
export function firstHeading(markdown: string): string | undefined {
  const text = HEADING.exec(markdown)?.[1];
  return text === undefined ? undefined : text.charAt(0) + text.slice(1).replace(CLOSING, '');
}
