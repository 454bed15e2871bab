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

/**
 * The words of inline markdown tokens, without their formatting: emphasis and links keep their
 * text, raw HTML, images and task boxes are dropped, a hard break is a line break.
 * @example inlineText(lexer("**Serves:** 4 · [link](https://x)")[0].tokens) // "Serves: 4 · link"
 */
export function inlineText(tokens: readonly Token[] | undefined): string {
  let text = '';
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'html':
      case 'image':
      case 'checkbox':
      case 'space':
      case 'list':
        break;
      case 'br':
        text += '\n';
        break;
      case 'text':
        text += 'tokens' in token && token.tokens ? inlineText(token.tokens) : (token as Tokens.Text).text;
        break;
      case 'paragraph':
        text += `${inlineText(token.tokens)}\n`;
        break;
      default:
        if ('tokens' in token && token.tokens) text += inlineText(token.tokens);
        else if ('text' in token && typeof token.text === 'string') text += token.text;
    }
  }
  return text;
}

/** The plain text of a block's own words, nested lists left out, on one line. */
export function flatText(tokens: readonly Token[] | undefined): string {
  return tidyText(inlineText(tokens)).replace(/\n+/g, ' ');
}
