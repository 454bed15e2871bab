// Markdown parsers descend once per container a line opens: "> > > …" or "- - - … a" thousands deep
// on one line overflows marked's stack, and a model stuck in a loop writes just that. No recipe nests
// deeper than a few levels, so past this depth the rest of a line is text.

/** How many lists and quotes a line may open before the rest of it is plain text. */
export const MAX_NESTING = 8;
/** The most columns a line is indented by; deeper lines keep their text at this indent. */
export const MAX_INDENT = 24;

const isBlank = (char: string | undefined) => char === ' ' || char === '\t';

/** A thematic break ("- - -", "* * * *"): one of - * _ three or more times, spaces between, nothing else. */
function isThematicBreak(line: string): boolean {
  const marks = line.replace(/[ \t]+/g, '');
  return marks.length >= 3 && /^(?:-+|\*+|_+)$/.test(marks) && !/^ {4}/.test(line);
}

/** Where a list or quote marker starting at `at` ends (past the space after it), or -1 when none starts there. */
function markerEnd(line: string, at: number): number {
  const char = line[at];
  if (char === '>') return at + 1;
  if ((char === '-' || char === '*' || char === '+') && (isBlank(line[at + 1]) || at + 1 === line.length)) return at + 1;
  let end = at;
  while (end < line.length && end - at < 9 && line[end]! >= '0' && line[end]! <= '9') end++;
  if (end > at && (line[end] === '.' || line[end] === ')') && (isBlank(line[end + 1]) || end + 1 === line.length)) return end + 1;
  return -1;
}

/** One line with at most MAX_NESTING containers opened and its indent cut to MAX_INDENT columns. */
function boundLine(line: string): string {
  let indent = 0;
  while (isBlank(line[indent])) indent++;
  if (indent > MAX_INDENT) line = line.slice(indent - MAX_INDENT);
  if (isThematicBreak(line)) return line;
  let at = 0;
  for (let depth = 0; ; depth++) {
    while (isBlank(line[at])) at++;
    const end = markerEnd(line, at);
    if (end === -1) return line;
    // One marker too many: escaped (an ordered one at its "." or ")"), it and all after it are text.
    if (depth === MAX_NESTING) {
      const escapeAt = /\d/.test(line[at]!) ? end - 1 : at;
      return `${line.slice(0, escapeAt)}\\${line.slice(escapeAt)}`;
    }
    at = end;
  }
}

/**
 * The markdown with no line nesting deeper than a parser can follow: past MAX_NESTING lists or
 * quotes the rest of a line is escaped into text, and indents past MAX_INDENT columns are cut.
 * Linear in the text's length; a recipe as hosts write it passes unchanged.
 * @example boundNesting("- ".repeat(2000) + "a") // eight nested items, the last reading "- - … a"
 */
export function boundNesting(markdown: string): string {
  return markdown.split('\n').map(boundLine).join('\n');
}
