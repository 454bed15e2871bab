import { Lexer, type Token, type Tokens } from 'marked';
import { flatText, inlineText, tidyText } from './markdown-text.ts';
import { boundMarkdown } from './markdown-bounds.ts';
import { boldLine, FACT, kindOf, lineLabel, listItems, MAX_LABEL, paragraphSteps, tableItems, type Kind } from './recipe-blocks.ts';
import { servingsIn, totalMinutesIn } from './recipe-numbers.ts';

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
}

/** The recipe's markdown tokens, its nesting bounded first; none if the lexer fails all the same. */
function tokensOf(markdown: string): Token[] {
  try {
    return Lexer.lex(boundMarkdown(markdown), { gfm: true });
  } catch {
    return [];
  }
}

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
  const tokens = tokensOf(markdown);
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
    // A sub-part ("For the sauce:", "Vegetables:", or a deeper heading of no known kind) stays in
    // the part it is in.
    const isSub = kind === 'sub' || (kind === 'unknown' && (isLabel || depth > partDepth));
    if (part !== null && isSub) return;
    flush();
    part = kind === 'sub' ? 'unknown' : kind;
    partDepth = depth;
  };
  /** Lines of text in the part being read; `labelled` when a label in the same paragraph began it. */
  const takeLines = (lines: readonly string[], labelled: boolean) => {
    if (lines.length === 0) return;
    const text = lines.join('\n');
    const isFacts = lines.flatMap((line) => line.split(FACT_SEPARATOR)).every((fact) => FACT.test(fact));
    if (part === null) {
      facts.push(text);
      if (!isFacts) intro.push(text);
    } else if (part === 'steps') {
      // A note among the steps ("Tip: rest it first.", "Serves 2.") is not a step.
      const lead = /^([^:]{1,30}):/.exec(text)?.[1];
      if (isFacts || (lead !== undefined && kindOf(lead) === 'other')) facts.push(text);
      else prose.push(...paragraphSteps(lines));
    } else if (part === 'ingredients' && (labelled || (lines.length > 1 && lines.every((line) => line.length <= MAX_LABEL && !line.endsWith('.'))))) {
      // Without a label just above, a paragraph under ingredients is a note ("Left out this time:
      // ...") unless it reads as items one a line: short lines, none a sentence.
      ingredients.push(...lines.map((line) => line.replace(/^(?:[-*•+]|\d+[.)])\s+/, '')).filter(Boolean));
    } else facts.push(text);
  };

  const readLines = (paragraph: Tokens.Paragraph) => {
    let lines = tidyText(inlineText(paragraph.tokens)).split('\n');
    const bold = title === null && part === null ? boldLine(paragraph) : undefined;
    if (bold !== undefined) {
      title = bold;
      intro.length = 0;
      lines = lines.slice(1);
    }
    let run: string[] = [];
    let labelled = false;
    for (const line of lines) {
      const label = lineLabel(line);
      // A label of no known part names a group under ingredients ("For the sauce:"); elsewhere it
      // is just a line ending in a colon.
      const counts = label !== undefined && (label.kind === 'ingredients' || label.kind === 'steps' || label.kind === 'other' || part === 'ingredients');
      if (!counts) {
        run.push(line);
        continue;
      }
      takeLines(run, labelled);
      enter(label.kind, headingDepth + 1, true);
      run = label.rest === '' ? [] : [label.rest];
      labelled = true;
    }
    takeLines(run, labelled);
  };

  const read = (token: Token) => {
    switch (token.type) {
      case 'heading': {
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
        readLines(token as Tokens.Paragraph);
        return;
      case 'list':
        if (part === 'ingredients' || part === 'steps') (part === 'ingredients' ? ingredients : listed).push(...listItems(token as Tokens.List, part));
        else facts.push(...(token as Tokens.List).items.map((item) => flatText(item.tokens)));
        return;
      case 'hr':
        // A rule closes the part above it: what follows is a sign-off unless a label says otherwise.
        if (part !== null) enter('other', 0, false);
        return;
      case 'table':
        if (part === 'ingredients') fromTables.push(...tableItems(token as Tokens.Table));
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
  };
}
