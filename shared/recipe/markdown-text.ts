import type { Token, Tokens } from 'marked';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };

/** Runs of spaces made one and the common entities written out: "Salt &amp;  pepper " -> "Salt & pepper". */
export function tidyText(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

// Blocks a list item may hold besides its words: each is a line (or lines) of its own, as the page shows it.
const ITEM_BLOCKS: ReadonlySet<string> = new Set(['paragraph', 'heading', 'code', 'blockquote', 'table']);

/**
 * The words of inline markdown tokens, without their formatting: emphasis and links keep their
 * text, an image its description (the page shows it in the image's place), raw HTML and task
 * boxes are dropped, a hard break is a line break, and a block within an item (a paragraph,
 * a heading, code, a quote) starts a line of its own, as the page shows it.
 * @example inlineText(lexer("**Serves:** 4 · [link](https://x)")[0].tokens) // "Serves: 4 · link"
 */
export function inlineText(tokens: readonly Token[] | undefined): string {
  let text = '';
  for (const token of tokens ?? []) {
    if (ITEM_BLOCKS.has(token.type) && text !== '' && !text.endsWith('\n')) text += '\n';
    switch (token.type) {
      case 'html':
      case 'checkbox':
      case 'space':
      case 'list':
        break;
      case 'image':
        text += (token as Tokens.Image).text;
        break;
      case 'br':
        text += '\n';
        break;
      case 'text':
        text += 'tokens' in token && token.tokens ? inlineText(token.tokens) : (token as Tokens.Text).text;
        break;
      default:
        if ('tokens' in token && token.tokens) text += inlineText(token.tokens);
        else if ('text' in token && typeof token.text === 'string') text += token.text;
    }
    if (ITEM_BLOCKS.has(token.type) && !text.endsWith('\n')) text += '\n';
  }
  return text;
}

/** The plain text of a block's own words, nested lists left out, on one line. */
export function flatText(tokens: readonly Token[] | undefined): string {
  return tidyText(inlineText(tokens)).replace(/\n+/g, ' ');
}
