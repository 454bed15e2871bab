import { Lexer, type Token, type Tokens } from 'marked';
import { flatText, inlineText, tidyText } from './markdown-text.ts';
import { boundMarkdown } from './markdown-bounds.ts';
import { boldLine, enteredPart, FACT, kindOf, lineLabel, listEntries, listItems, MAX_LABEL, paragraphSteps, tableItems, type Kind } from './recipe-blocks.ts';
import { servingsIn } from './recipe-numbers.ts';
import { totalMinutesIn } from './recipe-times.ts';

/**
 * What a line of a recipe's markdown is: an item of its ingredient list, a label with its
 * ingredients on the same line ("**Ingredients:** 50 g oats, 150 ml milk"), a line of a step, a
 * fact about the recipe (its title, "Serves 4", a note), or a line to keep exactly as written
 * (blank, code, a rule, or one the reader could not place).
 */
export type LineRole = 'ingredient' | 'inline' | 'step' | 'fact' | 'keep';

/** A recipe's parts, read from its markdown in the forms hosts and the offline chef write. */
export interface RecipeParts {
  /** Plain text of the recipe's title (its first heading, or a first line in bold), or null. */
  title: string | null;
  /** Plain text of what comes between the title and the first section, '' when nothing. */
  intro: string;
  /** Plain text of each item listed under a heading/label containing "Ingredients" (all such sections, in order). */
  ingredients: string[];
  /** Plain text of each step under a method heading/label (Method, Instructions, Steps, Directions, Preparation, ...). */
  steps: string[];
  /** Servings, from "Serves 4", "Servings: 4", "4 servings", "Yield: 4 portions", or null. */
  servings: number | null;
  /** Total minutes, from "Total time: 1 hour 10 minutes", else prep + cook time, or null. */
  totalMinutes: number | null;
  /** What each line of the markdown is (its lines split at "\n"), so a rewrite changes only the lines it can place. */
  roles: LineRole[];
}

/** The recipe's markdown tokens, its nesting bounded first (line for line); none if the lexer fails all the same. */
function tokensOf(source: string): Token[] {
  try {
    return Lexer.lex(source, { gfm: true });
  } catch {
    return [];
  }
}

/**
 * Where each token's text starts, as a line of `source`: each follows the last, so finding them
 * all is one pass over the text. Null from the first token whose text the lexer changed (a lone
 * carriage return it made a line break): from there on, lines are kept as written.
 */
function lineFinder(source: string): (raw: string) => number | null {
  let from = 0;
  let line = 0;
  let lost = false;
  return (raw) => {
    lost ||= !source.startsWith(raw, from);
    if (lost) return null;
    const first = line;
    for (let index = raw.indexOf('\n'); index >= 0; index = raw.indexOf('\n', index + 1)) line++;
    from += raw.length;
    return first;
  };
}

const linesIn = (raw: string): number => raw.replace(/\n+$/, '').split('\n').length;

// Between facts on one line: "Serves 2 · Time: 30 minutes". It starts at its mark or where a run of
// spaces does (tidyText leaves runs of U+3000 and the like): from each space of a run, it would
// read the run again.
const FACT_SEPARATOR = /(?:(?<!\s)\s+)?[·|•]\s*/;

/**
 * Reads a recipe's title, introduction, ingredients, steps, servings and total time from its
 * markdown, whichever way it marks its sections: "## Ingredients" headings (with "### For the
 * sauce" below them), "**Ingredients:**" or "Ingredients:" labels, "- ", "* " or "1. " items, and
 * a method as a list or as paragraphs. Never throws; what it cannot find is empty or null.
 * @example readRecipe("# Pancakes\n\nServes 2\n\n## Ingredients\n- 2 eggs\n\n## Method\n1. Whisk.").steps // ["Whisk."]
 */
