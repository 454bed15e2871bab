import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addIngredients, expectClean, pageSettled } from './page-checks.ts';
import { useHostedStage } from './stage.ts';

const LIST = ['Flour', 'Eggs', 'Buttermilk', 'Sugar', 'Milk', 'Lemon'];
const PANCAKES = [
  '## Buttermilk Pancakes\n\n',
  'Fluffy pancakes for a slow breakfast.\n\n',
  'Serves 4 · Total time: 25 minutes\n\n',
  '### Ingredients\n\n',
  '- 2 cups (250 g) flour\n- 2 tbsp sugar\n- 1 tsp baking powder\n- 2 cups (480 ml) buttermilk\n- 2 eggs\n- 3 tbsp melted butter\n\n',
  '### Instructions\n\n',
  '1. Whisk the flour, sugar and baking powder in a bowl.\n',
  '2. Beat the buttermilk, eggs and 2 tbsp of the butter, then stir them into the flour.\n',
  '3. Fry ¼ cup of batter at a time in a 24 cm pan for 2 minutes a side.\n',
];
const SWAPPED = ['## Lemony Pancakes\n\nServes 4 · Total time: 25 minutes\n\n- 2 cups (250 g) flour\n- 2 cups (480 ml) milk\n- 2 tbsp lemon juice\n\n1. Sour the milk with the lemon juice.\n2. Fry.\n'];
const QUICKER = ['## Quick Pancakes\n\n', 'Serves 4 · Total time: 15 minutes\n\n', '- 2 cups (250 g) flour\n- 2 cups (480 ml) milk\n\n', '1. Whisk.\n', '2. Fry.\n'];

const stage = useHostedStage((hostURL) => ({
  AI_BASE_URL: hostURL,
  AI_API_KEY: 'e2e-key',
  OFFLINE_CHEF_WORDS_PER_SECOND: '0',
  RATE_LIMIT_MAX: '1000',
  RECIPE_PROOF_KEY: 'the-e2e-replicas-shared-key-of-32-characters',
}));

const section = (page: Page) => page.getByRole('region', { name: 'Pantry Chef Recommendations' });
const idle = (page: Page) => page.getByRole('status').waitFor({ state: 'detached', timeout: 30_000 });
const servingsTo = async (page: Page, servings: string) => {
  await page.getByRole('spinbutton', { name: 'Servings to cook' }).fill(servings);
  await section(page).getByText(`Serves ${servings}`).waitFor();
};


const cases = [320, 1280].flatMap((width) => (['light', 'dark'] as const).map((colorScheme) => ({ width, colorScheme })));

describe('changing the recipe you got, in Chromium', () => {
  it('keeps each amount of the swap dialog on one line and its Close button in view on a 320 px phone', async () => {
    const context = await stage.browser.newContext({ viewport: { width: 320, height: 480 } });
    const page = await context.newPage();
    await page.goto(stage.server.url);
    await addIngredients(page, LIST);
    stage.host.answerWith({ kind: 'stream', pieces: PANCAKES, gapMs: 0 });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await idle(page);
    await servingsTo(page, '8');
    for (const name of ['Swap Eggs', 'Swap Buttermilk']) {
      await page.getByRole('button', { name }).click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      // Each amount ("4 tbsp", "4 cups") drawn as one box: a range that wraps is drawn as two.
      const amounts = await dialog.evaluate((element) => {
        const found: { text: string; lines: number }[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/[\d½¼¾⅓⅔]+ (?:tbsp|tsp|cups?|ml|g)\b/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            found.push({ text: match[0], lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size });
          }
        }
        return found;
      });
      expect(amounts.length, name).toBeGreaterThan(0);
      expect(amounts.filter((amount) => amount.lines !== 1), name).toEqual([]);
      // Close is in view without scrolling, however long the list of swaps.
      const close = await dialog.getByRole('button', { name: 'Close' }).evaluate((button) => {
        const box = button.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
      });
      expect(close, name).toBe(true);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it.each(cases)('scales, swaps and changes a host’s recipe at $width px in the $colorScheme theme, axe clean in each state', async ({ width, colorScheme }) => {
    const context = await stage.browser.newContext({ viewport: { width, height: 900 }, colorScheme });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(stage.server.url);
    await addIngredients(page, LIST);
    stage.host.answerWith({ kind: 'stream', pieces: PANCAKES, gapMs: 0 });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await idle(page);
    await section(page).getByText('Whisk the flour').waitFor();

    // Scaled: the list and the amounts in the steps follow; times, pans and temperatures do not.
    const servings = page.getByRole('spinbutton', { name: 'Servings to cook' });
    expect(await servings.inputValue()).toBe('4');
    await servings.fill('12');
    await section(page).getByText('Serves 12').waitFor();
    const scaled = await section(page).locator('.recipe').innerText();
    expect(scaled).toContain('6 cups (750 g) flour');
    expect(scaled).toContain('6 eggs');
    expect(scaled).toContain('6 tbsp of the butter');
    expect(scaled).toContain('in a 24 cm pan for 2 minutes a side');
    await expectClean(page, 'scaled');
    await servings.fill('4');
    await section(page).getByText('Serves 4').waitFor();

    // The swap dialog open.
    await page.getByRole('button', { name: 'Swap Buttermilk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Swap Buttermilk' });
    await dialog.waitFor();
    await expectClean(page, 'the swap dialog open');
    const before = stage.host.received.length;
    stage.host.answerWith({ kind: 'stream', pieces: SWAPPED, gapMs: 0 });
    await dialog.getByRole('button', { name: /^Use Milk/ }).first().click();
    await section(page).getByText('Sour the milk with the lemon juice.').waitFor();
    await idle(page);
    const swap = stage.host.received[before]!.body.messages as { role: string; content: string }[];
    expect(swap.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(swap[2]!.content).toBe(PANCAKES.join(''));
    expect(swap[3]!.content).toMatch(/^Please change this recipe\. Swap "Buttermilk" for "Milk/);
    await page.getByText('Version 2 of 2').waitFor();
    await pageSettled(page);
    await expectClean(page, 'version 2 of 2');

    // A change streaming, then version 3 of 3.
    stage.host.answerWith({ kind: 'stream', pieces: QUICKER, gapMs: 300 });
    await page.getByRole('group', { name: 'Change this recipe' }).getByRole('button', { name: 'Quicker' }).click();
    await section(page).getByText('Quick Pancakes').waitFor();
    await expectClean(page, 'a change streaming');
    await idle(page);
    await page.getByText('Version 3 of 3').waitFor();
    await pageSettled(page);
    await expectClean(page, 'version 3 of 3');

    await page.getByRole('button', { name: 'Previous version' }).click();
    await section(page).getByText('Sour the milk with the lemon juice.').waitFor();
    await page.getByText('Version 2 of 3').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
