// Markdown that no recipe is written in, but a host stuck in a loop (or a link made to harm) can
// send, is made text before any parser sees it:
// - Parsers descend once per container a line opens: "> > > …" or "- - - … a" thousands deep on one
//   line overflows marked's stack. No recipe nests deeper than a few levels.
// - Emphasis, strike-through and link marks are matched against each other within a block, at a
//   cost that grows with the square of their number: thousands of "*a" or "_a" or "!" in one
//   paragraph held the page for seconds. A recipe's block has a few dozen.

/** How many lists and quotes a line may open before the rest of it is plain text. */
export const MAX_NESTING = 8;
/** The most columns a line is indented by; deeper lines keep their text at this indent. */
export const MAX_INDENT = 24;
/** The most inline marks (* _ ~ ` ! [ ] < >) a block may have before it is shown as plain text. */
export const MAX_MARKS = 256;

const MARK = /[*_~`![\]<>]/g;
// Every character a backslash makes literal (CommonMark's escapable punctuation).
const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g;

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

const TAB_STOP = 4;

/**
 * The line with each tab before its words (in its indent, and after its list and quote markers)
 * written as the spaces to the next tab stop, as CommonMark reads it. The page's parser counts a
 * tab so; the reader's lexer does not always ("1.\tSalt" under a paragraph, with "---" below it,
 * became a heading), and the two must read the same lists.
 * @example tabsAsSpaces("-\tSalt") // "-   Salt"
 */
function tabsAsSpaces(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  let at = 0;
  while (at < line.length) {
    const char = line[at]!;
    if (char === '\t') out += ' '.repeat(TAB_STOP - (out.length % TAB_STOP));
    else if (char === ' ') out += char;
    else {
      const end = markerEnd(line, at);
      if (end === -1) break;
      out += line.slice(at, end);
      at = end;
      continue;
    }
    at++;
  }
  return out + line.slice(at);
}

/** One line with at most MAX_NESTING containers opened and its indent cut to MAX_INDENT columns. */
function boundLine(text: string): string {
  let line = tabsAsSpaces(text);
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
 * @example boundNesting("- ".repeat(2000) + "a") // eight nested items, the last reading "- - … a"
 */
export function boundNesting(markdown: string): string {
  return markdown.split('\n').map(boundLine).join('\n');
}

/** Whether a block of markdown has more inline marks than any recipe's, so it is best shown as plain text. */
export function hasTooManyMarks(block: string): boolean {
  let marks = 0;
  for (const line of block.split('\n')) marks += line.match(MARK)?.length ?? 0;
  return marks > MAX_MARKS;
}

/** A block's lines as they are, or escaped into plain text when it has more marks than a recipe ever does. */
function boundBlock(lines: string[]): string[] {
  return hasTooManyMarks(lines.join('\n')) ? lines.map((line) => line.replace(PUNCTUATION, '\\$&')) : lines.map(boundLine);
}

/**
 * The markdown with nothing marked cannot read in linear time: nesting bounded as by boundNesting,
 * and a block (a run of non-blank lines) with more than MAX_MARKS inline marks escaped into plain
 * text. Linear in the text's length; a recipe as hosts write it passes unchanged. (The page's
 * renderer shows such a block as plain text itself: see recipe-block.tsx.)
 * @example boundMarkdown("*a".repeat(300)) // "\\*a\\*a…": the text as written, no emphasis
 */
export function boundMarkdown(markdown: string): string {
  const out: string[] = [];
  let block: string[] = [];
  for (const line of markdown.split('\n')) {
    if (line.trim() !== '') {
      block.push(line);
      continue;
    }
    out.push(...boundBlock(block), line);
    block = [];
  }
  out.push(...boundBlock(block));
  return out.join('\n');
}
