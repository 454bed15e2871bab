// The word matching that the allergen check and the not-food check share, so a text is read the
// same way by both: one key for a text, and the plural guesses a listed term stands for.

/** Lower case, no accents, fullwidth letters plain, one kind of apostrophe, anything else as spaces: "Crème-Fraîche" -> "creme fraiche". */
export function matchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();
}

/** A term and its plural guesses: "anchovy" -> "anchovies", "peach" -> "peaches", "egg" -> "eggs". */
export function withPlurals(term: string): string[] {
  if (term.endsWith('y') && !/[aeiou]y$/.test(term)) return [term, `${term.slice(0, -1)}ies`];
  if (/(s|x|ch|sh)$/.test(term)) return [term, `${term}es`];
  return [term, `${term}s`];
}
