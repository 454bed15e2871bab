import { describe, expect, it } from 'vitest';
import { dayLinesOf, dayRecipes, listInputKey } from '../../../client/week/week-days.ts';
import { CURRY, OMELETTE, PASTA, WEEK, cooking, planOf } from '../../support/week-plans.ts';

describe("the plan's days as the list reads them", () => {
  it.each([
    ['as written: the double day written for twice the servings', WEEK, [['Monday', CURRY, 1], ['Wednesday', PASTA, 1], ['Thursday', OMELETTE, 1]]],
    ['scaled to the plan\'s servings', { ...WEEK, servings: 3 }, [['Monday', CURRY, 1.5], ['Wednesday', PASTA, 1.5], ['Thursday', OMELETTE, 1.5]]],
    ['a day cooked double afterwards', planOf([cooking('Monday', 'Tomato Pasta', PASTA, 2, true)]), [['Monday', PASTA, 2]]],
    ['a day not written yet is not read', planOf([cooking('Monday', 'Fish Pie'), cooking('Tuesday', 'Tomato Pasta', PASTA)]), [['Tuesday', PASTA, 1]]],
  ] as const)('%s', (_, plan, days) => {
    expect(dayRecipes(plan).map(({ day, markdown, factor }) => [day, markdown, factor])).toEqual(days);
  });

  it('reads each recipe\'s lines, scaled by its factor', () => {
    const [monday] = dayLinesOf([{ day: 'Monday', markdown: PASTA, factor: 2 }]);
    expect(monday!.ingredients.map((line) => line.text)).toEqual(['400 g pasta', '800 g tinned tomatoes', '2 onions, chopped', '4 tbsp gochujang', '100 g cheddar, grated']);
    expect(monday!.ingredients[0]!.quantity).toMatchObject({ amount: 400, unit: 'g' });
  });

  it('keys the list by what it depends on: the recipes, their servings, the pantry and the units', () => {
    const key = listInputKey(WEEK, 'metric');
    expect(listInputKey({ ...WEEK, id: 'another id, same days' }, 'metric')).toBe(key);
    for (const changed of [listInputKey({ ...WEEK, servings: 4 }, 'metric'), listInputKey({ ...WEEK, pantry: ['Eggs'] }, 'metric'), listInputKey(WEEK, 'us'), listInputKey({ ...WEEK, days: WEEK.days.slice(1) }, 'metric')]) {
      expect(changed).not.toBe(key);
    }
  });
});
