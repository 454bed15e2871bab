import { describe, expect, it } from 'vitest';
import { readStored } from '../../client/lib/local-store.ts';
import { RECENT_RECIPES } from '../../client/lib/recent-recipes.ts';
import { writtenFields } from '../../client/lib/recipe-record.ts';
import { readShareFragment, shareFragment } from '../../client/lib/share-link.ts';
import { createKeeping } from '../../client/recipe/kept-recipes.ts';
import { LAST_RECIPE } from '../../client/recipe/last-recipe.ts';
import { textAt } from '../../client/recipe/presenting.ts';
import { makeVersion } from '../../client/recipe/version.ts';
import { recordOf, shownOf } from '../../client/recipe/versions.ts';
import { convertRecipe, scaleRecipe } from '../../shared/recipe/scale-recipe.ts';

const FOUR = ['Rice', 'Peas', 'Eggs', 'Soy sauce'];
const PROOF = 'a'.repeat(43);
const WRITTEN = ['## Egg fried rice', '', 'Serves 2', '', '## Ingredients', '- 1 cup rice', '- 2 eggs', '', '## Method', '1. Fry it all.'].join('\n');
const whole = { author: null, ending: { kind: 'whole' } } as const;

describe('the name a version goes by', () => {
  it.each([
    ['## Garlic tomato pasta\n\nBoil.', 'Garlic tomato pasta'],
    ['Here is one for you!\n\n### Basil bruschetta ###\n\nToast.', 'Basil bruschetta'],
    ['**Pancakes**\n\nWhisk.', 'Pancakes'],
    ['## 🍅 Crème brûlée: vite!', '🍅 Crème brûlée: vite!'],
    ['***', 'Untitled recipe'],
  ])('is read once, when the version of %j is made: %j', (markdown, name) => {
    expect(makeVersion(markdown, whole).name).toBe(name);
  });

  it('stays the name it was made with when its text is shown scaled', () => {
    const version = makeVersion(WRITTEN, whole);
    const scaled = textAt(version, { servings: 6, units: null }, { scaleRecipe, convertRecipe });
    expect(scaled).toContain('Serves 6');
    expect(version).toMatchObject({ name: 'Egg fried rice', title: 'Egg fried rice', servings: 2 });
  });

  it("names a recent recipe by its version's name, not by the words of the text kept", () => {
    const kept = createKeeping(() => undefined);
    kept.keep({ markdown: '## Words the text says\n\nFry.', ingredients: FOUR }, null, true, {}, 'Egg fried rice');
    kept.addRecent({ markdown: '## Other words\n\nBoil.', ingredients: FOUR }, 'Pea soup');
    expect(readStored(RECENT_RECIPES)?.map((entry) => entry.title)).toEqual(['Pea soup', 'Egg fried rice']);
  });
});

describe('the servings a kept recipe is shown at', () => {
  const version = makeVersion(WRITTEN, { ...whole, proof: PROOF });
  const scaled = textAt(version, { servings: 6, units: null }, { scaleRecipe, convertRecipe });

  it('are kept with the record of a scaled version, and only then', () => {
    expect(recordOf(scaled, FOUR, version, 6)).toEqual({ markdown: scaled, ingredients: FOUR, proof: PROOF, written: WRITTEN, servings: 6 });
    expect(recordOf(WRITTEN, FOUR, version, null)).toEqual({ markdown: WRITTEN, ingredients: FOUR, proof: PROOF });
  });

  // The text kept says 2: the servings shown are the ones kept beside it, never read from it.
  it('bring a kept scaled recipe back at 6 without reading its text', () => {
    const stored = LAST_RECIPE.check({ markdown: WRITTEN.replace('1 cup', '3 cups'), ingredients: FOUR, proof: PROOF, written: WRITTEN, servings: 6 });
    expect(shownOf(stored!, null).presentation).toEqual({ servings: 6, units: null });
  });

  it.each([
    [6, 6],
    [24, 24],
    [0, undefined],
    [2.5, undefined],
    [25, undefined],
    ['6', undefined],
  ])('are read back from storage when they are a number of servings: %j', (servings, kept) => {
    expect(writtenFields({ proof: PROOF, written: WRITTEN, servings }).servings).toBe(kept);
  });

  it('travel in a share link', async () => {
    const fragment = await shareFragment({ markdown: scaled, ingredients: FOUR, proof: PROOF, written: WRITTEN, servings: 6 });
    const reading = await readShareFragment(fragment!);
    expect(reading).toEqual({ ok: true, recipe: { markdown: scaled, ingredients: FOUR, proof: PROOF, written: WRITTEN, servings: 6 } });
    if (!reading?.ok) throw new Error('The link was not read');
    expect(shownOf(reading.recipe, null).presentation.servings).toBe(6);
  });
});
