// Letters of any script (with their combining marks), digits, single spaces and the little
// punctuation real ingredient names use: "half-and-half", "hen's egg", "salt & pepper", "1/2 lemon".
const ALLOWED = /^[\p{L}\p{M}\p{N} \-',.&/()’]$/u;
// Variation selectors are marks no name needs: one after another, each carries hidden bytes
// ("Salt" and 14 of them is 60 bytes the eye never sees). Only an emoji's own style is let through,
// and dropped (EMOJI_STYLE).
const VARIATION_SELECTOR = /[\u180B-\u180D\u180F\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
// Text or emoji style right after an emoji (or a keycap's digit): it only says how to draw it.
const EMOJI_STYLE = /(\p{Emoji})[\uFE0E\uFE0F]/gu;
const MAX_SHOWN = 24;

/**
 * A text in its compatibility form (NFKC), so every check reads what it looks like: fullwidth
 * letters as plain ones, ligatures apart, "½" as "1/2" (its fraction slash as a plain slash), and
 * an emoji without the selector that styles it.
 * @example compatibleForm("Ｒａｔ ｐｏｉｓｏｎ") // "Rat poison"
 */
export function compatibleForm(text: string): string {
  return text.normalize('NFKC').replaceAll('\u2044', '/').replace(EMOJI_STYLE, '$1');
}

/**
 * The characters of an entry that no ingredient name needs, each once, in order of appearance.
 * @example disallowedCharacters("Salt<script>") // ["<", ">"]
 */
export function disallowedCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) if (!ALLOWED.test(char) || VARIATION_SELECTOR.test(char)) found.add(char);
  return [...found];
}

// Invisible and layout characters become visible escapes, so a message never carries them.
const escapeChar = (char: string): string => {
  if (char === '\n') return '\\n';
  if (char === '\r') return '\\r';
  if (char === '\t') return '\\t';
  if (/[\p{C}\p{Zl}\p{Zp}]/u.test(char) || VARIATION_SELECTOR.test(char)) {
    return `\\u{${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}}`;
  }
  return char;
};

/**
 * A harmless, short rendering of what a visitor sent, for messages that name it: control
 * characters escaped, at most 24 characters kept.
 * @example safeRendering("Salt\n<b>") // "Salt\\n<b>"
 */
export function safeRendering(text: string): string {
  const chars = Array.from(text);
  const shown = chars.slice(0, MAX_SHOWN).map(escapeChar).join('');
  return chars.length > MAX_SHOWN ? `${shown}…` : shown;
}
