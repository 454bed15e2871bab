// Words one slip of the keyboard from a known word: a letter missing, one too many (doubled or
// stray), two swapped, or one wrong. Each slip of the typed word is tried against a set of the
// known words, a few hundred lookups for a word of ten letters, whatever the size of the vocabulary.

/** The shortest word read as a slip of another: shorter words are too often other words. */
export const SHORTEST_SLIP = 4;
// A wrong letter in a word of four turns too many real words into foods ("port" into pork, "soda"
// into soba): from five letters on, where a word with one letter changed is rarely another word.
const SHORTEST_WRONG_LETTER = 5;

/** The known words a slip is held against, and the letters they are written with. */
export interface Vocabulary {
  readonly words: ReadonlySet<string>;
  readonly letters: readonly string[];
  /** The length of the longest known word: a word two letters longer is one slip from none. */
  readonly longest: number;
}

/** The words a slip is held against. */
export function vocabulary(words: Iterable<string>): Vocabulary {
  const known = new Set(words);
  const letters = new Set<string>();
  for (const word of known) for (const letter of word) letters.add(letter);
  return { words: known, letters: [...letters], longest: Math.max(0, ...[...known].map((word) => word.length)) };
}

/**
 * The known words `word` is one slip from, none when it is a known word itself or too short to tell.
 * @example nearWords("chiken", vocabulary(["chicken", "kitchen"])) // ["chicken"]
 */
export function nearWords(word: string, { words, letters, longest }: Vocabulary): string[] {
  // Each slip tried is a copy of the word: bounded by the longest known word, a long text costs nothing.
  if (word.length < SHORTEST_SLIP || word.length > longest + 1 || words.has(word)) return [];
  const found = new Set<string>();
  const tryWord = (candidate: string) => {
    if (words.has(candidate)) found.add(candidate);
  };
  for (let at = 0; at <= word.length; at++) {
    const [before, after] = [word.slice(0, at), word.slice(at)];
    // A letter missing here.
    for (const letter of letters) tryWord(before + letter + after);
    if (at === word.length) break;
    // A letter too many, two neighbours swapped, or one wrong.
    tryWord(before + word.slice(at + 1));
    if (at + 1 < word.length) tryWord(before + word[at + 1] + word[at] + word.slice(at + 2));
    // A doubled letter one place off ("egss" for eggs): a wrong letter, but the one beside a double,
    // so sure enough for a word of four, where any other wrong letter is too often another word.
    // The letter at `at` is one of a double, and the double was meant one place to the left or right.
    if (at > 0 && word[at] === word[at + 1]) tryWord(before + word[at - 1] + word.slice(at + 1));
    if (at > 0 && word[at] === word[at - 1] && at + 1 < word.length) tryWord(before + word[at + 1] + word.slice(at + 1));
    // A first letter is rarely the one mistyped, and changed it makes other words of too many ("cakes" of hake, "belly" of jelly).
    if (word.length >= SHORTEST_WRONG_LETTER && at > 0) for (const letter of letters) if (letter !== word[at]) tryWord(before + letter + word.slice(at + 1));
  }
  found.delete(word);
  // Read as a word too short to tell from others, a slip is no surer than that word ("scal" is no "sal").
  return [...found].filter((near) => near.length >= SHORTEST_SLIP);
}
