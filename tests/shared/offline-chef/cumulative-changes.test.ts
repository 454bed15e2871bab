import { describe, expect, it } from 'vitest';
import type { RecipeChange } from '../../../shared/api/recipe-change.ts';
import { writeRecipe } from '../../support/chef-drafts.ts';

// A later change of the built-in chef's recipe keeps every earlier swap and every addition, and a
// swap changes only its own line: what a cook was told to use stays what they use.

const PROOF = 'p'.repeat(43);
type Asked = Pick<RecipeChange, 'kind' | 'from' | 'to'>;

/** The recipe for a list, then each change in turn, each made of the version before it. */
function changed(list: readonly string[], asks: readonly Asked[]): string {
  let recipe = writeRecipe(list);
  for (const ask of asks) recipe = writeRecipe(list, { change: { ...ask, recipe, proof: PROOF } });
  return recipe;
}

/** The line the list gives a food: "Fish sauce — 1 tbsp". */
const lineOf = (recipe: string, food: string): string | undefined =>
  recipe.split('\n').find((line) => line.toLowerCase().startsWith(`- ${food.toLowerCase()} `))?.slice(2);

const STIR_FRY = ['chicken thighs', 'rice', 'broccoli', 'garlic', 'soy sauce', 'onion'];
const PASTA = ['pasta', 'courgette', 'cherry tomatoes', 'garlic', 'butter', 'basil'];
const HOT_BOWL = ['chicken thighs', 'rice', 'broccoli', 'garlic', 'chilli', 'soy sauce'];

describe('a later change keeps what earlier ones set', () => {
  it('swapping onion for shallot keeps the 1 tbsp of fish sauce an earlier swap set for the soy sauce', () => {
    const fish: Asked = { kind: 'swap', from: 'Soy sauce', to: 'fish sauce' };
    expect(lineOf(changed(STIR_FRY, [fish]), 'fish sauce')).toBe('Fish sauce — 1 tbsp');
    const both = changed(STIR_FRY, [fish, { kind: 'swap', from: 'Onion', to: 'shallot' }]);
    expect(lineOf(both, 'fish sauce')).toBe('Fish sauce — 1 tbsp');
    expect(lineOf(both, 'shallot')).toBe('Shallot — 2');
  });

  it.each<Asked['kind']>(['quicker', 'spicier', 'no-oven'])('after a 1½ tbsp olive-oil swap for the butter, %s keeps 1½ tbsp', (kind) => {
    const oil: Asked = { kind: 'swap', from: 'Butter', to: 'olive oil' };
    expect(lineOf(changed(PASTA, [oil]), 'olive oil')).toBe('Olive oil — 1½ tbsp');
    expect(lineOf(changed(PASTA, [oil, { kind }]), 'olive oil')).toBe('Olive oil — 1½ tbsp');
  });

  it("Vegetarian after Milder keeps Milder's yogurt and cucumber to serve, and the step that sets them out", () => {
    const milder = changed(HOT_BOWL, [{ kind: 'milder' }]);
    expect(lineOf(milder, 'plain yogurt')).toBe('Plain yogurt (to serve) — 150 g');
    const vegetarian = changed(HOT_BOWL, [{ kind: 'milder' }, { kind: 'vegetarian' }]);
    expect(vegetarian).not.toMatch(/chicken/i);
    expect(lineOf(vegetarian, 'plain yogurt')).toBe('Plain yogurt (to serve) — 150 g');
    expect(lineOf(vegetarian, 'cucumber')).toBe('Cucumber (to serve) — ½');
    expect(vegetarian).toMatch(/Set out a bowl of the plain yogurt/);
  });
});
