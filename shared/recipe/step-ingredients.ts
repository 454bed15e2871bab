// Which ingredient lines a recipe step uses, for cook mode to show their amounts under the step.
// A step names a food the way a visitor's list does ("the onion", "the spring onions"), so it is
// read with the pantry check's own rules: a line is used when its food is, or is a kind of, a food
// the step names ("1 red onion" by "the onion", never "2 tbsp peanut butter" by "the butter").

import { ingredientName, namesIn } from '../ingredients/ingredient-name.ts';
import { LONGEST_NAME_WORDS } from '../ingredients/pantry-knowledge.ts';
import { checkIngredients, isKindOf } from '../ingredients/pantry-match.ts';
import { matchKey } from '../ingredients/word-match.ts';

// A step is a few sentences a cook reads in large type; past this many words a "step" is no step,
// and every run of its words is held against every line.
const MAX_STEP_WORDS = 100;

/** A run of the step's words that may name a food, and where it starts each time the step says it. */
interface Phrase {
  readonly text: string;
  readonly length: number;
  readonly starts: number[];
}

/** Every run of one to LONGEST_NAME_WORDS of the step's words, once each, longest first. */
function phrasesIn(step: string): Phrase[] {
  // matchKey keeps letters, digits and apostrophes, so a step's words are read as a list's are.
  const words = matchKey(step).split(' ').filter(Boolean).slice(0, MAX_STEP_WORDS);
  const phrases = new Map<string, Phrase>();
  for (let length = LONGEST_NAME_WORDS; length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const text = words.slice(start, start + length).join(' ');
      const known = phrases.get(text);
      if (known) known.starts.push(start);
      else phrases.set(text, { text, length, starts: [start] });
    }
  }
  return [...phrases.values()];
}

/**
 * The phrases said only inside longer ones that name a food: "chicken" in "the chicken stock",
 * "onions" in "the spring onions", which name no chicken and no onion of their own.
 */
function inside(naming: readonly Phrase[], phrases: readonly Phrase[]): Set<string> {
  const within = (phrase: Phrase, start: number) =>
    naming.some((longer) => longer.length > phrase.length && longer.starts.some((at) => at <= start && start + phrase.length <= at + longer.length));
  return new Set(phrases.filter((phrase) => phrase.starts.every((start) => within(phrase, start))).map((phrase) => phrase.text));
}

/** For each line, the longest phrase of `phrases` that names its food, or null. */
function namedBy(lines: readonly string[], phrases: readonly Phrase[]): (string | null)[] {
  // checkIngredients gives each line the first item of the list it is a kind of: the longest phrase.
  return phrases.length === 0 ? lines.map(() => null) : checkIngredients(lines, phrases.map((phrase) => phrase.text)).map((checked) => checked.have);
}

/**
 * The ingredient lines a step uses, in the list's order and as written: those whose food the step
 * names, itself or by a name it is a kind of. Where a line is that very food ("1 onion" for "the
 * onion"), the lines that are only kinds of it ("2 spring onions") are not taken for it.
 * @example stepIngredients("Fry the onion and garlic.", ["1 onion, chopped", "2 cloves garlic", "200 g rice"]) // ["1 onion, chopped", "2 cloves garlic"]
 */
export function stepIngredients(step: string, lines: readonly string[]): string[] {
  const phrases = phrasesIn(step);
  const named = namedBy(lines, phrases);
  // A line named only inside a longer name of another food is held against the phrases left.
  const naming = phrases.filter((phrase) => named.includes(phrase.text));
  const hidden = inside(naming, phrases);
  const again = lines.flatMap((_, at) => (named[at] !== null && hidden.has(named[at]!) ? [at] : []));
  const renamed = namedBy(
    again.map((at) => lines[at]!),
    phrases.filter((phrase) => !hidden.has(phrase.text)),
  );
  again.forEach((at, index) => (named[at] = renamed[index]!));

  // A line is the very food a phrase names when each is a kind of the other: "1 onion" for "onion", not "2 spring onions".
  const isThatFood = (at: number, phrase: string) => namesIn(ingredientName(lines[at]!)).some((name) => isKindOf(phrase, name));
  const exact = lines.map((_, at) => named[at] != null && isThatFood(at, named[at]));
  const namedExactly = new Set(named.filter((_, at) => exact[at]));
  return lines.filter((_, at) => named[at] != null && (exact[at] || !namedExactly.has(named[at])));
}
