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

// The last word of a name in the singular, guessed the way cooks write plurals: "tomatoes",
// "peaches", "cherries", "onions". Words that end in s in the singular ("hummus", "couscous",
// "glass", "anis") keep it.
const PLURAL_END: readonly (readonly [RegExp, string])[] = [
  [/([^aeiou])ies$/u, '$1y'],
  [/(o|ch|sh|x|ss|z)es$/u, '$1'],
  [/([^su'i])s$/u, '$1'],
];

/**
 * The key two entries share when they are the same ingredient: any case, either apostrophe, the
 * last word singular or plural.
 * @example duplicateKey("Hen’s egg") === duplicateKey("HEN'S EGGS") // true
 * @example duplicateKey("Onions") === duplicateKey("onion") // true
 */
export function duplicateKey(normalised: string): string {
  const key = normalised.toLowerCase().replaceAll('’', "'");
  const rule = PLURAL_END.find(([plural]) => plural.test(key));
  return rule ? key.replace(rule[0], rule[1]) : key;
}

// A comma inside one food's name: "boneless, skinless chicken thighs".
const CUT_WORD_BEFORE = /(?:^|\s)(?:boneless|skinless|bone-in|skin-on)\s*$/iu;
// Foods named with "and", kept whole when a list is split at its "and"s.
const NAMED_WITH_AND = /^(?:half and half|mac(?:aroni)? and cheese|fish and chips|sweet and sour|salt and vinegar|bread and butter|surf and turf|pork and beans|cookies and cream|bubble and squeak|rice and peas)$/iu;
// A list's marker at the start of a line: "- eggs", "• milk", "2. flour", "3) sugar".
const LIST_MARKER = /^\s*(?:[-*•·]|\d{1,3}[.)])\s+/u;

/** The last word of a text, or its first: split at spaces, not by a pattern read again from each one. */
const lastWord = (text: string): string => text.trim().split(/\s+/u).at(-1) ?? '';
const firstWord = (text: string): string => text.trim().split(/\s+/u, 1)[0] ?? '';

/** A piece's parts at its "and"s, but a food named with one ("mac and cheese") kept whole. */
function splitAtAnd(piece: string): string[] {
  const parts: string[] = [];
  // From where a run of spaces starts only: from each space of a long run, it would read the run again.
  for (const part of piece.split(/(?<!\s)\s+and\s+/iu)) {
    const last = parts.length - 1;
    if (last >= 0 && NAMED_WITH_AND.test(`${lastWord(parts[last]!)} and ${firstWord(part)}`)) parts[last] += ` and ${part}`;
    else parts.push(part);
  }
  return parts;
}

/**
 * The foods one entry names: a list typed or pasted in one go is split at its new lines, commas,
 * semicolons and "and"s, each line's list marker dropped, but not at the comma of one cut
 * ("boneless, skinless chicken") or the "and" of one food ("mac and cheese"). No part is cut.
 * @example splitEntry("chicken, rice; garlic") // ["chicken", " rice", " garlic"]
 * @example splitEntry("- rice\n- half an onion and 2 eggs") // ["rice", "half an onion", "2 eggs"]
 * @example splitEntry("boneless, skinless chicken") // ["boneless, skinless chicken"]
 */
export function splitEntry(raw: string): string[] {
  const parts: string[] = [];
  const lines = raw.split(/\r\n|[\r\n\u2028\u2029]/u).map((line) => line.replace(LIST_MARKER, ''));
  for (const piece of lines.flatMap((line) => line.split(/[,;]/u)).flatMap(splitAtAnd)) {
    const last = parts.length - 1;
    if (last >= 0 && CUT_WORD_BEFORE.test(parts[last]!)) parts[last] += `,${piece}`;
    else parts.push(piece);
  }
  return parts.length > 1 ? parts.filter((part) => part.trim() !== '') : parts;
}
