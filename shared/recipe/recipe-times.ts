// How long a recipe says it takes, and how long a step says to wait, read from its plain text in
// the words hosts and the offline chef write them. Apart from the servings (recipe-numbers.ts),
// which the page's first script reads: these are only read once a recipe is.

const FRACTIONS: Readonly<Record<string, number>> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '1/2': 0.5, '1/4': 0.25, '3/4': 0.75 };
const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
// One amount of time: "1 hour", "10-12 min", "1½ hours", "1 1/2 hrs", "1h", "30 seconds".
const PART = new RegExp(
  String.raw`[\s,]*(?:and\s+)?(${NUMBER})(?:\s*(?:-|–|—|to)\s*(${NUMBER}))?(\s*[½¼¾]|\s+[13]\/[24])?\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)(?![\p{L}])`,
  'iuy',
);
const UNIT_MINUTES: Readonly<Record<string, number>> = { h: 60, m: 1, s: 1 / 60 };

const toNumber = (text: string): number => Number(text.replace(',', '.'));

/**
 * Minutes in a duration at the start of a text, adding its parts and taking the upper bound of a
 * range; null when the text does not start with one.
 * @example readDuration("1 hour 10 minutes, then rest") // 70
 * @example readDuration("10-12 min") // 12
 */
export function readDuration(text: string): number | null {
  const spelled = text
    .replace(/^\s*(?:an?|one) hour and a half\b/i, '90 minutes')
    .replace(/^\s*half an? hour\b/i, '30 minutes')
    .replace(/^\s*(?:an?|one) hour\b/i, '1 hour');
  let minutes = 0;
  let found = false;
  PART.lastIndex = 0;
  for (let match = PART.exec(spelled); match !== null; match = PART.exec(spelled)) {
    const [, low = '', high, fraction, unit = ''] = match;
    const amount = toNumber(high ?? low) + (fraction ? (FRACTIONS[fraction.trim()] ?? 0) : 0);
    minutes += amount * (UNIT_MINUTES[unit.charAt(0).toLowerCase()] ?? 0);
    found = true;
  }
  return found ? minutes : null;
}

/** The duration right after the first match of a label, or null. */
function durationAfter(text: string, label: RegExp): number | null {
  for (const match of text.matchAll(new RegExp(label.source, 'giu'))) {
    const minutes = readDuration(text.slice(match.index + match[0].length));
    if (minutes !== null && minutes > 0) return minutes;
  }
  return null;
}

const SEPARATOR = String.raw`\s*[:\-–—]?\s*(?:about\s+|around\s+|approx(?:imately|\.)?\s+|under\s+|just\s+)?`;
const TOTAL = [new RegExp(String.raw`\btotal(?:\s+time)?${SEPARATOR}`), new RegExp(String.raw`\bready\s+in${SEPARATOR}`)];
const PREP = new RegExp(String.raw`\bprep(?:aration)?(?:\s+time)?\s*(?::|-|–|—)?\s*`);
const COOK = new RegExp(String.raw`\b(?:cook(?:ing)?|bak(?:e|ing)|roast(?:ing)?)(?:\s+time\s*(?::|-|–|—)?|\s*:)\s*`);
// "Time: 30 minutes" on its own, not the end of "Cook time:".
const TIME = new RegExp(String.raw`(?<!\p{L}\s*)time\s*:\s*`);

/**
 * Total minutes a recipe says it takes: its total time ("Total time: 1 hour 10 minutes", "Ready in
 * 25 minutes", "Time: 30 minutes"), else its prep and cook times added when it names both; null
 * when it says neither. Rounded up to a whole minute.
 * @example totalMinutesIn("Prep time: 10 min\nCook time: 1 hr") // 70
 */
export function totalMinutesIn(text: string): number | null {
  const total = TOTAL.map((label) => durationAfter(text, label)).find((minutes) => minutes !== null) ?? durationAfter(text, TIME);
  if (total !== null) return Math.ceil(total);
  const prep = durationAfter(text, PREP);
  const cook = durationAfter(text, COOK);
  return prep !== null && cook !== null ? Math.ceil(prep + cook) : null;
}
