// The week's list as plain text for "Copy list" and "Share list": one thing to get per line, so
// Apple Reminders, Google Keep and Todoist, which each make one item of every pasted line, make
// one checkbox of each. No aisle headings: pasted, a heading would become an item to tick off,
// so the lines keep the aisles' order instead. No "- [ ]" or "-" in front: Reminders and Keep keep
// such marks as part of the item's text, and Todoist, which reads a few of them, gains nothing.
// Each line is what to get without why ("Cheddar — 150 g"), short enough to read on a phone in a
// shop; what is ticked already is left out. A line break inside a text never splits an item.

import type { ListLine, WeekList } from './week-list.ts';

// Foods on the visitor's list to check at home: said so, so the item reads right in a phone's list.
const CHECK = 'Check you have: ';

/** A line's text on one line, however it was written. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * The list as plain text, one item a line, ending with a line break: what to buy aisle by aisle,
 * then what is listed but never added, then what to check at home; the keys in `ticked` left out.
 * @example listText(list) // "Spinach — 300 g\nCheddar — 150 g\nParmesan — to serve\nCheck you have: Rice — 500 g\n"
 */
export function listText(list: WeekList, ticked: ReadonlySet<string> = new Set()): string {
  const open = (line: ListLine): boolean => !ticked.has(line.key);
  const items = [
    ...list.aisles.flatMap((aisle) => aisle.lines.filter(open).map((line) => oneLine(line.what))),
    ...list.listed.filter(open).map((line) => oneLine(line.what)),
    ...list.check.filter(open).map((line) => CHECK + oneLine(line.what)),
  ];
  return items.length === 0 ? '' : `${items.join('\n')}\n`;
}
