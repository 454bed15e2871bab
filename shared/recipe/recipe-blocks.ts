import type { Tokens } from 'marked';
import { flatText, tidyText } from './markdown-text.ts';
import { readDuration } from './recipe-times.ts';

// How the blocks of a recipe's markdown read: which part a heading or a label begins, and the
// items of a list, a table or a paragraph of steps.

const NAME_WORDS = 4;

/** What a heading or a label starts: one of the two parts read, another part, a sub-part, or unclear. */
export type Kind = 'ingredients' | 'steps' | 'other' | 'sub' | 'unknown';

/** Where a reader is: the part being read, and the depth of the heading that began it (a label counts one deeper). */
export interface PartAt {
  part: Kind | null;
  depth: number;
}

/**
 * The part a heading or label of `kind` at `depth` begins, or null when it stays in the part it
 * is in: a sub-part ("For the sauce:", "Vegetables:", or a deeper heading of no known kind) does.
 * The markdown reader and the test's reader of the page as shown both follow it.
 */
export function enteredPart(at: PartAt, kind: Kind, depth: number, isLabel: boolean): PartAt | null {
  const isSub = kind === 'sub' || (kind === 'unknown' && (isLabel || depth > at.depth));
  if (at.part !== null && isSub) return null;
  return { part: kind === 'sub' ? 'unknown' : kind, depth };
}

const INGREDIENTS = /\bingredients?\b/i;
const STEPS = /\b(?:method|instructions?|steps|directions?|preparation)\b|^how to (?:make|cook|prepare)\b|^cooking$/i;
const OTHER = /\b(?:tips?|notes?|serving suggestions?|shopping list|nutrition(?:al)?|variations?|storage|storing|substitutions?|equipment|enjoy|faq|leftovers|pairings?|why)\b/i;

// Starts only where a run of colons and spaces does: from each of a long run's characters, it
// would read the run to its end again.
const TRAILING_COLONS = /(?<![:\s])[:\s]+$/;

/** "Ingredients for the sauce:" -> ingredients; "Method" -> steps; "Tips" -> other; "For the dough" -> sub. */
export function kindOf(label: string): Kind {
  // A part's name comes early in its label; further in, the words are a sentence ("Here is a
  // recipe using your ingredients:").
  const text = label.replace(TRAILING_COLONS, '').split(/\s+/).slice(0, NAME_WORDS).join(' ');
  if (INGREDIENTS.test(text)) return 'ingredients';
  // "Preparation time: 10 minutes" is a fact about the recipe, not the start of its method.
  if (STEPS.test(text) && !/\btime\b/i.test(text)) return 'steps';
  if (OTHER.test(text)) return 'other';
  return /^for\b/i.test(text) ? 'sub' : 'unknown';
}

// A label is a short line ending with a colon ("Ingredients:"), or a known part's name alone.
export const MAX_LABEL = 60;
const MAX_NAME = 40;
// Facts about the recipe as a whole, kept out of its introduction.
export const FACT = /^(?:serves|servings?|yields?|makes|prep(?:aration)?(?: time)?|cook(?:ing)?(?: time)?|total(?: time)?|time|ready in|difficulty|calories|cuisine|course)\b/i;
// A step's own number in front of it: "Step 2:", "2.", "2)".
const STEP_NUMBER = /^(?:step\s*\d+\s*[:.)\-–—]?|\d+\s*[.)])\s*/i;

/**
 * What a line labels, and any text after the label on the same line: "Ingredients:",
 * "**Method**", "Instructions: Boil the pasta..." (but "Preparation: 10 minutes" is a fact).
 */
export function lineLabel(line: string): { kind: Kind; rest: string } | undefined {
  if (line.endsWith(':') && line.length <= MAX_LABEL) return { kind: kindOf(line), rest: '' };
  const kind = kindOf(line);
  if ((kind === 'ingredients' || kind === 'steps') && line.length <= MAX_NAME && !/\d/.test(line)) return { kind, rest: '' };
  const [, lead = '', rest = ''] = /^([^:]{1,30}):\s*(.+)$/.exec(line) ?? [];
  const leadKind = kindOf(lead);
  if ((leadKind === 'ingredients' || leadKind === 'steps') && readDuration(rest) === null) return { kind: leadKind, rest };
  return undefined;
}

/** A paragraph whose first line is wholly bold (a title, when no heading gave one): that line's text. */
export function boldLine(paragraph: Tokens.Paragraph): string | undefined {
  const [first, next] = paragraph.tokens;
  if (first?.type !== 'strong' || (next !== undefined && !(next.type === 'text' && /^\s*\n/.test(next.raw)))) return undefined;
  const bold = flatText(first.tokens);
  const kind = kindOf(bold);
  return bold === '' || bold.endsWith(':') || kind === 'ingredients' || kind === 'steps' ? undefined : bold;
}

const endWithStop = (text: string): string => (/[.!?:;)]$/.test(text) ? text : `${text}.`);

/** A list item as written: its own words, and the items of the lists under it. */
export interface ListEntry {
  text: string;
  children: ListEntry[];
}

/** A marked list as entries: each item's own words (its nested lists left out) and its nested lists' items. */
export function listEntries(list: Tokens.List): ListEntry[] {
  return list.items.map((item) => ({
    text: flatText(item.tokens),
    children: item.tokens.filter((token): token is Tokens.List => token.type === 'list').flatMap(listEntries),
  }));
}

/**
 * The items of a list. Under ingredients, an item with a list under it is a group ("For the sauce:")
 * whose items count, or an ingredient with notes ("3 cloves garlic" / "thinly sliced") read as one;
 * under steps, sub-items are read as part of their step.
 */
export function listItems(entries: readonly ListEntry[], part: 'ingredients' | 'steps'): string[] {
  return entries.flatMap(({ text: own, children: nested }) => {
    const children = listItems(nested, part);
    if (children.length === 0) return own === '' ? [] : [own];
    if (part === 'steps') return [[own, ...children].filter(Boolean).map(endWithStop).join(' ')];
    const isGroup = own === '' || own.endsWith(':') || (!/\d/.test(own) && children.some((child) => /\d/.test(child)));
    return isGroup ? children : [`${own}, ${children.join(', ')}`];
  });
}

/** Steps written as prose: a paragraph is a step, or several when its lines start "Step 2:" or "2.". */
export function paragraphSteps(lines: readonly string[]): string[] {
  const steps: string[] = [];
  for (const line of lines) {
    if (steps.length === 0 || STEP_NUMBER.test(line)) steps.push(line);
    else steps[steps.length - 1] += ` ${line}`;
  }
  return steps.map((step) => step.replace(STEP_NUMBER, '').trim()).filter(Boolean);
}

/** Ingredient rows of a table with an ingredient column: "Pasta | 200 g" -> "200 g Pasta". */
export function tableItems(table: Tokens.Table): string[] {
  const headers = table.header.map((cell) => flatText(cell.tokens));
  const name = headers.findIndex((text) => /ingredient|item/i.test(text));
  const amount = headers.findIndex((text) => /amount|quantity|qty/i.test(text));
  if (name < 0) return [];
  return table.rows.map((row) => tidyText(`${amount < 0 ? '' : flatText(row[amount]?.tokens)} ${flatText(row[name]?.tokens)}`)).filter(Boolean);
}
