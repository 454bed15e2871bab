// The durations a recipe step names, read the way cooks write them, for cook mode's timers.

/** A duration named in a step: how long, how a button names it ("15 min", "1 hr 30 min"), and what it times ("Simmer the rice"). */
export interface StepDuration {
  seconds: number;
  label: string;
  what: string;
}

// Nothing a kitchen timer is for lasts longer than a day ("marinate for 48 hours" is not timed).
const LONGEST_SECONDS = 24 * 60 * 60;

const FRACTIONS: Record<string, number> = { '½': 1 / 2, '⅓': 1 / 3, '⅔': 2 / 3, '¼': 1 / 4, '¾': 3 / 4, '⅛': 1 / 8 };

const WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
};

const UNITS = [
  { seconds: 3600, pattern: 'hours?|hrs?\\.?|h' },
  { seconds: 60, pattern: 'minutes?|mins?\\.?' },
  { seconds: 1, pattern: 'seconds?|secs?\\.?|s' },
] as const;

const fraction = `[${Object.keys(FRACTIONS).join('')}]`;
// Longest first, so "forty-five" is not read as "forty".
const word = Object.keys(WORDS).sort((a, b) => b.length - a.length).join('|');
// "12", "1.5", "1½", "1 ½", "1 1/2", "½", "1/2", "half an", "twenty", "one and a half".
const number = `\\d+(?:\\.\\d+)?(?:\\s?${fraction}|\\s\\d/\\d)?|\\d/\\d|${fraction}`;
const spoken = `(?<![\\p{L}-])(?:half an?|${word})(?![\\p{L}])`;
const amount = `(?:${number}|${spoken})(?:\\s+and\\s+a\\s+half)?`;
const unit = UNITS.map((each) => `(?:${each.pattern})`).join('|');
// One duration: an amount or a range of them, a unit, then maybe "and a half" or a smaller part
// ("1 hour 30 minutes", "1h30"). Not inside a longer number or word ("x5 min", "5 minutes" ok).
const DURATION = new RegExp(
  `(?<![\\p{L}\\p{N}.,/])(?:(${amount})\\s*(?:-|–|—|to|or)\\s*)?(${amount})(?:\\s*|-)(${unit})(?![\\p{L}])` +
    `(?:(\\s+and\\s+a\\s+half)|,?\\s*(?:and\\s+)?(\\d+)\\s*(${unit})(?![\\p{L}])|(\\d\\d)(?![\\p{L}\\p{N}]))?`,
  'giu',
);

// Two durations joined like this are a range: "1 hour to 1 hour 15 minutes" is timed as the longer.
const RANGE_JOIN = /^\s*(?:-|–|—|to|or)\s*$/i;

function amountValue(text: string): number {
  const said = text.toLowerCase().replace(/\s+/g, ' ');
  const andAHalf = /^(.+) and a half$/.exec(said);
  if (andAHalf) return amountValue(andAHalf[1]!) + 0.5;
  if (said.startsWith('half')) return 0.5;
  if (Object.hasOwn(WORDS, said)) return WORDS[said]!;
  const [, whole = '', tail = ''] = /^(\d+(?:\.\d+)?)?\s?(.*)$/.exec(said)!;
  const slash = /^(\d)\/(\d)$/.exec(tail);
  const part = tail === '' ? 0 : slash ? Number(slash[1]) / Number(slash[2]) : (FRACTIONS[tail] ?? 0);
  return (whole === '' ? 0 : Number(whole)) + part;
}

function unitSeconds(text: string): number {
  return UNITS.find((each) => new RegExp(`^(?:${each.pattern})$`, 'i').test(text))!.seconds;
}

/**
 * How a timer button names a duration: 900 -> "15 min", 5400 -> "1 hr 30 min", 30 -> "30 sec".
 */
export function durationLabel(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [hours && `${hours} hr`, minutes && `${minutes} min`, rest && `${rest} sec`].filter(Boolean).join(' ');
}

/**
 * Each duration a step names, in order: one for each phase of a step that names several ("roast for
 * 15 minutes, then 12 minutes more, then 12 minutes more" is three), the same length twice included.
 * A range counts as its upper bound. Words that only look like one ("a second pan", "400 g", "2 cm")
 * are not durations.
 * @example durationsIn("Simmer for 10-12 min, then rest 1½ hours") // [{ seconds: 720, label: "12 min" }, { seconds: 5400, label: "1 hr 30 min" }]
 */
export function durationsIn(step: string): StepDuration[] {
  const found: { seconds: number; start: number; end: number }[] = [];
  for (const match of step.matchAll(DURATION)) {
    const [text, , amountText, unitText, half, smallAmount, smallUnit, attachedMinutes] = match;
    const unitLength = unitSeconds(unitText!);
    // "a second" is far more often a second pan than a second of time.
    if (unitLength === 1 && /^(?:an?|one)$/i.test(amountText!)) continue;
    let seconds = amountValue(amountText!) * unitLength;
    if (half) seconds += unitLength / 2;
    if (smallAmount !== undefined) {
      const smaller = unitSeconds(smallUnit!);
      if (smaller >= unitLength) continue;
      seconds += Number(smallAmount) * smaller;
    }
    // "1h30": minutes, left unsaid after hours only.
    if (attachedMinutes !== undefined) {
      if (unitLength !== 3600) continue;
      seconds += Number(attachedMinutes) * 60;
    }
    seconds = Math.round(seconds);
    if (seconds <= 0 || seconds > LONGEST_SECONDS) continue;
    const start = match.index;
    const end = start + text.length;
    const previous = found.at(-1);
    if (previous && RANGE_JOIN.test(step.slice(previous.end, start))) {
      found[found.length - 1] = { seconds: Math.max(previous.seconds, seconds), start: previous.start, end };
    } else {
      found.push({ seconds, start, end });
    }
  }
  return found.map(({ seconds, start }, index) => ({ seconds, label: durationLabel(seconds), what: whatIsTimed(step.slice(found[index - 1]?.end ?? 0, start)) }));
}

