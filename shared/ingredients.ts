/**
 * Normalises one ingredient as the visitor typed it: trimmed, first letter upper case, the rest
 * lower case. Returns null for an entry that is empty or only white space.
 * @example normaliseIngredient("  tOMATO ") // "Tomato"
 */
export function normaliseIngredient(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  // Array.from splits by code point, so an emoji or astral letter is never cut in half.
  const [first = '', ...rest] = Array.from(trimmed);
  return first.toUpperCase() + rest.join('').toLowerCase();
}
