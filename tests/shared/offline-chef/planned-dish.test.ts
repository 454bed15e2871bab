import { describe, expect, it } from 'vitest';
import { planWeek } from '../../../shared/offline-chef/week-plan.ts';
import { redraft, unchangedByChange, writeDraft } from '../../../shared/offline-chef/recipe-writer.ts';
import { readPantry } from '../../../shared/offline-chef/pantry-items.ts';

// A day of a week plan, written by the built-in chef: the dish the plan named, from the foods it
// said it uses (with the kitchen's staples and what it must buy), and drafted again from its key.

const LIST = ['Salmon', 'Chicken thighs', 'Spinach', 'Potatoes', 'Carrots', 'Eggs', 'Pasta', '200g feta'];
const PROOF = 'p'.repeat(43);

/** The foods a recipe lists, by the chef's keys. */
const listed = (recipe: string): string[] =>
  recipe
    .slice(recipe.indexOf('### Ingredients'), recipe.indexOf('### Steps'))
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => readPantry([line.slice(2).split(' — ')[0]!.replace(/\s*\(to serve\)$/, '')])[0]!.key);
const keyOf = (food: string): string => readPantry([food])[0]!.key;
const titleOf = (recipe: string): string => recipe.split('\n')[0]!.replace(/^## /, '');
const servesOf = (recipe: string): number => Number(/\*\*Serves:\*\* (\d+)/.exec(recipe)?.[1]);

const WEEK = planWeek(LIST, 5, {}).dishes;

describe('a planned day, written by the built-in chef', () => {
  it.each(WEEK.map((day) => [day.dish, day] as const))('writes %s under its name, from the foods it uses, and none of the list it does not', (_, day) => {
    const recipe = writeDraft(LIST, { dish: { name: day.dish, uses: day.uses } }).markdown;
    expect(titleOf(recipe)).toBe(day.dish);
    const foods = listed(recipe);
    for (const food of day.uses) expect(foods).toContain(keyOf(food));
    const others = LIST.filter((food) => !day.uses.some((used) => keyOf(used) === keyOf(food)));
    for (const food of others) expect(foods).not.toContain(keyOf(food));
    // The list's other foods are for other days, not "left out".
    expect(recipe).not.toMatch(/Left out this time/);
  });

  it('writes a day cooked double as the same dish for twice the servings, dropping only a promise of speed it no longer keeps', () => {
    const week = planWeek(LIST, 5, { servings: 2 }).dishes;
    for (const day of week) {
      const single = writeDraft(LIST, { servings: 2, dish: { name: day.dish, uses: day.uses } });
      const double = writeDraft(LIST, { servings: 4, dish: { name: day.dish, uses: day.uses } });
      expect(double.draft).toEqual({ ...single.draft, servings: 4 });
      expect(servesOf(double.markdown)).toBe(4);
      if (titleOf(double.markdown) !== day.dish) {
        expect(day.dish).toMatch(/\b(?:Speedy|Quick|Weeknight)\b/);
        expect(Number(/\*\*Total time:\*\* (\d+)/.exec(double.markdown)?.[1])).toBeGreaterThanOrEqual(30);
      }
    }
    // The case is met: the stir-fry that is speedy for 2 is not for 4.
    expect(week.some((day) => /Speedy/.test(day.dish))).toBe(true);
  });

  it.each<[string, string[]]>([
    ['Chicken and Spinach Curry', ['Chicken thighs', 'Spinach']],
    ['Grandmother’s Salmon Wellington', ['Salmon', 'Potatoes']],
  ])('gives a name it does not know (%s) its best dish of those foods, titled as what it is', (name, uses) => {
    const answer = writeDraft(LIST, { dish: { name, uses } });
    expect(titleOf(answer.markdown)).not.toBe(name);
    expect(answer.markdown).toMatch(/^## \S/);
    expect(answer.draft).toBeDefined();
    const foods = listed(answer.markdown);
    expect(uses.every((food) => foods.includes(keyOf(food)))).toBe(true);
    expect(LIST.filter((food) => !uses.includes(food) && foods.includes(keyOf(food)))).toEqual([]);
    // Its key drafts it again, as any of the chef's recipes.
    expect(redraft(LIST, answer.draft!, { dish: { name, uses } }, { servings: null, units: null })?.markdown).toBe(answer.markdown);
  });

  describe('drafted again from its key', () => {
    const day = WEEK.find((one) => /Traybake|Pasta|Stir-Fry|Curry/.test(one.dish)) ?? WEEK[0]!;
    const dish = { name: day.dish, uses: day.uses };
    const first = writeDraft(LIST, { dish });

    it('scales to other servings and units as the same dish, with or without the day named', () => {
      for (const wishes of [{ dish }, {}]) {
        const six = redraft(LIST, first.draft!, wishes, { servings: 6, units: 'us' });
        expect(six?.key).toEqual({ ...first.draft, servings: 6, units: 'us' });
        expect(six?.markdown).toBe(writeDraft(LIST, { dish, servings: 6, units: 'us' }).markdown);
        expect(servesOf(six!.markdown)).toBe(6);
      }
      expect(redraft(LIST, first.draft!, { dish }, { servings: null, units: null })?.markdown).toBe(first.markdown);
    });

    it('changes the planned dish, not the list’s own first recipe, with or without the day named', () => {
      const own = writeDraft(LIST).markdown;
      for (const wishes of [{ dish }, {}]) {
        const changed = writeDraft(LIST, { ...wishes, change: { kind: 'quicker', recipe: first.markdown, proof: PROOF, draft: first.draft } });
        expect(changed.draft?.seed).toBe(first.draft?.seed);
        expect(changed.draft?.changes.map((one) => one.kind)).toEqual(['quicker']);
        expect(titleOf(changed.markdown)).not.toBe(titleOf(own));
        expect(listed(changed.markdown).filter((food) => !listed(first.markdown).includes(food))).toEqual([]);
        expect(unchangedByChange(LIST, { ...wishes, change: { kind: 'vegetarian', recipe: changed.markdown, proof: PROOF, draft: changed.draft } })).toBe(
          unchangedByChange(LIST, { dish, change: { kind: 'vegetarian', recipe: changed.markdown, proof: PROOF, draft: changed.draft } }),
        );
      }
    });
  });
});
