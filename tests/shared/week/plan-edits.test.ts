import { describe, expect, it } from 'vitest';
import { canCookDouble, removeDay, replaceDay, servingsOfDay, toggleCookDouble, withServings, withWritten } from '../../../shared/week/plan-edits.ts';
import { dayHeading, type CookingDay, type PlanDay, type WeekPlan, type Weekday } from '../../../shared/week/week-plan.ts';

const written = { markdown: '## Dish\n\n- 1 onion', servings: 2, by: 'Built-in chef' };
const cook = (day: Weekday, dish: string, more: Partial<CookingDay> = {}): CookingDay => ({ kind: 'cook', day, dish, uses: [dish.split(' ')[0]!], double: false, written, ...more });
const planOf = (...days: PlanDay[]): WeekPlan => ({ id: 'p1', servings: 2, pantry: ['Chicken', 'Rice', 'Beans', 'Leeks'], preferences: {}, by: 'Built-in chef', days });

const CURRY = cook('Monday', 'Chicken Curry');
const RICE = cook('Monday', 'Rice Bowl', { uses: ['Rice'] });
const STEW = cook('Tuesday', 'Beans Stew');
const SOUP = cook('Wednesday', 'Leeks Soup');
const headings = (plan: WeekPlan) => plan.days.map(dayHeading);

describe('cook double', () => {
  it.each([
    ['a day with the next day after it', planOf(CURRY, STEW, SOUP), 'Monday', ['Monday: Chicken Curry', 'Tuesday: Leftovers from Monday', 'Wednesday: Leeks Soup']],
    ['a rice dish with the next day after it', planOf(RICE, STEW), 'Monday', ['Monday: Rice Bowl', 'Tuesday: Leftovers from Monday']],
    ['a day two days before the next (2 days keep)', planOf(CURRY, SOUP), 'Monday', ['Monday: Chicken Curry', 'Wednesday: Leftovers from Monday']],
    ['a rice dish two days before the next (1 day keeps): not offered', planOf(RICE, SOUP), 'Monday', ['Monday: Rice Bowl', 'Wednesday: Leeks Soup']],
    ['the last day: not offered', planOf(CURRY, STEW), 'Tuesday', ['Monday: Chicken Curry', 'Tuesday: Beans Stew']],
    ['a day three days before the next: not offered', planOf(CURRY, cook('Thursday', 'Pea Pie')), 'Monday', ['Monday: Chicken Curry', 'Thursday: Pea Pie']],
    ['a leftovers day: not offered', toggleCookDouble(planOf(CURRY, STEW, SOUP), 'Monday'), 'Tuesday', ['Monday: Chicken Curry', 'Tuesday: Leftovers from Monday', 'Wednesday: Leeks Soup']],
    ['a day before a double day: not offered', toggleCookDouble(planOf(CURRY, STEW, SOUP), 'Tuesday'), 'Monday', ['Monday: Chicken Curry', 'Tuesday: Beans Stew', 'Wednesday: Leftovers from Tuesday']],
  ])('%s', (_, plan, day, expected) => {
    expect(headings(toggleCookDouble(plan, day as Weekday))).toEqual(expected);
  });

  it('makes twice the servings on the double day only', () => {
    const plan = toggleCookDouble(planOf(CURRY, STEW, SOUP), 'Monday');
    expect(plan.days.map((day) => (day.kind === 'cook' ? servingsOfDay(plan, day) : 0))).toEqual([4, 0, 2]);
  });

  it('brings the displaced day back as it was, recipe and all, when turned off', () => {
    const before = planOf(CURRY, STEW, SOUP);
    const after = toggleCookDouble(toggleCookDouble(before, 'Monday'), 'Monday');
    expect(after.days).toEqual(before.days);
  });

  it.each([
    ['Monday', true],
    ['Tuesday', true],
    ['Wednesday', false],
    ['Sunday', false],
  ] as const)('offers it on %s of a three-day plan: %s', (day, offered) => {
    expect(canCookDouble(planOf(CURRY, STEW, SOUP), day)).toBe(offered);
  });
});

