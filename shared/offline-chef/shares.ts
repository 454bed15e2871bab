// One line in the list, used in more than one step: the oil that fries and then dresses, the sugar
// that sweetens the fruit and then the crumble. Each use is marked as it is written and said only
// once the steps are in order, because which use a cook meets first is known only then (the step
// written first is not always the first cooked, and another way of cooking reorders them).

import { shareWords } from '../recipe/share-words.ts';

const START = '\u{E000}';
const PART = '\u{E002}';
const END = '\u{E001}';
const SHARE = /\u{E000}([^\u{E002}]*)\u{E002}([^\u{E001}]*)\u{E001}/gu;

/**
 * One use of `names`, to be said by sayShares: `part` is the share this use takes, when it is
 * the dish's to choose (a third of the sugar for the fruit); without it, the use takes an even
 * share of what the uses with a part leave.
 */
export const share = (names: string, part?: number): string => `${START}${part ?? ''}${PART}${names}${END}`;

interface Use {
  readonly names: string;
  readonly part: number | undefined;
}

/**
 * What each use says, in the order a cook meets them: the whole when there is one use; else each
 * its own share ("a third of the sugar"), and the last "the rest of", so the steps add up to the
 * one line in the list whichever use comes first.
 */
function sayingsOf(uses: readonly Use[]): string[] {
  const names = uses.map((use) => use.names);
  return uses.map((use, index) => {
    const own = uses.filter((one) => one.names === use.names);
    if (own.length < 2) return use.names;
    if (names.lastIndexOf(use.names) === index) return `the rest of ${use.names}`;
    const given = own.reduce((sum, one) => sum + (one.part ?? 0), 0);
    const unsaid = own.filter((one) => one.part === undefined).length;
    return shareWords(use.part ?? Math.max(0, 1 - given) / unsaid) + use.names;
  });
}

// A share at the start of a sentence starts it with a capital: "Half the butter...".
const capitalAt = (text: string, before: string): string =>
  /(?:^|[.!?]\s+)$/.test(before) ? text.charAt(0).toUpperCase() + text.slice(1) : text;

/**
 * The steps with each use of a shared food said: "the olive oil" when it is used once; used twice
 * (to fry, then to dress), "half the olive oil", then "the rest of the olive oil"; the sugar of a
 * crumble, "a third of the sugar" for the fruit and "the rest of the sugar" for the topping, or
 * "two thirds of the sugar" for the topping and "the rest" for the fruit when the topping comes first.
 */
export function sayShares(steps: readonly string[]): string[] {
  const uses: Use[] = steps.flatMap((step) => [...step.matchAll(SHARE)].map(([, part, names]) => ({ names: names!, part: part ? Number(part) : undefined })));
  const sayings = sayingsOf(uses);
  let next = 0;
  return steps.map((step) => step.replace(SHARE, (_, _part: string, _names: string, at: number) => capitalAt(sayings[next++]!, step.slice(0, at))));
}
