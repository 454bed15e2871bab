import { Lexer, type Tokens } from 'marked';

// The renderer's split of a block into list items (client/components/recipe-block.tsx renders a
// list item by item): the block structure only, read with marked's block lexer.

// A list item looks like one to the cheap test; marked then decides. Four spaces make code instead.
const LIST_START = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;

/**
 * The block as one list whose items can each be rendered on their own, or undefined. Only the
 * block structure is read (each item's text, looseness and task box): the inline marks of every
 * item, which marked would read too, are the renderer's to read, and only in the item that changed.
 * @example listOf("1. Boil.\n2. Eat.")?.items.map((item) => item.text) // ["Boil.", "Eat."]
 */
export function listOf(content: string): Tokens.List | undefined {
  if (!LIST_START.test(content)) return undefined;
  const tokens = new Lexer().blockTokens(content).filter((token) => token.type !== 'space');
  const [list] = tokens;
  if (tokens.length !== 1 || list?.type !== 'list') return undefined;
  // A task item's checkbox lives in the list's syntax, not in its text: those render whole.
  return (list as Tokens.List).items.some((item) => item.task) ? undefined : (list as Tokens.List);
}
