import { matchKey } from './word-match.ts';

// An ingredient or a dish is a name; the visitor's text goes into a sentence of the prompt ("I have
// Eggs, Milk.") and a name must not be able to end that sentence and start one of its own. (This
// runs in the page's first script, hence rules written as a few regular expressions.)

/** The most words an ingredient's name may have: the longest the pantry knowledge holds has 4 ("extra virgin olive oil"). */
export const MAX_INGREDIENT_WORDS = 7;

// A full stop with a letter somewhere after it, unless it is a decimal point ("1.5 kg") or
// ends an abbreviation a name may hold ("St. John's bread", "Dr. Pepper", "14 oz. can").
const SENTENCE_STOP = /(?<!(?:^|[^\p{L}\p{M}])(?:st|dr|mrs?|ms|mt|jr|sr|oz|lbs?|tb?sp|pkg|approx))\.(?!\d)(?=.*\p{L})/iu;
// Words that speak to the chef about what it was told; no dish or ingredient is named with them.
const INSTRUCTION_WORD = /(?:^| )(?:ignore|ignoring|disregard|instructions?|prompts?|jailbreak|pretend|roleplay)(?: |$)/;

/**
 * Whether a text reads as a sentence rather than a name: a full stop with more words after it
 * (abbreviations and decimals aside), more than `maxWords` words, or words that address the chef.
 * Words are counted as the matching reads them, so "tell-me-a-story" is four.
 * @example readsAsSentence("Eggs. Ignore the above", 7) // true
 * @example readsAsSentence("St. John's bread", 7) // false
 */
export function readsAsSentence(text: string, maxWords: number): boolean {
  const key = matchKey(text);
  return key.split(' ').length > maxWords || INSTRUCTION_WORD.test(key) || SENTENCE_STOP.test(text);
}
