import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';

// One amount of butter, rounded once, reads the same in both units: a US cook measures butter
// by the tablespoon marked on its wrapper, then by the cup, and what they measure is what a
// metric cook weighs. 80 g read "⅓ cup plus 1 tbsp" (about 90 g) in US units.

const GRAMS_PER_TBSP = 14;
const TBSP_PER_CUP = 16;
const FRACTIONS: Readonly<Record<string, number>> = { '': 0, '¼': 0.25, '⅓': 1 / 3, '½': 0.5, '⅔': 2 / 3, '¾': 0.75 };

/** A number as a cook writes it: "5½", "⅓", "1¼". */
const numberOf = (written: string): number => {
  const [, whole, part] = /^(\d*)([¼⅓½⅔¾]?)$/.exec(written)!;
  return Number(whole || 0) + FRACTIONS[part!]!;
};

/** Grams of butter a written amount holds: "80 g", "5½ tbsp", "¾ cup", "⅓ cup plus 1 tbsp". */
function gramsIn(amount: string): number {
  const grams = /^(\d+) g$/.exec(amount);
  if (grams) return Number(grams[1]);
  const cup = /^([\d¼⅓½⅔¾]+) cups?(?: plus (\d+) tbsp)?$/.exec(amount);
  if (cup) return (numberOf(cup[1]!) * TBSP_PER_CUP + Number(cup[2] ?? 0)) * GRAMS_PER_TBSP;
  const tbsp = /^([\d¼⅓½⅔¾]+) tbsp$/.exec(amount);
  if (tbsp) return numberOf(tbsp[1]!) * GRAMS_PER_TBSP;
  throw new Error(`not an amount of butter: ${amount}`);
}

const butterIn = (recipe: string): string => /^- Butter — (.+)$/m.exec(recipe)![1]!;

describe('butter past a few spoonfuls is one amount in both units', () => {
  it.each<[string[], number]>([
    [['eggs', 'cheese', 'spinach', 'onion'], 12],
    [['eggs', 'cheese', 'spinach', 'onion'], 8],
    [['Eggs', 'Potatoes', 'Onion', 'Cheese'], 6],
    [['Eggs', 'Potatoes', 'Onion', 'Cheese'], 12],
    [['beef steak', 'potatoes', 'mushrooms', 'butter', 'garlic'], 12],
    [['salmon', 'new potatoes', 'green beans', 'lemon', 'butter'], 8],
    [['potatoes', 'leeks', 'butter', 'milk', 'stock'], 12],
    // 140 g, past a stick: "⅔ cup" would be 150 g.
    [['eggs', 'bacon', 'bread', 'tomatoes', 'mushrooms'], 12],
  ])('%j for %i', (list, servings) => {
    const metric = butterIn(writeRecipe(list, { servings, units: 'metric' }));
    const us = butterIn(writeRecipe(list, { servings, units: 'us' }));
    // Within a US measure's own step: half a tablespoon, or a tablespoon in a cup.
    expect(Math.abs(gramsIn(us) - gramsIn(metric)) / gramsIn(metric), `${metric} / ${us}`).toBeLessThanOrEqual(0.06);
  });

  it('says 80 g of butter as tablespoons, as it comes marked on the wrapper', () => {
    const us = butterIn(writeRecipe(['eggs', 'cheese', 'spinach', 'onion'], { servings: 12, units: 'us' }));
    expect(us).toMatch(/^\d+½? tbsp$/);
  });
});