describe('removing a day', () => {
  const doubled = toggleCookDouble(planOf(CURRY, STEW, SOUP), 'Monday');
  it.each([
    ['a cooking day leaves the others as they were', planOf(CURRY, STEW, SOUP), 'Tuesday', ['Monday: Chicken Curry', 'Wednesday: Leeks Soup']],
    ['the double day brings its leftovers day its own dish back', doubled, 'Monday', ['Tuesday: Beans Stew', 'Wednesday: Leeks Soup']],
    ['the leftovers day cooks its double day single', doubled, 'Tuesday', ['Monday: Chicken Curry', 'Wednesday: Leeks Soup']],
    ['a day the plan does not have changes nothing', planOf(CURRY, STEW), 'Friday', ['Monday: Chicken Curry', 'Tuesday: Beans Stew']],
  ])('%s', (_, plan, day, expected) => {
    expect(headings(removeDay(plan, day as Weekday))).toEqual(expected);
  });

  it('turns double off once its leftovers day is gone', () => {
    const [monday] = removeDay(doubled, 'Tuesday').days;
    expect(monday).toMatchObject({ kind: 'cook', double: false });
  });

  it('keeps every other day exactly, recipes included', () => {
    const plan = planOf(CURRY, STEW, SOUP);
    const after = removeDay(plan, 'Tuesday');
    expect(after.days).toEqual([plan.days[0], plan.days[2]]);
  });
});

describe('another dish for a day', () => {
  it.each([
    ['a cooking day gets the dish, unwritten', planOf(CURRY, STEW), 'Monday', ['Monday: Pea Pie', 'Tuesday: Beans Stew']],
    ['a leftovers day is not cooked and stays', toggleCookDouble(planOf(CURRY, STEW), 'Monday'), 'Tuesday', ['Monday: Chicken Curry', 'Tuesday: Leftovers from Monday']],
    ['a double day stays double with its leftovers', toggleCookDouble(planOf(CURRY, STEW), 'Monday'), 'Monday', ['Monday: Pea Pie', 'Tuesday: Leftovers from Monday']],
    ['a double day two days before its leftovers, given rice, cooks single', toggleCookDouble(planOf(CURRY, SOUP), 'Monday'), 'Monday', ['Monday: Rice Salad', 'Wednesday: Leeks Soup']],
  ])('%s', (_, plan, day, expected) => {
    const dish = expected[0]!.includes('Rice') ? { dish: 'Rice Salad', uses: ['Rice'] } : { dish: 'Pea Pie', uses: ['Peas'] };
    expect(headings(replaceDay(plan, day as Weekday, dish))).toEqual(expected);
  });

  it('drops the old recipe of the day and keeps every other day exactly', () => {
    const plan = planOf(CURRY, STEW, SOUP);
    const after = replaceDay(plan, 'Tuesday', { dish: 'Pea Pie', uses: ['Peas'] });
    expect(after.days[1]).toEqual({ kind: 'cook', day: 'Tuesday', dish: 'Pea Pie', uses: ['Peas'], double: false });
    expect([after.days[0], after.days[2]]).toEqual([plan.days[0], plan.days[2]]);
  });
});

describe('writing a day and servings', () => {
  const fresh = planOf(cook('Monday', 'Chicken Curry', { written: undefined }), STEW);
  it.each([
    ['the day with its dish takes the recipe', 'Monday', 'Chicken Curry', written],
    ['a day whose dish has changed since does not', 'Monday', 'Pea Pie', undefined],
    ['a day the plan no longer has does not', 'Friday', 'Chicken Curry', undefined],
  ])('%s', (_, day, dish, expected) => {
    const after = withWritten(fresh, day as Weekday, dish, written);
    expect((after.days[0] as CookingDay).written).toEqual(expected);
  });

  it.each([
    [4, 4],
    [0, 1],
    [40, 12],
    [2.6, 3],
    [Number.NaN, 2],
  ])('servings %s give %s a day', (asked, servings) => {
    expect(withServings(planOf(CURRY), asked).servings).toBe(servings);
  });
});
