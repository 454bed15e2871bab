import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { audit } from './axe.ts';
import { addIngredients, sidewaysOverflow, smallTapTargets } from './page-checks.ts';
import { hostThenOfflineChef, useHostedStage } from './stage.ts';

const LIST = ['Tomato', 'Eggs', 'Peanut', 'Basil'];
// A host's recipe in pieces, as it would stream: a heading for its ingredients and a numbered method.
const RECIPE = [
  '# Tomato and Egg Noodles\n\nA quick supper for two.\n\n',
  '## Ingredients\n\n- 4 cherry tomatoes, halved\n- 1 tbsp peanut butter\n',
  '- 3 eggs, beaten\n- 200 g egg noodles, cooked\n- 2 tbsp olive oil\n- Salt and pepper, to taste\n\n',
  '## Method\n\n1. Fry the tomatoes in the oil.\n2. Scramble in the eggs and toss with the noodles.\n',
];

const stage = useHostedStage(hostThenOfflineChef);

async function openPage(colorScheme: 'light' | 'dark' = 'light'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stage.server.url });
  const page = await context.newPage();
  await page.goto(stage.server.url);
  return { context, page };
}

async function askForRecipe(page: Page, list: string[]) {
  await addIngredients(page, list);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await page.getByRole('region', { name: 'Shopping list' }).waitFor();
}

// Each line and its mark, without the word of the line's Swap button.
const marks = async (page: Page) =>
  (await page.getByRole('region', { name: 'What you have' }).getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s*Swap$/, ''));
const toBuy = (page: Page) => page.getByRole('region', { name: 'Shopping list' }).getByRole('listitem').allInnerTexts();

describe('what you have and what to buy, in Chromium', () => {
  it.each(['light', 'dark'] as const)('marks a finished recipe and lists what to buy, axe clean at 320 and 1280 px (%s)', async (colorScheme) => {
    stage.host.answerWith({ kind: 'stream', pieces: RECIPE, gapMs: 10 });
    const { context, page } = await openPage(colorScheme);
    await askForRecipe(page, LIST);

    expect((await marks(page)).map((mark) => mark.replace(/\s+/g, ' '))).toEqual([
      '4 cherry tomatoes, halved You have this',
      '1 tbsp peanut butter To buy',
      '3 eggs, beaten You have this',
      '200 g egg noodles, cooked To buy',
      '2 tbsp olive oil Kitchen staple',
      'Salt and pepper, to taste Kitchen staple',
    ]);
    expect(await toBuy(page)).toEqual(['1 tbsp peanut butter', '200 g egg noodles']);

    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: 'Copy shopping list' }).scrollIntoViewIfNeeded();
      const { violations, passed } = await audit(page);
      expect(violations, `${colorScheme}, ${width} px`).toEqual([]);
      expect(passed).toEqual(expect.arrayContaining(['color-contrast', 'button-name', 'region']));
      expect(await sidewaysOverflow(page), `${width} px`).toBe(0);
      expect((await smallTapTargets(page)).filter((target) => target.startsWith('Copy shopping list'))).toEqual([]);
    }
    await context.close();
  });

  it('copies the shopping list as plain text, one item a line', async () => {
    stage.host.answerWith({ kind: 'stream', pieces: RECIPE, gapMs: 10 });
    const { context, page } = await openPage();
    await askForRecipe(page, LIST);
    const list = page.getByRole('region', { name: 'Shopping list' });
    await list.getByRole('button', { name: 'Copy shopping list' }).click();
    await list.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1 tbsp peanut butter\n200 g egg noodles\n');
    await context.close();
  });

  it('marks the recipe again after a reload, against the list it was written for', async () => {
    stage.host.answerWith({ kind: 'stream', pieces: RECIPE, gapMs: 10 });
    const { context, page } = await openPage();
    await askForRecipe(page, LIST);
    const before = await marks(page);
    await page.reload();
    await page.getByRole('region', { name: 'Shopping list' }).waitFor();
    expect(await marks(page)).toEqual(before);
    expect(await toBuy(page)).toEqual(['1 tbsp peanut butter', '200 g egg noodles']);
    await context.close();
  });

  it("marks the offline chef's recipe the same way", async () => {
    stage.host.answerWith({ kind: 'status', status: 500 });
    const { context, page } = await openPage();
    const list = ['Chicken', 'Rice', 'Broccoli', 'Garlic'];
    await askForRecipe(page, list);
    const had = (await marks(page)).filter((mark) => mark.includes('You have this'));
    expect(had).toHaveLength(list.length);
    for (const item of list) expect(had.some((mark) => mark.toLowerCase().includes(item.toLowerCase()))).toBe(true);
    await page.getByRole('region', { name: 'Shopping list' }).getByText(/^Nothing to buy/).waitFor();
    await context.close();
  });
});
