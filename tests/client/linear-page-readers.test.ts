import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterHint } from '../../client/lib/entry-messages.ts';
import { suggestIngredients } from '../../client/lib/ingredient-suggestions.ts';
import { unitsForLocale } from '../../client/lib/locale-units.ts';
import { recipeKey } from '../../client/lib/cook-timers.ts';
import { RECENT_RECIPES } from '../../client/lib/recent-recipes.ts';
import { readHeader } from '../../shared/recipe/recipe-header.ts';
import { readShareFragment, shareFragment } from '../../client/lib/share-link.ts';
import { keepValidIngredients } from '../../client/lib/stored-ingredients.ts';
import { STORED_TIMERS } from '../../client/lib/stored-timers.ts';
import { adversarialText, everyRun } from '../support/adversarial-text.ts';
import { INPUT_CHARS, readsInLinearTime } from '../support/linear-time.ts';

// The name a version of the text is made with (client/recipe/version.ts).
const titleOf = (markdown: string) => readHeader(markdown).name;

// The page's own readers of a recipe, a list, a stored value or a link take time in proportion to
// what they read: on 64 kB, at most twice linear against a quarter of it, measured in the same run.

const LIST = ['Tomato', 'Garlic', 'Pasta', 'Basil', 'Onion', 'Rice'];

const READERS: readonly (readonly [string, (text: string) => unknown])[] = [
  ['readHeader', readHeader],
  ['recipeKey', recipeKey],
  ['suggestIngredients', (text) => suggestIngredients(text, LIST)],
  ['characterHint', characterHint],
  ['unitsForLocale', unitsForLocale],
  ['keepValidIngredients', (text) => keepValidIngredients(text.split('\n'))],
  ['the stored recent recipes', (text) => RECENT_RECIPES.check(Array(10).fill({ markdown: text, ingredients: LIST, title: 'Soup', at: 1 }))],
  ['the stored timers', (text) => STORED_TIMERS.check([{ step: 1, recipe: '4b13fa56', title: text, seconds: 60, endsAt: Date.now(), done: false }])],
  ['a link that is not one', (text) => readShareFragment(`#recipe=1.${text}`)],
];

const text = adversarialText(INPUT_CHARS);

describe("the page's readers take linear time", () => {
  it.each(READERS)('%s reads any 64 kB text in time linear in its length', async (name, read) => {
    await read('## Soup\n\nServes 2');
    for (const each of everyRun(INPUT_CHARS)) {
      expect(await readsInLinearTime(read, each), `${name} on a run of ${JSON.stringify(each.slice(0, 8))}`).toBe(true);
    }
    await fc.assert(
      fc.asyncProperty(text, async (each) => {
        expect(await readsInLinearTime(read, each), `${name} on ${JSON.stringify(each.slice(0, 24))}…`).toBe(true);
      }),
      { numRuns: 12, endOnFailure: true },
    );
  }, 60_000);

  it('opens a share link of any 64 kB recipe in time linear in its length', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (markdown) => {
        const fragment = await shareFragment({ markdown, ingredients: LIST });
        if (fragment === undefined) return;
        // A link to a quarter of the recipe is the baseline, measured in the same run.
        const linkTo = (text: string) => shareFragment({ markdown: text, ingredients: LIST });
        const quarter = await linkTo(markdown.slice(0, Math.floor(markdown.length / 4)));
        const links = new Map([[markdown.length, fragment], [Math.floor(markdown.length / 4), quarter ?? '']]);
        const linear = await readsInLinearTime((link: string) => readShareFragment(link), markdown, (text) => links.get(text.length) ?? '');
        expect(linear, `a link to ${JSON.stringify(markdown.slice(0, 24))}…`).toBe(true);
      }),
      { numRuns: 12, endOnFailure: true },
    );
  }, 60_000);

  it.each([
    ['a heading with a 20 kB run of spaces before its text ends', `# Soup${' '.repeat(20_000)}x`, `Soup x`],
    ['a heading ending in a 20 kB run of spaces and #s', `## Soup${' #'.repeat(10_000)}`, 'Soup'],
    ['a heading of a 20 kB run of #s before its text', `# ${'#'.repeat(20_000)}x`, 'x'],
  ])('titles %s at once, and right', async (_, markdown, title) => {
    expect(titleOf(markdown)).toBe(title);
    expect(await readsInLinearTime(titleOf, markdown)).toBe(true);
  });
});
