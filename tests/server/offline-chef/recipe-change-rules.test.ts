import { generateText } from 'ai';
import { describe, expect, it } from 'vitest';
import { createOfflineChef, offlineChefOptions } from '../../../server/hosts/offline-chef/index.ts';
import { writeRecipe } from '../../support/chef-drafts.ts';
import { breaksPreferences } from '../../../shared/ingredients/allergen-check.ts';
import { buildRecipePrompt } from '../../../shared/api/prompt.ts';
import {
  CAKE, CRUMBLE, CURRY, FLAPJACKS, FRITTATA, PASTA, PROOF, read, RICE_BOWL, SALAD, SMOOTHIE, SOUP, STIR_FRY, TACOS, TRAYBAKE, VEGETARIAN,
  versions, type Asked, type Wishes,
} from './changed-versions.ts';

const KINDS: readonly Asked[] = [
  { kind: 'quicker' }, { kind: 'spicier' }, { kind: 'milder' }, { kind: 'vegetarian' }, { kind: 'no-oven' }, { kind: 'one-pot' },
  { kind: 'swap', from: 'Garlic', to: 'Ginger' }, { kind: 'swap', from: 'Chicken' }, { kind: 'swap', from: 'Butter' },
];
const LISTS = [PASTA, STIR_FRY, CURRY, TRAYBAKE, RICE_BOWL, TACOS, SOUP, CAKE, CRUMBLE, FRITTATA, SALAD, SMOOTHIE, ['Tofu', 'Rice', 'Garlic', 'Peppers', 'Honey']];
const WISHES: readonly Wishes[] = [
  { diet: ['vegan'] }, { diet: ['vegetarian', 'gluten-free'] }, { allergies: ['milk', 'eggs', 'soy', 'mustard'] }, { diet: ['pescatarian'], allergies: ['sesame'] },
];

describe('every change, for any visitor', () => {
  it.each(KINDS)('adds nothing the visitor rules out: %j', (asked) => {
    const added = WISHES.flatMap((wishes) =>
      LISTS.flatMap((list) => {
        const { before, after } = versions(list, asked, wishes);
        const suggested = after.steps.filter((step) => step.startsWith('Set out '));
        const added = [...after.names.filter((name) => !before.names.includes(name)), ...suggested];
        return added.filter((text) => breaksPreferences(text, wishes)).map((text) => `${JSON.stringify(wishes)} ${list.join(', ')}: ${text}`);
      }),
    );
    expect(added).toEqual([]);
  });

  it.each(KINDS)('writes the same version for the same request, whatever the order of the list: %j', (asked) => {
    for (const list of LISTS) {
      const recipe = writeRecipe(list);
      const again = (order: readonly string[]) => writeRecipe(order, { change: { ...asked, recipe, proof: PROOF } });
      expect(again([...list].reverse())).toBe(again(list));
    }
  });

  it.each(KINDS)('writes for the servings and units asked: %j', (asked) => {
    for (const list of LISTS) {
      const { after } = versions(list, asked, { servings: 8, units: 'us' });
      expect(after.markdown).toMatch(/^\*\*Serves:\*\* 8 · /m);
      expect(after.text).not.toMatch(/\d (g|kg|ml|litres?)\b|°C|\bcm\b/);
    }
  });
});

describe('a change through the model seam', () => {
  it('reaches the chef as the typed change in the request it is handed, beside the prompt hosted models read', async () => {
    const change = { kind: 'spicier' as const, recipe: writeRecipe(PASTA), proof: PROOF };
    const result = await generateText({
      model: createOfflineChef(),
      ...buildRecipePrompt(PASTA, 'system', { change }),
      providerOptions: offlineChefOptions({ ingredients: PASTA, change }),
    });
    expect(result.text).toBe(writeRecipe(PASTA, { change }));
    expect(result.text).toMatch(/^- Chilli flakes — /m);
  });

  it('says when the new version takes longer than the visitor has', () => {
    const { before, after } = versions(FLAPJACKS, { kind: 'no-oven' }, { maxMinutes: 45 });
    expect(before.minutes).toBeLessThanOrEqual(45);
    expect(after.markdown).toContain(`_This version takes about ${after.minutes} minutes, more than the 45 you have._`);
  });
});

describe('a change of a changed version', () => {
  /** The versions a visitor gets by asking for each change in turn. */
  function inTurn(list: readonly string[], asked: readonly Asked[], wishes: Wishes = {}) {
    const written = [writeRecipe(list, wishes)];
    for (const one of asked) written.push(writeRecipe(list, { ...wishes, change: { ...one, recipe: written.at(-1)!, proof: PROOF } }));
    return written.map(read);
  }

  it('keeps what earlier changes did: still vegetarian once quicker, still quick once spicier', () => {
    const [, vegetarian, quicker, spicier] = inTurn(RICE_BOWL, [{ kind: 'vegetarian' }, { kind: 'quicker' }, { kind: 'spicier' }]);
    expect(quicker!.names).toEqual(vegetarian!.names);
    expect(quicker!.minutes).toBeLessThan(vegetarian!.minutes!);
    expect([spicier!.title, spicier!.minutes]).toEqual([quicker!.title, quicker!.minutes]);
    expect(spicier!.markdown.split('\n').filter((line) => breaksPreferences(line, VEGETARIAN))).toEqual([]);
  });

  it('keeps the oven off when asked for it quicker, cutting everything small, and then says it is as quick as it gets', () => {
    const [, hob, quicker, again] = inTurn(TRAYBAKE, [{ kind: 'no-oven' }, { kind: 'quicker' }, { kind: 'quicker' }]);
    expect(quicker!.title).toBe(`${quicker!.minutes}-Minute ${hob!.title}`);
    expect(quicker!.minutes).toBeLessThan(hob!.minutes!);
    expect(quicker!.names).toEqual(hob!.names);
    expect(quicker!.markdown).not.toMatch(/\boven\b/i);
    expect(again!.notes).toEqual(['_This is about as quick as this dish gets._']);
    expect([again!.title, again!.steps]).toEqual([quicker!.title, quicker!.steps]);
  });

  it('goes back to the dish it was for a recipe it cannot place', () => {
    const { before, after } = versions(PASTA, { kind: 'spicier' });
    const elsewhere = writeRecipe(PASTA, { change: { kind: 'spicier', recipe: '# Chicken spaghetti\n\n- 200 g spaghetti\n\n1. Cook it.', proof: PROOF } });
    expect(read(elsewhere).title).toBe(before.title);
    expect(elsewhere).toBe(after.markdown);
  });
});
