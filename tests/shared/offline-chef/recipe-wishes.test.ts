import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import { breaksPreferences } from '../../../shared/ingredients/allergen-check.ts';
import { knownIngredientNames } from '../../../shared/ingredients/pantry-knowledge.ts';
import { ALLERGENS, DIETS, TIME_LIMITS } from '../../../shared/api/recipe-preferences.ts';
import type { RecipePreferences } from '../../../shared/api/recipe-request.ts';

const titleOf = (recipe: string) => recipe.split('\n')[0]?.slice(3) ?? '';
const minutesOf = (recipe: string) => Number(/\*\*Total time:\*\* (\d+) minutes/.exec(recipe)?.[1]);
/** The names in a recipe's ingredient list: "- Chicken — 300 g" -> "Chicken". */
const listedIn = (recipe: string) => recipe.split('\n').filter((line) => line.startsWith('- ')).map((line) => line.slice(2, line.indexOf(' — ')));
/** The ingredients the chef added itself: those not on the visitor's list. */
const staplesOf = (recipe: string, list: readonly string[]) => listedIn(recipe).filter((name) => !list.includes(name));

describe('writeRecipe with the visitor’s wishes', () => {
  it('offers something different when asked, and is still deterministic', () => {
    const list = ['Chicken', 'Rice', 'Broccoli', 'Garlic'];
    const first = writeRecipe(list);
    const again = writeRecipe(list, { previousTitle: titleOf(first) });
    expect(titleOf(again)).not.toBe(titleOf(first));
    expect(writeRecipe(list, { previousTitle: titleOf(first) })).toBe(again);
  });

  it('goes round several ideas when asked again and again', () => {
    const list = ['Chicken', 'Rice', 'Broccoli', 'Garlic'];
    const titles = [titleOf(writeRecipe(list))];
    for (let i = 0; i < 4; i++) titles.push(titleOf(writeRecipe(list, { previousTitle: titles.at(-1) })));
    expect(new Set(titles).size).toBe(5);
  });

  it('changes its choice for any list when asked for something different', () => {
    const names = knownIngredientNames();
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...names), { minLength: 4, maxLength: 8 }), (list) => {
        const first = titleOf(writeRecipe(list));
        expect(titleOf(writeRecipe(list, { previousTitle: first }))).not.toBe(first);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps within the time limit when a dish from the list can', () => {
    const list = ['Eggs', 'Spinach', 'Mushrooms', 'Cheddar'];
    expect(minutesOf(writeRecipe(list))).toBeGreaterThan(15);
    const quick = writeRecipe(list, { maxMinutes: 15 });
    expect(minutesOf(quick)).toBeLessThanOrEqual(15);
    expect(quick).not.toContain('you have._');
  });

  it('never promises a time it cannot keep: it says when nothing fits', () => {
    const names = knownIngredientNames();
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...names), { minLength: 4, maxLength: 8 }), fc.constantFrom(...TIME_LIMITS), (list, maxMinutes) => {
        const recipe = writeRecipe(list, { maxMinutes });
        const fits = minutesOf(recipe) <= maxMinutes;
        expect(fits || recipe.includes(`more than the ${maxMinutes} you have`)).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('writes for the number of servings asked for', () => {
    expect(writeRecipe(['Flour', 'Sugar', 'Butter', 'Eggs'], { servings: 12 })).toMatch(/^\*\*Serves:\*\* 12 · /m);
  });

  it.each<[string[], RecipePreferences, string[]]>([
    [['Eggs', 'Spinach', 'Feta', 'Onion'], {}, ['Butter', 'Salt', 'Black pepper']],
    [['Eggs', 'Spinach', 'Feta', 'Onion'], { allergies: ['milk'] }, ['Olive oil', 'Salt', 'Black pepper']],
    [['Noodles', 'Tofu', 'Pak choi', 'Ginger'], { diet: ['gluten-free'] }, ['Vegetable oil', 'Salt']],
    [['Banana', 'Strawberries', 'Oats', 'Yogurt'], { diet: ['vegan'] }, []],
  ])('adds no staple that breaks the wishes: %j with %j', (list, wishes, staples) => {
    expect(staplesOf(writeRecipe(list, wishes), list)).toEqual(staples);
  });

  it('never adds a staple that breaks a diet or an allergy, for any list', () => {
    const names = knownIngredientNames();
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...names), { minLength: 4, maxLength: 8 }),
        fc.subarray([...DIETS]),
        fc.subarray(ALLERGENS),
        (list, diet, allergies) => {
          const wishes = { diet, allergies };
          for (const staple of staplesOf(writeRecipe(list, wishes), list)) expect(breaksPreferences(staple, wishes)).toBe(false);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('leaves out, and names, what the visitor listed but their diet rules out', () => {
    const recipe = writeRecipe(['Chicken', 'Rice', 'Broccoli', 'Garlic'], { diet: ['vegan'] });
    expect(recipe).toContain('_Left out: Chicken, which your preferences rule out._');
    const ingredientLines = recipe.split('\n').filter((line) => line.startsWith('- '));
    expect(ingredientLines.some((line) => /chicken/i.test(line))).toBe(false);
    expect(recipe.slice(recipe.indexOf('### Steps'))).not.toMatch(/chicken/i);
  });

  it('says so when every ingredient is ruled out, rather than cook nothing', () => {
    const recipe = writeRecipe(['Chicken', 'Bacon', 'Beef', 'Pork'], { diet: ['vegetarian'] });
    expect(recipe).toMatch(/^_Your preferences rule out Bacon, Beef, Chicken and Pork, and there is nothing else on the list/m);
    expect(recipe).toMatch(/^### Steps/m);
  });

  it('never uses a listed ingredient its diet rules out while others remain, for any list', () => {
    const names = knownIngredientNames();
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...names), { minLength: 4, maxLength: 8 }), fc.subarray([...DIETS]), (list, diet) => {
        const recipe = writeRecipe(list, { diet });
        const mine = listedIn(recipe).filter((name) => list.includes(name));
        const kept = list.filter((name) => !breaksPreferences(name, { diet }));
        if (kept.length > 0) for (const name of mine) expect(breaksPreferences(name, { diet })).toBe(false);
      }),
      { numRuns: 120 },
    );
  });
});
