// The page and its recipes write British English: "a, b and c", with no comma before the last word.
const AND = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });
const OR = new Intl.ListFormat('en-GB', { style: 'long', type: 'disjunction' });

/**
 * Words as a sentence lists them, joined by "and" or "or".
 * @example listWords(["chicken", "rice", "broccoli"]) // "chicken, rice and broccoli"
 * @example listWords(["“<”", "“>”"], "or") // "“<” or “>”"
 */
export function listWords(words: readonly string[], word: 'and' | 'or' = 'and'): string {
  return (word === 'and' ? AND : OR).format(words);
}
