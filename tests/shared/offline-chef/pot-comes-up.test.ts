import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import { potComesUpMinutes } from '../../../shared/offline-chef/work-times.ts';
import { REVIEW_LISTS } from '../../support/review-lists.ts';

// A curry's pot comes up to a simmer in the time its whole volume takes: 2.4 kg of tinned
// tomatoes and 750 ml of water for twelve are no 5 minutes, and the total counts what it takes.

const simmerMinutes = (recipe: string): number => Number(/bring to a gentle simmer, about (\d+) minutes/.exec(recipe)?.[1]);
const totalOf = (recipe: string): number => Number(/\*\*Total time:\*\* (\d+) minutes/.exec(recipe)?.[1]);

describe('a pot of tomatoes and water comes up to a simmer in the time its volume takes', () => {
  it.each([[REVIEW_LISTS[9]!]])('%j for 12 against the dish’s own', (list) => {
    for (const units of ['metric', 'us'] as const) {
      const own = writeRecipe(list, { units });
      const twelve = writeRecipe(list, { servings: 12, units });
      // About 3.2 litres: tomatoes (a gram a millilitre) and water.
      expect(simmerMinutes(twelve), units).toBe(potComesUpMinutes(3150));
      expect(simmerMinutes(twelve), units).toBeGreaterThan(simmerMinutes(own));
      expect(totalOf(twelve) - totalOf(own), units).toBeGreaterThanOrEqual(simmerMinutes(twelve) - simmerMinutes(own));
    }
  });
});
