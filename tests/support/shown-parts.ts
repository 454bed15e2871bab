import { enteredPart, FACT, kindOf, lineLabel, listItems, paragraphSteps, type Kind, type ListEntry } from '../../shared/recipe/recipe-blocks.ts';

// The ingredient and step items as the page shows them: read from the rendered elements, with the
// reader's own words for what a heading or a label begins (kindOf, lineLabel), its rule for a
// list's sub-items (listItems) and for a method written as paragraphs (paragraphSteps), so that
// only the two grammars differ.

const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, ul, ol, hr';
const LISTS = new Set(['UL', 'OL']);

/** An element's words as shown, a line break as "\n", nested lists left out. */
function shownText(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element) || LISTS.has(node.tagName)) return '';
  if (node.tagName === 'BR') return '\n';
  const text = [...node.childNodes].map(shownText);
  // A loose item's paragraphs are lines of their own.
  return node.tagName === 'P' ? `${text.join('')}\n` : text.join('');
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Whether a paragraph of the method is a note or facts ("Tip: ...", "Serves 2 · 30 minutes"), not a step. */
const isNote = (text: string): boolean => {
  const lead = /^([^:]{1,30}):/.exec(text)?.[1];
  return text.split(/[·|•\n]/).every((fact) => FACT.test(fact.trim())) || (lead !== undefined && kindOf(lead) === 'other');
};

/** The entries of a rendered list: each item's own words and the lists under it. */
function entriesOf(list: Element): ListEntry[] {
  return [...list.children].filter((child) => child.tagName === 'LI').map((item) => ({
    text: oneLine(shownText(item)),
    children: [...item.querySelectorAll(':scope > ul, :scope > ol, :scope > * > ul, :scope > * > ol')].flatMap(entriesOf),
  }));
}

/** The ingredient and step items the page shows under the headings and labels that begin those parts. */
export function shownParts(page: Element): { ingredients: string[]; steps: string[] } {
  const items = { ingredients: [] as string[], steps: [] as string[] };
  let title = false;
  let part: Kind | null = null;
  let partDepth = 0;
  let headingDepth = 0;
  // A method's paragraphs are its steps only when it lists none.
  let listed: string[] = [];
  let prose: string[] = [];
  const flush = () => {
    items.steps.push(...(listed.length > 0 ? listed : prose));
    listed = [];
    prose = [];
  };
  const enter = (kind: Kind, depth: number, isLabel: boolean) => {
    const entered = enteredPart({ part, depth: partDepth }, kind, depth, isLabel);
    if (entered === null) return;
    flush();
    ({ part, depth: partDepth } = entered);
  };
  // Blocks only: what sits in an item or a quote is read with the item, or not at all.
  const blocks = [...page.querySelectorAll(BLOCKS)].filter((block) => block.parentElement?.closest('li, blockquote, table') == null);
  for (const block of blocks) {
    const tag = block.tagName;
    if (/^H\d$/.test(tag)) {
      const kind = kindOf(oneLine(shownText(block)));
      headingDepth = Number(tag.slice(1));
      if (!title && part === null && kind !== 'ingredients' && kind !== 'steps') title = true;
      else enter(kind, headingDepth, false);
    } else if (tag === 'P') {
      let run: string[] = [];
      const takeRun = () => {
        if (part === 'steps' && run.length > 0 && !isNote(run.join('\n'))) prose.push(...paragraphSteps(run));
        run = [];
      };
      for (const line of shownText(block).split('\n').map((each) => each.replace(/[ \t]+/g, ' ').trim()).filter(Boolean)) {
        const label = lineLabel(line);
        if (label !== undefined && (label.kind === 'ingredients' || label.kind === 'steps' || label.kind === 'other' || part === 'ingredients')) {
          takeRun();
          enter(label.kind, headingDepth + 1, true);
          if (label.rest !== '') run.push(label.rest);
        } else run.push(line);
      }
      takeRun();
    } else if (tag === 'HR') {
      if (part !== null) enter('other', 0, false);
    } else if (part === 'ingredients') items.ingredients.push(...listItems(entriesOf(block), part));
    else if (part === 'steps') listed.push(...listItems(entriesOf(block), part));
  }
  flush();
  return items;
}
