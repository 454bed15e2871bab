import { describe, expect, it } from 'vitest';
import { planWeek } from '../../../shared/offline-chef/week-plan.ts';
import { breaksPreferences } from '../../../shared/ingredients/allergen-check.ts';
import { writeDraft } from '../../../shared/offline-chef/recipe-writer.ts';
import { SEEDED_LISTS } from '../../support/seeded-lists.ts';

// The built-in chef's week, planned with no model: a dish a day, none twice, each keeping the
// visitor's wishes, from what they have.

const titles = (list: readonly string[], days: number, wishes = {}, avoid: string[] = []) => planWeek(list, days, wishes, avoid).dishes.map((day) => day.dish);
const lower = (names: readonly string[]) => names.map((name) => name.toLowerCase());

describe('planWeek', () => {
  it.each(SEEDED_LISTS.map((list) => [list.join(', '), list] as const))('plans 5 different dishes from %s', (_, list) => {
    const plan = planWeek(list, 5, {});
    expect(plan.asked).toBeUndefined();
    expect(plan.dishes).toHaveLength(5);
    expect(new Set(lower(plan.dishes.map((day) => day.dish))).size).toBe(5);
  });

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

  it('keeps every day within the time the visitor has', () => {
    const list = ['Chicken thighs', 'Potatoes', 'Carrots', 'Eggs', 'Spinach', 'Pasta', 'Tomatoes'];
    const plan = planWeek(list, 5, { maxMinutes: 30 });
    expect(plan.dishes.length).toBeGreaterThan(0);
    for (const day of plan.dishes) {
      const recipe = writeDraft(list, { maxMinutes: 30, dish: { name: day.dish, uses: day.uses } }).markdown;
      expect(Number(/\*\*Total time:\*\* (\d+) minutes/.exec(recipe)?.[1])).toBeLessThanOrEqual(30);
    }
  });

  it('plans only the dishes that fit, and says how many days were asked', () => {
    const plan = planWeek(['Salt', 'Black pepper', 'Xqzt'], 5, {});
    expect(plan).toEqual({ dishes: [], asked: 5 });
  });
});
