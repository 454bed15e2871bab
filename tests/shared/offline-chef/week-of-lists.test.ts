import { describe, expect, it } from 'vitest';
import { planWeek } from '../../../shared/offline-chef/week-plan.ts';
import { writeDraft } from '../../../shared/offline-chef/recipe-writer.ts';
import { isPerishable, keepsDays as keeps } from '../../../shared/ingredients/keeping.ts';
import { readEntry } from '../../../shared/ingredients/read-entry.ts';
import { readPantry } from '../../../shared/offline-chef/pantry-items.ts';
import type { Ingredient } from '../../../shared/ingredients/pantry-knowledge.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { leftoverDays } from '../../../shared/week/leftovers.ts';
import { rawFoodProblems } from '../../support/raw-food-check.ts';
import { SEEDED_LISTS } from '../../support/seeded-lists.ts';

// The built-in chef's week over its 80 seeded pantry lists, 5 days each, read from the plan and from
// each day's recipe as written, as the visitor reads them.

const DAYS = 5;
// The one seeded list that cannot give 5 different dinners: flour, sugar, honey and oats make a
// bake, flatbreads, a smoothie and a sharing board, and nothing else the chef knows (oats are
// porridge, never a savoury base).
const SHORT_LISTS: readonly string[] = ['Flour, Brown sugar, Honey, Oats'];

/** The food an entry names, as the chef reads it (plain "tuna" is tinned). */
const foodOf = (entry: string): Ingredient | undefined => readPantry([entry])[0]?.entry;

/** The foods a recipe lists, as its ingredient lines name them. */
const listedFoods = (recipe: string): Ingredient[] =>
  recipe
    .slice(recipe.indexOf('### Ingredients'), recipe.indexOf('### Steps'))
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .flatMap((line) => readEntry(line.slice(2).split(' — ')[0]!.replace(/\s*\(to serve\)$/, '')).food ?? []);

const WEEKS = SEEDED_LISTS.map((list) => {
  const plan = planWeek(list, DAYS, {});
  const written = (units: Units) => plan.dishes.map((day) => writeDraft(list, { units, dish: { name: day.dish, uses: day.uses } }).markdown);
  return { list, plan, metric: written('metric'), us: written('us') };
});

describe('the built-in chef plans a week from each of its 80 seeded lists', () => {
  it('reads 80 lists', () => {
    expect(WEEKS).toHaveLength(80);
  });

  it('plans 5 different dishes for every list but those that cannot give 5, and says how many were asked of those', () => {
    const short = WEEKS.filter(({ plan }) => plan.dishes.length < DAYS);
    expect(short.map(({ list }) => list.join(', '))).toEqual(SHORT_LISTS);
    for (const { plan } of short) expect(plan.asked).toBe(DAYS);
    for (const { plan } of WEEKS) expect(new Set(plan.dishes.map((day) => day.dish.toLowerCase())).size).toBe(plan.dishes.length);
  });

  it('writes each day under the title the plan gave it', () => {
    for (const { plan, metric } of WEEKS) expect(metric.map((recipe) => recipe.split('\n')[0])).toEqual(plan.dishes.map((day) => `## ${day.dish}`));
  });

  it('uses every perishable food on hand on at least one day', () => {
    const missed = WEEKS.flatMap(({ list, plan }) => {
      const used = new Set(plan.dishes.flatMap((day) => day.uses.map((food) => foodOf(food)?.name)));
      return list.filter((food) => isPerishable(foodOf(food)) && !used.has(foodOf(food)?.name)).map((food) => `${food} in ${list.join(', ')}`);
    });
    expect(missed).toEqual([]);
    // The check meant something: most lists have perishable foods.
    expect(WEEKS.filter(({ list }) => list.some((food) => isPerishable(foodOf(food)))).length).toBeGreaterThan(60);
  });

  it('cooks the foods that keep 2 days or fewer first: no day goes by without one until all are cooked', () => {
    const late = WEEKS.flatMap(({ list, plan }) => {
      const firstDay = (food: string) => plan.dishes.findIndex((day) => day.uses.some((used) => foodOf(used)?.name === foodOf(food)?.name));
      const quickest = list.filter((food) => foodOf(food) !== undefined && keeps(foodOf(food)!) <= 2);
      const last = Math.max(-1, ...quickest.map(firstDay));
      const days = plan.dishes.slice(0, Math.max(0, last)).map((day, at) => ({ day, at }));
      return days.filter(({ at }) => !quickest.some((food) => firstDay(food) === at)).map(({ day }) => `${day.dish} before ${quickest.join(', ')} in ${list.join(', ')}`);
    });
    expect(late).toEqual([]);
    // The check meant something: many lists have such foods.
    expect(WEEKS.filter(({ list }) => list.some((food) => foodOf(food) !== undefined && keeps(foodOf(food)!) <= 2)).length).toBeGreaterThan(20);
  });

  it('uses at least 2 perishable foods it bought on 2 days or more in at least 60% of plans', () => {
    const reusing = WEEKS.filter(({ list, metric }) => {
      const onHand = new Set(list.map((food) => foodOf(food)?.name));
      const days = new Map<string, number>();
      for (const recipe of metric) {
        const bought = new Set(listedFoods(recipe).filter((food) => isPerishable(food) && !onHand.has(food.name)).map((food) => food.name));
        for (const food of bought) days.set(food, (days.get(food) ?? 0) + 1);
      }
      return [...days.values()].filter((count) => count >= 2).length >= 2;
    });
    expect(reusing.length / WEEKS.length).toBeGreaterThanOrEqual(0.6);
  });

  it.each<Units>(['metric', 'us'])('writes every day safe to eat, in %s units: raw meat, fish and eggs to a safe inside temperature, dry grains and pulses cooked in liquid', (units) => {
    const problems = WEEKS.flatMap((week) => week[units].flatMap((recipe) => rawFoodProblems(recipe, units).map((problem) => `${recipe.split('\n')[0]}: ${problem}`)));
    expect(problems).toEqual([]);
  });

  it('keeps no leftovers of a day past its safe day: 1 day for a dish with rice in it, as written', () => {
    const unsafe = WEEKS.flatMap(({ plan, metric }) =>
      plan.dishes.filter((day, at) => listedFoods(metric[at]!).some((food) => food.category === 'grain' && /rice|arborio/.test(food.name)) && leftoverDays(day) !== 1).map((day) => day.dish),
    );
    expect(unsafe).toEqual([]);
  });
});

