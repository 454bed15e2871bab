import { describe, expect, it } from 'vitest';
import { DISHES } from '../../../shared/offline-chef/dish-choice.ts';
import { board } from '../../../shared/offline-chef/dishes/board.ts';

// What a cook still corrected on reading the built-in chef's recipes: leftovers kept safely, eggs
// enough for a frittata, prawns cooked at the end, pulses given their time, minced meat at its own
// safe temperature.

// A tip about what is left over, or kept for the next day.
const LEFTOVER_TIP = /\bleftovers?\b|\bovernight\b|\bthe next day\b|\bfor tomorrow\b/i;
// The sharing board is the dish written when no other fits.
const everyTip = [...DISHES, board].flatMap((dish) =>
  [...dish.tips, ...Object.values(dish.methods ?? {}).flatMap((method) => method.tips ?? [])].map((tip) => [dish.name, dish.baking === true, tip] as const),
).filter(([, , tip]) => LEFTOVER_TIP.test(tip));

describe('every leftover tip says how to keep them safely', () => {
  it('finds the leftover tips of the dishes', () => {
    expect(everyTip.map(([name]) => name)).toEqual(expect.arrayContaining(['omelette', 'curry', 'soup', 'bake', 'sharing board']));
  });

  it.each(everyTip.filter(([, baking]) => !baking).map(([name, , tip]) => [name, tip]))('%s: %s', (_name, tip) => {
    // Cooked food cooled and in the fridge within 2 hours (FSA, USDA), cooked rice within an hour (NHS).
    expect(tip).toMatch(/\b(?:refrigerate|chill)\b[^.;]* within (?:2 hours|an hour)/i);
    expect(tip).toMatch(/\beat\b[^.;]* within (?:a day|2 days)/);
    if (/\breheat/.test(tip)) expect(tip).toMatch(/\breheat[^.;]* until steaming hot/);
  });

  it.each(everyTip.filter(([, baking]) => baking).map(([, , tip]) => [tip]))('a bake keeps anything with fruit, custard or cream in the fridge: %s', (tip) => {
    expect(tip).toMatch(/\bfruit, custard or cream in the fridge\b/);
  });
});
