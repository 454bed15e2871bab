import { describe, expect, it } from 'vitest';
import type { ChangeKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import type { DraftKey } from '../../../shared/api/draft-key.ts';
import { redraft, writeDraft } from '../../../shared/offline-chef/recipe-writer.ts';
import { createChooser } from '../../../shared/offline-chef/seeded.ts';
import { readPantry } from '../../../shared/offline-chef/pantry-items.ts';
import { SHARE_WORDS } from '../../../shared/recipe/share-words.ts';
import { REVIEW_LISTS } from '../../support/review-lists.ts';

// Changes of the built-in chef's recipes are functions of its draft: over the review lists, for
// sequences of up to four changes, swaps, scalings and unit switches (sampled, seeded), each line
// the last step did not touch is as it was, and a line used in two steps is split in shares that
// add up to it at any servings. (The amounts cook mode shows for each share are the page's, read
// from these words; this covers the chef's part.)

const PROOF = 'p'.repeat(43);
const SEQUENCES_A_LIST = 12;
const KINDS: readonly ChangeKind[] = ['quicker', 'spicier', 'milder', 'vegetarian', 'no-oven', 'one-pot', 'swap'];

type Step = { change: ChangeKind } | { servings: number } | { units: Units };
interface Shown {
  markdown: string;
  draft: DraftKey;
}

/** The ingredient lines of a recipe: "Rice — 150 g". */
const linesOf = (markdown: string): string[] => markdown.split('\n').filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
const foodOf = (line: string): string => line.split(' — ')[0]!.replace(/ \(to serve\)$/, '').toLowerCase();
const stepsOf = (markdown: string): string[] => markdown.split('\n').filter((line) => /^\d+\. /.test(line));

/** The recipe after one step, and what that step touched: the foods a change named, or every line for a scaling. */
function apply(list: readonly string[], shown: Shown, step: Step, pick: <T>(options: readonly [T, ...T[]]) => T): { after: Shown; from?: string } {
  const { draft } = shown;
  if ('servings' in step || 'units' in step) {
    const to = 'servings' in step ? { servings: step.servings, units: null } : { servings: null, units: step.units };
    const again = redraft(list, draft, {}, to)!;
    return { after: { markdown: again.markdown, draft: again.key } };
  }
  const names = linesOf(shown.markdown).filter((line) => !line.includes('(to serve)')).map((line) => line.split(' — ')[0]!);
  const from = step.change === 'swap' ? pick(names as [string, ...string[]]) : undefined;
  const change = { kind: step.change, ...(from ? { from } : {}), recipe: shown.markdown, proof: PROOF, draft };
  const written = writeDraft(list, { servings: draft.servings, units: draft.units, change });
  return { after: { markdown: written.markdown, draft: written.draft! }, ...(from ? { from: from.toLowerCase() } : {}) };
}

/** Each food a step uses in shares, and whether its shares add up to the whole: some shares, then "the rest of" it once, last. */
function sharesAddUp(markdown: string): string[] {
  const faults: string[] = [];
  const uses = new Map<string, (number | 'rest')[]>();
  const words = [...SHARE_WORDS].sort((a, b) => b[1].length - a[1].length);
  for (const step of stepsOf(markdown)) {
    for (const [, rest, food] of step.matchAll(/\b(the rest of )?the ([a-z][a-z ]*?)(?=[,.;:]| and | with | in | to | over | into | until | for |$)/gi)) {
      if (rest) uses.set(food!.toLowerCase(), [...(uses.get(food!.toLowerCase()) ?? []), 'rest']);
    }
    for (const [part, said] of words) {
      for (const [, food] of step.matchAll(new RegExp(`\\b${said}the ([a-z][a-z ]*?)(?=[,.;:]| and | with | in | to | over | into | until | for |$)`, 'gi'))) {
        uses.set(food!.toLowerCase(), [...(uses.get(food!.toLowerCase()) ?? []), part]);
      }
    }
  }
  // Only foods the list gives a line: "half the time" is no share of a food.
  const listed = new Set(linesOf(markdown).map(foodOf));
  for (const [food, parts] of uses) {
    if (!listed.has(food)) continue;
    const given = parts.filter((part) => part !== 'rest').reduce((sum, part) => sum + part, 0);
    const rests = parts.filter((part) => part === 'rest').length;
    if (given > 0 && (rests !== 1 || given >= 1)) faults.push(`${food}: ${JSON.stringify(parts)}`);
    if (given === 0 && rests > 0) faults.push(`${food}: the rest of it, with no share before`);
  }
  return faults;
}

const CASES = REVIEW_LISTS.flatMap((list, at) => Array.from({ length: SEQUENCES_A_LIST }, (_, n) => [list, at * 100 + n] as const));

describe('the built-in chef changes its draft, never its text', () => {
  it.each(CASES)('%j, sequence %d: each line the last step did not touch is as it was; shares add up', (list, seed) => {
    const chooser = createChooser(seed);
    const pick = <T,>(options: readonly [T, ...T[]]): T => chooser.pick(options);
    const first = writeDraft(list);
    if (first.draft === undefined) return;
    const length = pick([1, 2, 3, 4] as const);
    const steps: Step[] = Array.from({ length }, () =>
      pick<() => Step>([
        () => ({ change: pick(KINDS as [ChangeKind, ...ChangeKind[]]) }),
        () => ({ change: 'swap' }),
        () => ({ servings: pick([1, 2, 3, 4, 6, 8, 12] as const) }),
        () => ({ units: pick(['metric', 'us'] as const) }),
      ])(),
    );
    let shown: Shown = { markdown: first.markdown, draft: first.draft };
    let before = shown;
    let last: { after: Shown; from?: string } = { after: shown };
    for (const step of steps) {
      before = shown;
      last = apply(list, shown, step, pick);
      shown = last.after;
    }
    const step = steps.at(-1)!;
    const faults = sharesAddUp(shown.markdown);
    if ('servings' in step || 'units' in step) {
      // Every amount is touched; drafted back as it was, it is the recipe before, to the letter.
      const back = redraft(list, shown.draft, {}, { servings: before.draft.servings, units: before.draft.units })!;
      if (back.markdown !== before.markdown) faults.push('drafted back, it is not the recipe it was');
    } else {
      const now = new Map(linesOf(shown.markdown).map((line) => [foodOf(line), line]));
      const added = linesOf(shown.markdown).map(foodOf).filter((food) => !linesOf(before.markdown).some((was) => foodOf(was) === food));
      // A swap touches its own line and its stand-in's. Where the food is short (all the visitor
      // has), the fat is the fat of what there is: a step that takes a short food away touches it.
      const gone = linesOf(before.markdown).filter((line) => !now.has(foodOf(line)) || foodOf(line) === last.from);
      const fatFollows = gone.some((line) => /\(all you have\)/.test(line));
      const touched = new Set([last.from, ...(step.change === 'swap' ? added : [])]);
      for (const line of linesOf(before.markdown)) {
        const food = foodOf(line);
        if (fatFollows && readPantry([food])[0]?.role === 'fat') continue;
        if (!touched.has(food) && now.has(food) && now.get(food) !== line) faults.push(`${line} became ${now.get(food)}`);
      }
    }
    expect(faults, JSON.stringify(steps)).toEqual([]);
  });
});
