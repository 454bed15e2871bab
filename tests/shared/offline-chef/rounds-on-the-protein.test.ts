import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import { REVIEW_LISTS } from '../../support/review-lists.ts';

// Cooked for twelve in rounds, the round is the step that cooks the prawns or the eggs: never a
// minute of garlic done twice, then 750 g of prawns a pan, or nine eggs, in one go.

const PROOF = 'p'.repeat(43);
const stepsOf = (markdown: string): string[] => markdown.split('\n').filter((line) => /^\d+\. /.test(line));

describe('the rounds go on the step that cooks the protein', () => {
  it.each<[readonly string[], RegExp, AdjustKind | undefined]>([
    [REVIEW_LISTS[36]!, /\b(?:prawns|shrimp)\b/, undefined],
    [REVIEW_LISTS[19]!, /\bscramble\b/, undefined],
    [REVIEW_LISTS[19]!, /\bscramble\b/, 'quicker'],
    [REVIEW_LISTS[19]!, /\bscramble\b/, 'one-pot'],
  ])('%j for 12 (%s, %s)', (list, protein, kind) => {
    for (const units of ['metric', 'us'] as const) {
      const first = writeRecipe(list, { servings: 12, units });
      const recipe = kind === undefined ? first : writeRecipe(list, { servings: 12, units, change: { kind, recipe: first, proof: PROOF } });
      // A round runs from the pans heated to the step that says the rest are cooked the same way.
      const steps = stepsOf(recipe);
      const end = steps.findIndex((step) => /the same way, \d+ minutes? more/.test(step));
      const start = steps.findIndex((step) => /in (?:two|three|four) (?:rounds|batches)/.test(step));
      expect(start, recipe).toBeGreaterThanOrEqual(0);
      expect(end, recipe).toBeGreaterThanOrEqual(start);
      const rounds = steps.slice(start, end + 1).join('\n');
      expect(rounds, units).toMatch(protein);
      expect(Number(/the same way, (\d+) minutes? more/.exec(rounds)?.[1]), units).toBeGreaterThanOrEqual(2);
    }
  });
});