export function readRecipe(markdown: string): RecipeParts {
  // Read as the lexer reads it, line for line: a line ending "\r\n" is one line.
  const source = boundMarkdown(markdown.replace(/\r\n/g, '\n'));
  const tokens = tokensOf(source);
  const roles: LineRole[] = markdown.split('\n').map(() => 'keep');
  const lineOf = lineFinder(source);
  const mark = (first: number, count: number, role: LineRole) => roles.fill(role, first, first + count);
  let title: string | null = null;
  const intro: string[] = [];
  const ingredients: string[] = [];
  const fromTables: string[] = [];
  const steps: string[] = [];
  const facts: string[] = [];
  // A method part's listed steps and its paragraphs: the paragraphs are its steps only when it
  // lists none ("Follow these steps:" and "Enjoy!" around a list are not steps).
  let listed: string[] = [];
  let prose: string[] = [];
  const flush = () => {
    steps.push(...(listed.length > 0 ? listed : prose));
    if (listed.length > 0) facts.push(...prose);
    listed = [];
    prose = [];
  };
  // The part being read, and the depth of the heading that began it (a label counts one deeper).
  let part: Kind | null = null;
  let partDepth = 0;
  let headingDepth = 0;

  const enter = (kind: Kind, depth: number, isLabel: boolean) => {
    const entered = enteredPart({ part, depth: partDepth }, kind, depth, isLabel);
    if (entered === null) return;
    flush();
    ({ part, depth: partDepth } = entered);
  };
  /**
   * Lines of text in the part being read, from line `first` of the markdown (null: not found);
   * `labelled` when a label in the same paragraph began them, `inline` when it is on their first line.
   */
  const takeLines = (lines: readonly string[], first: number | null, labelled: boolean, inline: boolean) => {
    if (lines.length === 0) return;
    const role = (kind: LineRole) => first !== null && mark(first, lines.length, kind);
    const text = lines.join('\n');
    const isFacts = lines.flatMap((line) => line.split(FACT_SEPARATOR)).every((fact) => FACT.test(fact));
    if (part === null) {
      facts.push(text);
      if (!isFacts) intro.push(text);
    } else if (part === 'steps') {
      // A note among the steps ("Tip: rest it first.", "Serves 2.") is not a step.
      const lead = /^([^:]{1,30}):/.exec(text)?.[1];
      if (isFacts || (lead !== undefined && kindOf(lead) === 'other')) facts.push(text);
      else {
        prose.push(...paragraphSteps(lines));
        role('step');
      }
    } else if (part === 'ingredients' && (labelled || (lines.length > 1 && lines.every((line) => line.length <= MAX_LABEL && !line.endsWith('.'))))) {
      // Without a label just above, a paragraph under ingredients is a note ("Left out this time:
      // ...") unless it reads as items one a line: short lines, none a sentence.
      ingredients.push(...lines.map((line) => line.replace(/^(?:[-*•+]|\d+[.)])\s+/, '')).filter(Boolean));
      role('ingredient');
      if (inline && first !== null) mark(first, 1, 'inline');
    } else facts.push(text);
  };

  /** A paragraph from line `first` of the markdown (null: not found): its lines are facts unless they are items or steps. */
  const readLines = (paragraph: Tokens.Paragraph, first: number | null) => {
    let lines = tidyText(inlineText(paragraph.tokens)).split('\n');
    if (first !== null) mark(first, linesIn(paragraph.raw), 'fact');
    let at = first;
    const bold = title === null && part === null ? boldLine(paragraph) : undefined;
    if (bold !== undefined) {
      title = bold;
      intro.length = 0;
      lines = lines.slice(1);
      at = at === null ? null : at + 1;
    }
    let run: string[] = [];
    let runFrom = at;
    let labelled = false;
    let inline = false;
    lines.forEach((line, index) => {
      const label = lineLabel(line);
      // A label of no known part names a group under ingredients ("For the sauce:"); elsewhere it
      // is just a line ending in a colon.
      const counts = label !== undefined && (label.kind === 'ingredients' || label.kind === 'steps' || label.kind === 'other' || part === 'ingredients');
      if (!counts) {
        run.push(line);
        return;
      }
      takeLines(run, runFrom, labelled, inline);
      enter(label.kind, headingDepth + 1, true);
      // Text after the label is the first line of what it labels; with none, what it labels starts on the next line.
      run = label.rest === '' ? [] : [label.rest];
      runFrom = at === null ? null : at + index + (label.rest === '' ? 1 : 0);
      labelled = true;
      inline = label.rest !== '';
    });
    takeLines(run, runFrom, labelled, inline);
  };

  const read = (token: Token) => {
    const first = lineOf(token.raw);
    const role = (kind: LineRole) => first !== null && mark(first, linesIn(token.raw), kind);
    switch (token.type) {
      case 'heading': {
        role('fact');
        const text = flatText(token.tokens);
        const kind = kindOf(text);
        headingDepth = token.depth;
        facts.push(text);
        if (title === null && part === null && kind !== 'ingredients' && kind !== 'steps') {
          title = text;
          // What came before the title ("Here is a recipe:") is not its introduction.
          intro.length = 0;
        } else enter(kind, token.depth, false);
        return;
      }
      case 'paragraph':
        readLines(token as Tokens.Paragraph, first);
        return;
      case 'list':
        if (part === 'ingredients' || part === 'steps') {
          (part === 'ingredients' ? ingredients : listed).push(...listItems(listEntries(token as Tokens.List), part));
          role(part === 'ingredients' ? 'ingredient' : 'step');
        } else {
          facts.push(...(token as Tokens.List).items.map((item) => flatText(item.tokens)));
          role('fact');
        }
        return;
      case 'hr':
        // A rule closes the part above it: what follows is a sign-off unless a label says otherwise.
        if (part !== null) enter('other', 0, false);
        return;
      case 'table':
        if (part === 'ingredients') {
          fromTables.push(...tableItems(token as Tokens.Table));
          role('ingredient');
        }
        return;
      case 'blockquote':
        role('fact');
        return;
      default:
        return;
    }
  };
  tokens.forEach(read);
  flush();

  const factText = facts.join('\n');
  return {
    title,
    intro: intro.join('\n\n'),
    // A table under "Ingredients" counts only when there is no list to read: it often repeats it.
    ingredients: ingredients.length > 0 ? ingredients : fromTables,
    steps,
    servings: servingsIn(factText),
    totalMinutes: totalMinutesIn(factText),
    roles,
  };
}
