import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../support/chef-drafts.ts';
import type { AdjustKind } from '../../shared/api/recipe-change.ts';
import type { Units } from '../../shared/api/recipe-preferences.ts';
import { scaleRecipe } from '../../shared/recipe/scale-recipe.ts';
import { ingredientLine, recipeOf } from '../../shared/recipe/recipe-value.ts';
import { substitutesFor } from '../../shared/ingredients/substitutes.ts';
import { CHEF_LISTS as LISTS } from '../support/chef-lists.ts';

describe('an ingredient line as a value', () => {
  it.each([
    ['2 tbsp olive oil, plus extra', { amount: 2, unit: 'tbsp' }, 'olive oil', 'plus extra'],
    ['Rice — 150 g', { amount: 150, unit: 'g' }, 'Rice', null],
    ['Chicken thighs — 300 g, diced', { amount: 300, unit: 'g' }, 'Chicken thighs', 'diced'],
    ['1 red onion, finely chopped', { amount: 1, unit: '' }, 'red onion', 'finely chopped'],
    ['2 cloves garlic (crushed)', { amount: 2, unit: 'clove' }, 'garlic', 'crushed'],
    ['1 ½ cups vegetable stock', { amount: 1.5, unit: 'cup' }, 'vegetable stock', null],
    ['2-3 tbsp soy sauce', { amount: 2, upTo: 3, unit: 'tbsp' }, 'soy sauce', null],
    ['500g spaghetti', { amount: 500, unit: 'g' }, 'spaghetti', null],
    ['Olive oil: 2 tbsp', { amount: 2, unit: 'tbsp' }, 'Olive oil', null],
    ['Salt and pepper, to taste', null, 'Salt and pepper', 'to taste'],
    ['a pinch of chilli flakes', null, 'chilli flakes', null],
    ['Fresh basil (to serve)', null, 'Fresh basil', 'to serve'],
    ['Lemon (you have this)', null, 'Lemon', null],
  ])('reads "%s"', (text, quantity, food, note) => {
    expect(ingredientLine(text)).toEqual({ text, quantity, food, note });
  });
});

describe('a recipe as a value', () => {
  const HOST = [
    '# Lemon garlic chicken with rice',
    '',
    'A quick weeknight dinner.',
    '',
    '**Servings:** 2 | **Total time:** 35 minutes',
    '',
    '**Ingredients:**',
    '- 2 tbsp olive oil',
    '- 300 g chicken thighs, diced',
    '- 150 g rice',
    '- 2 cloves garlic, minced',
    '',
    '**Instructions:**',
    '1. Simmer the rice in 300 ml water for 15 minutes.',
    '2. Heat half the olive oil and brown the chicken for 8 minutes, until it reaches 74 °C inside.',
    '3. Add the garlic and the rest of the olive oil and cook for 1 minute.',
  ].join('\n');

  it('carries its title, servings, time, lines, and for each step the lines it uses, its shares and its times', () => {
    const recipe = recipeOf(HOST);
    expect(recipe).toMatchObject({ title: 'Lemon garlic chicken with rice', intro: 'A quick weeknight dinner.', servings: 2, totalMinutes: 35 });
    expect(recipe.ingredients.map((line) => line.food)).toEqual(['olive oil', 'chicken thighs', 'rice', 'garlic']);
    expect(recipe.steps.map((step) => step.uses)).toEqual([
      [{ line: 2, share: null, amount: '150 g rice' }],
      [
        { line: 0, share: 0.5, amount: '1 tbsp olive oil (half)' },
        { line: 1, share: null, amount: '300 g chicken thighs' },
      ],
      [
        { line: 0, share: 0.5, amount: '1 tbsp olive oil (half)' },
        { line: 3, share: null, amount: '2 cloves garlic' },
      ],
    ]);
    expect(recipe.steps.map((step) => step.durations.map((duration) => [duration.label, duration.what]))).toEqual([
      [['15 min', 'Simmer the rice']],
      [['8 min', 'Brown the chicken']],
      [['1 min', 'Cook the garlic']],
    ]);
  });

  it('gives a step that takes a third of a line its third, and the step that takes the rest the two thirds left', () => {
    const crumble = '## Crumble\n\nServes 4\n\n## Ingredients\n- Sugar — 90 g\n- Apples — 4\n- Flour — 150 g\n\n## Method\n1. Toss the apples with a third of the sugar.\n2. Rub the flour with the rest of the sugar.';
    const recipe = recipeOf(crumble);
    expect(recipe.steps.map((step) => step.uses.find((use) => use.line === 0))).toEqual([
      { line: 0, share: 1 / 3, amount: 'Sugar — 30 g (a third)' },
      { line: 0, share: expect.closeTo(2 / 3, 9), amount: 'Sugar — 60 g (two thirds)' },
    ]);
  });

  it('gives each step the amounts of the list it is shown with: scaled, the steps use the scaled lines', () => {
    const recipe = recipeOf(scaleRecipe(HOST, 2, 6));
    expect(recipe.servings).toBe(6);
    expect(recipe.steps[1]!.uses.map((use) => use.amount)).toEqual(['3 tbsp olive oil (half)', '900 g chicken thighs']);
  });
});

// The built-in chef's changes and the swaps its dialog offers, over the lists in support/chef-lists.ts.
const CHANGES: readonly (AdjustKind | 'swap' | undefined)[] = [undefined, 'quicker', 'spicier', 'milder', 'vegetarian', 'no-oven', 'one-pot', 'swap'];
const PROOF = 'p'.repeat(43);

/** The chef's recipe for `list`, or its change of that kind (a swap: the first stand-in offered for its first line that has one). */
function chefRecipe(list: readonly string[], kind: AdjustKind | 'swap' | undefined, servings: number, units: Units): string {
  const base = writeRecipe(list, { servings, units });
  if (kind === undefined) return base;
  if (kind !== 'swap') return writeRecipe(list, { servings, units, change: { kind, recipe: base, proof: PROOF } });
  const line = recipeOf(base).ingredients.find((each) => substitutesFor(each.text, list).length > 0);
  const to = line && substitutesFor(line.text, list)[0];
  return line && to ? writeRecipe(list, { servings, units, change: { kind: 'swap', from: line.food, to: to.name, recipe: base, proof: PROOF } }) : base;
}

describe("the built-in chef's steps agree with its list, at every servings value, after every change and swap", () => {
  it('uses each line it splits in shares that add up to the line, and every other line whole', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LISTS),
        fc.constantFrom(...CHANGES),
        fc.integer({ min: 1, max: 24 }),
        fc.constantFrom<Units>('metric', 'us'),
        (list, kind, servings, units) => {
          const recipe = recipeOf(chefRecipe(list, kind, servings, units));
          expect(recipe.steps.length).toBeGreaterThan(0);
          const shares = new Map<number, number[]>();
          for (const use of recipe.steps.flatMap((step) => step.uses)) {
            if (use.share !== null) shares.set(use.line, [...(shares.get(use.line) ?? []), use.share]);
          }
          // Half the oil in one step and the rest in another, a third of the sugar and the rest: the shares add up to the line.
          for (const [line, parts] of shares) {
            const where = `${recipe.ingredients[line]!.text} in ${list.join(', ')} (${kind}, ${servings}, ${units})`;
            expect(parts.length, where).toBeGreaterThanOrEqual(2);
            expect(parts.reduce((sum, part) => sum + part, 0), where).toBeCloseTo(1, 9);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