// Where the words about one timed phase begin: a sentence, a clause, a "then".
const CLAUSE_START = /(?:^|[.;:!?]\s+|,\s*(?:then\s+)?|\bthen\s+|\bmeanwhile,?\s+)(?=[^.;:!?,]*$)/i;
// Where a sentence begins.
const SENTENCE_START = /(?:^|[.;!?]\s+)(?=[^.;!?]*$)/;
// Words that end the name of what is cooked: "the rice in plenty of water", "the onion until soft".
// A run of spaces is matched from its first only ((?<!\s)): from each of its spaces, \s+ would read the run again.
const NAME_END = /(?<!\s)\s+(?:in|into|on|over|under|with|until|for|to|at|from|about|while|so|as|and|or|then|,)\b.*$/i;
// One piece of what stands between a phase's words and its time, at the end of those words:
// "…warm the tortillas in it, dry, for 30 seconds". (Its ^ is a real start: see wordsBefore.)
const TIME_LEAD = /(?:(?:^|[^\p{L}])(?:for|about|after)|,\s*(?:dry|covered|uncovered|gently|undisturbed|stirring|occasionally)|[\s,])$/iu;
const LEAD_WINDOW = 40;
// A clause's first words that are no verb: "then", "and", "meanwhile".
const LINKING = /^[\s.,;:!?]*(?:(?:then|and|meanwhile,?)\s+)*/i;
// Verbs that say nothing of what is timed without what they act on: "cook", "let it".
const GENERIC_VERB = /^(?:cook|let|leave|continue|keep)$/i;
// How long a timer's name may be on a button or in the list of timers.
const MOST_WHAT = 40;

// What a verb acts on, straight after it ("simmer the rice") or after "in" ("pour in the eggs").
const objectOf = (part: string) =>
  /^(?:(?:pour|stir|add|tip|mix|fold|whisk)\s+in\s+|[\p{L}-]+\s+)((?:half\s+)?(?:the|your|a|an)\s+[^,]+)/iu.exec(part.replace(LINKING, ''))?.[1];

/**
 * The words before a time without what only leads up to it ("for", ", dry", spaces, commas),
 * taken off piece by piece from the end, each read in a short window: a regular expression over
 * the whole text would read a long run of spaces or commas again from each of them. A window is
 * longer than any piece, so a match at its start is the text's own start.
 */
function wordsBefore(words: string): string {
  let end = words.length;
  for (;;) {
    const lead = TIME_LEAD.exec(words.slice(Math.max(0, end - LEAD_WINDOW), end));
    if (!lead || lead[0] === '') return words.slice(0, end);
    end -= lead[0].length;
  }
}

/**
 * Where `pattern` (one of the starts above, which look ahead to the end for no more of `marks`)
 * first matches in `text`, searched from the last of `marks` on: searched from the start, each
 * mark's lookahead would read on to the next mark, over and over on a long run of them.
 * @example lastStart("Stir, then simmer", CLAUSE_START, ".;:!?,") // 4
 */
function lastStart(text: string, pattern: RegExp, marks: string): number {
  let from = text.length;
  while (from > 0 && !marks.includes(text[from - 1]!)) from--;
  from = Math.max(0, from - 1);
  const found = text.slice(from).search(pattern);
  return found === -1 ? -1 : from + found;
}

/**
 * What a phase of a step times, from the words before its duration: its verb and what it acts on
 * ("Simmer the rice in plenty of water for 15 minutes" -> "Simmer the rice"; "add the spinach and
 * cook for 1 minute more" -> "Cook the spinach"; "bake for 35 minutes" -> "Bake"), the clause as
 * written when its verb says nothing alone ("Let it simmer"); "Timer" when the step says nothing
 * before it.
 */
function whatIsTimed(words: string): string {
  const before = wordsBefore(words);
  const clause = before.slice(lastStart(before, CLAUSE_START, '.;:!?,')).replace(LINKING, '').trim();
  const parts = clause.split(/(?<!\s)\s+and\s+/);
  const last = parts.at(-1) ?? '';
  const verb = /^[\p{L}-]+/u.exec(last)?.[0] ?? '';
  // Else what an earlier clause of the sentence named, nearest first: "add the salmon, tossed in
  // the oil, and roast"; "Toss the potatoes in the oil, spread them out and roast".
  const sentence = before.slice(lastStart(before, SENTENCE_START, '.;!?')).replace(/^[\s.;!?]+/, '');
  const earlier = sentence.split(',').reverse().map(objectOf).find((found) => found !== undefined);
  const object = objectOf(last) ?? (parts.length > 1 ? objectOf(parts[0]!) : undefined) ?? earlier ?? '';
  const named = object === '' && GENERIC_VERB.test(verb) ? clause : `${verb} ${object.replace(NAME_END, '')}`;
  const said = verb === '' ? '' : named.trim();
  if (said === '') return 'Timer';
  const short = said.length <= MOST_WHAT ? said : `${said.slice(0, said.lastIndexOf(' ', MOST_WHAT))}…`;
  return short.charAt(0).toUpperCase() + short.slice(1);
}
