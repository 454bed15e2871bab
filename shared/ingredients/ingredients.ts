import { compatibleForm } from './ingredient-characters.ts';

/**
 * Normalises one ingredient as the visitor typed it: in its compatibility form, trimmed, runs of
 * spaces made one, first letter upper case, the rest lower case. Returns null for an entry that is
 * empty or only white space. Tabs and line breaks inside are kept, for the character rule to refuse.
 * @example normaliseIngredient("  tOMATO   paste ") // "Tomato paste"
 */
export function normaliseIngredient(raw: string): string | null {
  // NFKC, so "é" typed as e + accent and "é" typed at once are the same ingredient, and a
  // fullwidth "Ｆｌｏｕｒ" is the flour every later check reads.
  const trimmed = compatibleForm(raw).trim().replace(/\p{Zs}+/gu, ' ');
  if (trimmed === '') return null;
  // Array.from splits by code point, so an emoji or astral letter is never cut in half.
  const [first = '', ...rest] = Array.from(trimmed);
  return first.toUpperCase() + rest.join('').toLowerCase();
}

/**
 * The key two entries share when they are the same ingredient: any case, either apostrophe.
 * @example duplicateKey("Hen’s egg") === duplicateKey("HEN'S EGG") // true
 */
export function duplicateKey(normalised: string): string {
  return normalised.toLowerCase().replaceAll('’', "'");
}

// A comma inside one food's name: "boneless, skinless chicken thighs".
const CUT_WORD_BEFORE = /(?:^|\s)(?:boneless|skinless|bone-in|skin-on)\s*$/iu;

/**
 * The foods one entry names: a list typed in one go is split at its commas and semicolons, but not
 * at the comma of one cut ("boneless, skinless chicken").
 * @example splitEntry("chicken, rice; garlic") // ["chicken", "rice", "garlic"]
 * @example splitEntry("boneless, skinless chicken") // ["boneless, skinless chicken"]
 */
export function splitEntry(raw: string): string[] {
  const parts: string[] = [];
  for (const piece of raw.split(/[,;]/u)) {
    const last = parts.length - 1;
    if (last >= 0 && CUT_WORD_BEFORE.test(parts[last]!)) parts[last] += `,${piece}`;
    else parts.push(piece);
  }
  return parts.length > 1 ? parts.filter((part) => part.trim() !== '') : parts;
}
