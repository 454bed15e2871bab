import { durationsIn } from '../../shared/recipe/step-durations.ts';

// The minutes a recipe's steps add up to, read as a cook reads them to plan dinner, from the
// markdown alone. The rules, one a sentence:
// - Each time a sentence names counts once, in order ("cook for 6 minutes, then 4 minutes more" is
//   10); "about 10 minutes" is 10; a range counts at its upper bound ("1–2 minutes" is 2), the time
//   a cook who is slower than the recipe still needs, as the total is.
// - "in two batches" with "each batch for 3 minutes" is 3 minutes twice; so is "slide each pan in
//   turn under the grill for 3 minutes" after "use two" pans: the last count of pans or batches
//   the recipe named.
// - A time inside one already counted is not counted again: "for the first 20 minutes", "for the
//   last 5 minutes"; nor is a sentence that starts "3 minutes before the spaghetti is done, add the
//   prawns…", done in the last minutes of a time already counted.
// - A sentence that starts "Meanwhile" or "While" is done alongside the last time named before it
//   (the rice simmering, the oven heating): that time is left going, and this sentence and the
//   ones after it fill it, a second "Meanwhile" among them going on from the first. What was left
//   going is waited for at a sentence that starts "Once" or "When" ("When the oven is hot,
//   roast…"), and at the end: the total is whichever ends later.

const STEP = /^\d+\.\s+(.*)$/;
// A sentence ends at its full stop, before the next one's capital (or bold, or a number).
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z*_\d])/;
const ALONGSIDE = /^(?:Meanwhile|While|In the meantime)\b/i;
const WAITS_FOR = /^(?:Once|When)\b/i;
// Times inside a time already counted.
const INSIDE = /\bfor the (?:first|last) [^,.;]*?\b(?:minutes?|hours?)\b/gi;
const IN_THE_LAST = /^(?:\d+|a) minutes? before\b/i;
const COUNTS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
// "in three batches", "use three", "two pans": how many times a batch's time is spent.
const number = `(${Object.keys(COUNTS).join('|')}|\\d+)`;
const BATCHES = new RegExp(`\\bin ${number} batches\\b|\\buse ${number}\\b|\\b${number} (?:frying )?pans\\b`, 'i');
const EACH_BATCH = /\beach batch\b|\bin turn\b/i;

/** The steps of a recipe in markdown, as written: the text of each numbered line under "### Steps". */
export function stepsOf(recipe: string): string[] {
  const start = recipe.indexOf('### Steps');
  if (start < 0) return [];
  const end = recipe.indexOf('\n### ', start + 1);
  return recipe
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .flatMap((line) => STEP.exec(line)?.[1] ?? []);
}

/** The count of pans or batches a sentence names, or undefined. */
function batchesIn(sentence: string): number | undefined {
  const match = BATCHES.exec(sentence);
  const count = match?.slice(1).find((group) => group !== undefined);
  return count === undefined ? undefined : (COUNTS[count.toLowerCase()] ?? Number(count));
}

/** The minutes each time a sentence names, in order, a batch's time once for each of `batches`. */
function timesIn(sentence: string, batches: number): number[] {
  const text = sentence.replace(INSIDE, '');
  // Clause by clause, so "each batch" multiplies the time in its own clause only ("…, and sear
  // each batch for 4 minutes"); a comma before a number is inside a time ("1 hour, 30 minutes").
  return text.split(/,\s*(?!\d)|\bthen\b/).flatMap((clause) => {
    const times = batches > 1 && EACH_BATCH.test(clause) ? batches : 1;
    return durationsIn(clause).map((duration) => (duration.seconds / 60) * times);
  });
}

/**
 * The minutes a recipe's steps add up to, as a cook reads them (see the rules above).
 * @example stepMinutes("### Steps\n\n1. Simmer the rice for 15 minutes. While it simmers, fry the onion for 8 minutes.\n") // 15
 */
export function stepMinutes(recipe: string): number {
  // The cook's own clock, and when the longest thing left going is done.
  let now = 0;
  let going = 0;
  // The last time named, and when it began: left going if a "while" follows it.
  let last: { start: number; minutes: number } | undefined;
  // Whether the cook is filling a time left going: a second "Meanwhile" goes on from the first.
  let filling = false;
  let batches = 1;
  for (const sentence of stepsOf(recipe).flatMap((step) => step.split(SENTENCE_END))) {
    if (ALONGSIDE.test(sentence) && last && !filling) {
      going = Math.max(going, last.start + last.minutes);
      now = last.start;
      filling = true;
    }
    if (WAITS_FOR.test(sentence)) {
      now = Math.max(now, going);
      filling = false;
    }
    batches = batchesIn(sentence) ?? batches;
    if (IN_THE_LAST.test(sentence)) continue;
    for (const minutes of timesIn(sentence, batches)) {
      last = { start: now, minutes };
      now += minutes;
    }
    // What was left going is done: the next "Meanwhile" is alongside what comes now.
    if (now >= going) filling = false;
  }
  return Math.max(now, going);
}
