// Letters from other alphabets that look like Latin ones let a name pass for another: "Аntifreeze"
// with a Cyrillic А is not on the not-food list, yet reads as antifreeze. So no word mixes Latin
// letters with another alphabet's, and a name is also read as the Latin letters it looks like.
// (Both run in the page's first script, hence the compact forms.)

// A letter of a script of its own: not Latin, and not a sign every script shares (Japanese "ー").
const OTHER = String.raw`[^\P{L}\p{sc=Latin}\p{sc=Common}\p{sc=Inherited}]`;
// A Latin letter and another script's in one run of letters, in either order.
const MIXED = new RegExp(String.raw`\p{sc=Latin}[\p{L}\p{M}]*${OTHER}|${OTHER}[\p{L}\p{M}]*\p{sc=Latin}`, 'u');

/**
 * Whether a word of the text mixes Latin letters with another script's; names in one script pass
 * whatever it is ("Тофу", "豆腐", "ご飯", "Tofu 豆腐").
 * @example mixesScripts("Rat pоison") // true (a Cyrillic о)
 */
export function mixesScripts(text: string): boolean {
  return MIXED.test(text);
}

// Capital Cyrillic, Greek and Armenian letters drawn like a Latin one, and that Latin letter at the
// same place. A text is read in capitals, so a small "р" is read as "Р", a P.
const LOOKALIKES = 'АВСЕНІЈКӀМОРЅТХУԀԚԜҺΑΒΕΖΗΙΚΜΝΟΡΤΥΧՕՍ';
const LATIN_LETTERS = 'abcehijklmopstxydqwhabezhikmnoptyxou';

/**
 * A text in lower case with each letter that looks like a Latin capital written as that letter.
 * @example latinLookalike("Вӏеасһ") // "bleach" (all Cyrillic)
 */
export function latinLookalike(text: string): string {
  return Array.from(text.toUpperCase(), (char) => LATIN_LETTERS[LOOKALIKES.indexOf(char)] ?? char).join('').toLowerCase();
}
