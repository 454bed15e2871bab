import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';

// Pans and trays hold what fits in them in one layer, and the fat that fries is a film on each pan:
// read from the markdown as a cook reads it.

const stepsOf = (markdown: string): string => markdown.split('\n').filter((line) => /^\d+\. /.test(line)).join('\n');
/** The millilitres of a listed fat ("Olive oil — 90 ml", "— 4 tbsp", "— 80 g" of butter). */
function fatOf(markdown: string, name: RegExp): number {
  const line = markdown.split('\n').find((one) => one.startsWith('- ') && name.test(one))!;
  const [, amount, unit] = / — ([\d.]+) (ml|tbsp|g|tsp)\b/.exec(line)!;
  return Number(amount) * ({ ml: 1, g: 1, tbsp: 15, tsp: 5 } as Record<string, number>)[unit!]!;
}

describe('pans and trays scale by what fits in them', () => {
  it.each<[string[], number, Units, RegExp[]]>([
    // A frittata's filling sets under its eggs at about 600 g a pan: 3.3 kg of potatoes and onions
    // for twelve are six pans' worth, on a hob that takes two at once: two pans, in three rounds.
    [['Eggs', 'Potatoes', 'Onion', 'Cheese'], 12, 'metric', [/use two, and cook what goes in them in three rounds/, /each pan in turn under a hot grill/]],
    [['Eggs', 'Potatoes', 'Onion', 'Cheese'], 6, 'us', [/use two, and cook what goes in them in two rounds/, /each pan in turn under a hot broiler/]],
    [['Eggs', 'Potatoes', 'Onion', 'Cheese'], 4, 'metric', [/use two, and divide everything/, /each pan in turn under a hot grill/]],
    [['Eggs', 'Mushrooms', 'Spinach', 'Onion'], 2, 'metric', [/Slide the pan under a hot grill/]],
    // About a kilogram a tray: 4.2 kg of salmon and potatoes for twelve on four.
    [['Salmon', 'Potatoes', 'Dill'], 12, 'metric', [/over four large baking trays/, /serve it from its trays/]],
    [['Salmon', 'Potatoes', 'Dill'], 6, 'us', [/over two large sheet pans/, /serve from the pans/]],
    [['Beef mince', 'Spaghetti', 'Tomatoes'], 12, 'metric', [/use two, and cook what goes in them in two rounds/]],
  ])('%j for %i (%s)', (list, servings, units, said) => {
    const steps = stepsOf(writeRecipe(list, { servings, units }));
    for (const one of said) expect(steps).toMatch(one);
  });

  it('counts each pan of a frittata under the one grill in the total', () => {
    const total = (servings: number): number => Number(/\*\*Total time:\*\* (\d+)/.exec(writeRecipe(['Eggs', 'Potatoes', 'Onion', 'Cheese'], { servings }))![1]);
    expect(total(12)).toBeGreaterThan(total(4));
  });
});

describe('frying fat scales by the pans used, not by each serving', () => {
  it.each<[string[], RegExp, number, number]>([
    // 1.5 kg of mince browns in two tablespoons a pan, over three pans.
    [['Beef mince', 'Spaghetti', 'Tomatoes'], /olive oil/i, 12, 90],
    [['Eggs', 'Cheese', 'Spinach'], /butter/i, 12, 90],
    [['Prawns', 'Noodles', 'Ginger'], /oil/i, 8, 60],
  ])('%j: the fat of %s for %i is at most %i ml', (list, fat, servings, most) => {
    expect(fatOf(writeRecipe(list, { servings }), fat)).toBeLessThanOrEqual(most);
  });

  it('gives one serving less fat than two, and a traybake oil to coat all it roasts', () => {
    const mince = ['Beef mince', 'Spaghetti', 'Tomatoes'];
    expect(fatOf(writeRecipe(mince, { servings: 1 }), /olive oil/i)).toBeLessThan(fatOf(writeRecipe(mince, { servings: 2 }), /olive oil/i));
    const tray = ['Salmon', 'Potatoes', 'Dill'];
    expect(fatOf(writeRecipe(tray, { servings: 12 }), /olive oil/i)).toBe(3 * fatOf(writeRecipe(tray, { servings: 4 }), /olive oil/i));
  });
});
