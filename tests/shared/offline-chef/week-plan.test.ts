import { describe, expect, it } from 'vitest';
import { planWeek } from '../../../shared/offline-chef/week-plan.ts';
import { breaksPreferences } from '../../../shared/ingredients/allergen-check.ts';
import { writeDraft } from '../../../shared/offline-chef/recipe-writer.ts';
import { parseRecipeRequest } from '../../../shared/api/recipe-request.ts';
import { REVIEW_LISTS } from '../../support/review-lists.ts';
import { SEEDED_LISTS } from '../../support/seeded-lists.ts';

// The built-in chef's week, planned with no model: a dish a day, none twice, each keeping the
// visitor's wishes, from what they have.

const titles = (list: readonly string[], days: number, wishes = {}, avoid: string[] = []) => planWeek(list, days, wishes, avoid).dishes.map((day) => day.dish);
const lower = (names: readonly string[]) => names.map((name) => name.toLowerCase());

describe('planWeek', () => {
  it('plans the same week for the same list in any order', () => {
    const list = ['Salmon', 'Rice', 'Spinach', 'Eggs', 'Onion'];
    expect(planWeek(list, 5, {})).toEqual(planWeek([...list].reverse(), 5, {}));
  });

  it.each<[string[], string[]]>([
    [['1 kg flour', '6 eggs', 'Spinach', '200g feta'], ['flour', 'eggs', 'Spinach', 'feta']],
    [['2 chicken breasts', 'Rice', 'a handful of spinach'], ['chicken breasts', 'Rice', 'spinach']],
  ])('names the foods of %j as typed, without their amounts', (list, typed) => {
    const uses = planWeek(list, 3, {}).dishes.flatMap((day) => day.uses);
    expect(uses.length).toBeGreaterThan(0);
    for (const food of uses) expect(typed).toContain(food);
  });

  it('titles each day as the chef writes that dish', () => {
    const list = ['Chicken thighs', 'Rice', 'Broccoli', 'Garlic', 'Soy sauce'];
    for (const day of planWeek(list, 5, {}).dishes) {
      expect(writeDraft(list, { dish: { name: day.dish, uses: day.uses } }).markdown.split('\n')[0]).toBe(`## ${day.dish}`);
    }
  });

  it('never plans a dish named in avoid: another idea for one day', () => {
    const list = ['Chicken thighs', 'Rice', 'Broccoli', 'Garlic', 'Soy sauce'];
    const week = titles(list, 5);
    const another = titles(list, 1, {}, week);
    expect(another).toHaveLength(1);
    expect(lower(week)).not.toContain(another[0]!.toLowerCase());
  });

  it.each(SEEDED_LISTS.slice(0, 16).map((list) => [list.join(', '), list] as const))('gives %s another idea for Tuesday of a kind no other day is', (_, list) => {
    const week = planWeek(list, 5, {}).dishes;
    const kindOf = (day: { dish: string; uses: string[] }) => writeDraft(list, { dish: { name: day.dish, uses: day.uses } }).draft!.dish;
    const [idea, ...more] = planWeek(list, 1, {}, week.map((day) => day.dish)).dishes;
    expect(more).toEqual([]);
    expect(week.map((day) => day.dish.toLowerCase())).not.toContain(idea!.dish.toLowerCase());
    expect(week.map(kindOf)).not.toContain(kindOf(idea!));
  });

  it('keeps a vegetarian week free of meat and fish, whatever it buys', () => {
    const list = ['Chicken', 'Rice', 'Spinach', 'Eggs', 'Onion', 'Tomatoes'];
    const plan = planWeek(list, 5, { diet: ['vegetarian'] });
    expect(plan.dishes.length).toBeGreaterThan(0);
    for (const day of plan.dishes) {
      expect(day.uses).not.toContain('Chicken');
      const recipe = writeDraft(list, { diet: ['vegetarian'], dish: { name: day.dish, uses: day.uses } }).markdown;
      const lines = recipe.split('\n').filter((line) => line.startsWith('- ')).map((line) => line.slice(2).split(' — ')[0]!);
      expect(lines.filter((name) => breaksPreferences(name, { diet: ['vegetarian'] }))).toEqual([]);
    }
  });

  it.each<[string[], 15 | 30 | 45]>([
    [['Chicken thighs', 'Potatoes', 'Carrots', 'Eggs', 'Spinach', 'Pasta', 'Tomatoes'], 30],
    [['Chicken thighs', 'Potatoes', 'Carrots', 'Eggs', 'Spinach', 'Pasta', 'Tomatoes'], 45],
    [['Salmon', 'Rice', 'Broccoli', 'Eggs', 'Bread', 'Feta'], 30],
  ])('plans %j within %i minutes where it can, and a day it cannot says so, as one recipe does', (list, maxMinutes) => {
    const plan = planWeek(list, 5, { maxMinutes });
    const times = plan.dishes.map((day) => {
      const recipe = writeDraft(list, { maxMinutes, dish: { name: day.dish, uses: day.uses } }).markdown;
      const minutes = Number(/\*\*Total time:\*\* (\d+) minutes/.exec(recipe)?.[1]);
      if (minutes > maxMinutes) expect(recipe).toContain(`more than the ${maxMinutes} you have`);
      return minutes;
    });
    expect(times).toHaveLength(5);
    // The time steers the week: as many days within it as the week planned without it has, or more.
    expect(times.filter((minutes) => minutes <= maxMinutes).length).toBeGreaterThan(0);
    const unplanned = planWeek(list, 5, {}).dishes.map((day) => Number(/\*\*Total time:\*\* (\d+) minutes/.exec(writeDraft(list, { dish: { name: day.dish, uses: day.uses } }).markdown)?.[1]));
    expect(times.filter((minutes) => minutes <= maxMinutes).length).toBeGreaterThanOrEqual(unplanned.filter((minutes) => minutes <= maxMinutes).length);
  });

  it('asks for each day of the review lists (slips, other languages, amounts) as a recipe request the API takes', () => {
    const lists = REVIEW_LISTS.map((list) => (list.length >= 4 ? list : [...list, 'Onion']));
    const days = lists.flatMap((ingredients) => planWeek(ingredients, 5, {}).dishes.map((day) => ({ ingredients, dish: { name: day.dish, uses: day.uses } })));
    expect(days.filter((request) => !parseRecipeRequest(request).ok)).toEqual([]);
    expect(days.length).toBeGreaterThan(150);
  });

  it('plans only the dishes that fit, and says how many days were asked', () => {
    const plan = planWeek(['Salt', 'Black pepper', 'Xqzt'], 5, {});
    expect(plan).toEqual({ dishes: [], asked: 5 });
  });
});
