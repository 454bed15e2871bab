import fc from 'fast-check';

// Texts built to find a reader that is slower than linear: long runs of each character the
// readers' patterns care about, repeats of short tokens, and mixes of both, after a start that
// leads a pattern into the run ("Serves ", "# ", "- ") and before an end that makes it fail late.

/** Every space separator (\p{Zs}): a tidy-up that collapses only some of them leaves runs of the others. */
export const SPACES = [' ', '\u00a0', '\u1680', ...Array.from({ length: 11 }, (_, at) => String.fromCharCode(0x2000 + at)), '\u202f', '\u205f', '\u3000'];

/** Characters the readers' patterns match on, each to be repeated into a run. */
export const RUN_CHARACTERS = [
  ...SPACES, '\t', '\n', '1', '9', ':', '#', '*', '-', '|', '·', '•', '(', ')', '/', 'a', 'Z', 'é', '.', ',', ';', '>', '_', '+', '½', '–', '—', "'",
  '!', '~', '`', '[', ']', '<', '$', '\\', '&',
];

/** Short tokens the readers' patterns read as words, amounts or separators. */
export const TOKENS = [
  'a ', '1 ', '- ', 'tomato ', ': ', 'tomatoes ', 'and ', 'or ', '/ ', 'of ', 'milk ', 'vegan ', '1 min ', '10-12 ', '1 hour ',
  '2 g ', 'to ', '1.', '1,', '1/2 ', 'serves ', 'servings ', 'time ', 'time: ', 'step 1 ', '(a) ', '(you have this) ', '# ', '* ',
  // What markdown parsers match against each other: emphasis, strike-through, code, links, images.
  '*a', '_a', '**a', '~~a', '`a', '[a](', '![', '- *', '<a',
];

// What comes before the run: nothing, the start of a fact, a heading, an item, a label.
const STARTS = ['', 'Serves ', 'Servings:', 'Makes ', 'Total time: ', 'Time:', 'Prep time: ', '# ', '## ', '- ', '1. ', 'Ingredients:', 'Step ', '2 tbsp ', 'Chicken — ', 'x'];
// What comes after it: nothing, or a character that makes a pattern fail only at the run's end.
const ENDS = ['', 'x', '\n', ':', ')', ' servings', ' min', '#'];

/** A piece that is repeated: one character, one token, or a few of either run together. */
const piece = fc.oneof(
  fc.constantFrom(...RUN_CHARACTERS),
  fc.constantFrom(...TOKENS),
  fc.array(fc.oneof(fc.constantFrom(...RUN_CHARACTERS), fc.constantFrom(...TOKENS)), { minLength: 2, maxLength: 4 }).map((parts) => parts.join('')),
);

/** A start, a piece repeated to `length` characters in all, and an end. */
export const adversarialText = (length: number): fc.Arbitrary<string> =>
  fc.record({ start: fc.constantFrom(...STARTS), piece, end: fc.constantFrom(...ENDS) }).map(({ start, piece: repeated, end }) => {
    const room = Math.max(0, length - start.length - end.length);
    return start + repeated.repeat(Math.ceil(room / repeated.length)).slice(0, room) + end;
  });

/** The same shape with every character class run on its own, for a table that covers each one. */
export const everyRun = (length: number): string[] => [...RUN_CHARACTERS, ...TOKENS].map((repeated) => repeated.repeat(Math.ceil(length / repeated.length)).slice(0, length) + 'x');
