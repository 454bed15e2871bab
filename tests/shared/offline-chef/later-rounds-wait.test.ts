import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import { REVIEW_LISTS } from '../../support/review-lists.ts';

// Cooked for twelve in rounds, as a cook reads it: every raw animal food a later round takes waits
// in the fridge, named; and what is seared beside trays roasted in rounds is seared for each round
// as it comes out, never all at once for the first while the others wait an hour.

const stepsOf = (markdown: string): string => markdown.split('\n').filter((line) => /^\d+\. /.test(line)).join('\n');

describe('the fridge line for the later rounds names every raw animal food that goes in them', () => {
  it.each([
    [REVIEW_LISTS[14]!, /Keep the raw (?:bacon and eggs|eggs and bacon) for the later rounds in the fridge/],
  ])('%j for 12', (list, fridge) => {
    for (const units of ['metric', 'us'] as const) expect(stepsOf(writeRecipe(list, { servings: 12, units })), units).toMatch(fridge);
  });
});

describe('steak seared beside trays roasted in rounds is seared a share at a time, one for each round', () => {
  it.each([
    [REVIEW_LISTS[16]!, 'two'],
    [REVIEW_LISTS[33]!, 'two'], // five trays: two rounds on three shelves
  ])('%j for 12: the beef split %s ways, a share each round', (list, ways) => {
    for (const units of ['metric', 'us'] as const) {
      const steps = stepsOf(writeRecipe(list, { servings: 12, units }));
      expect(steps, units).toMatch(/the same way, \d+ minutes more/);
      expect(steps, units).not.toMatch(/While the (?:tray|sheet pan) finishes roasting/);
      expect(steps, units).toMatch(new RegExp(`While each round finishes roasting, sear its share of the beef(?: steak)?, split ${ways} ways\\. Heat this round's share of the rest of the`));
    }
  });
  it.each([[REVIEW_LISTS[16]!], [REVIEW_LISTS[33]!]])('%j for 4 is seared once, as the tray finishes', (list) => {
    expect(stepsOf(writeRecipe(list, { servings: 4, units: 'metric' }))).toMatch(/While the tray finishes roasting, heat/);
  });
});
