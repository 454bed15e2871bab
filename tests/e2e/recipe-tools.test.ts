import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addIngredients, pageSettled } from './page-checks.ts';
import { useHostedStage } from './stage.ts';

const LIST = ['Tomato', 'Garlic', 'Pasta', 'Basil'];
const USER_MESSAGE = "I have Tomato, Garlic, Pasta, Basil. Please give me a recipe you'd recommend I make!";

const stage = useHostedStage((hostURL) => ({ AI_BASE_URL: hostURL, AI_API_KEY: 'e2e-key', RATE_LIMIT_MAX: '100' }));

async function pageWithList(width = 1280): Promise<Page> {
  const page = await stage.browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(stage.server.url);
  await addIngredients(page, LIST);
  return page;
}

const section = (page: Page) => page.getByRole('region', { name: 'Pantry Chef Recommendations' });

describe('the recipe tools in Chromium', () => {
  it('Stop keeps the text so far and the server stops reading the host', async () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i} `);
    stage.host.answerWith({ kind: 'stream', pieces: ['## Slow soup\n\n', ...words], gapMs: 100 });
    const page = await pageWithList();
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await section(page).getByText('word3').waitFor();

    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('status').waitFor({ state: 'detached' });
    // The stopped text renders, with its note, a moment after the status goes.
    await section(page).getByText('You stopped the recipe here, so it is incomplete.').waitFor();
    const kept = await section(page).innerText();
    expect(kept).toContain('Slow soup');
    expect(kept).toContain('word3');
    expect(await page.getByRole('alert').count()).toBe(0);

    await expect.poll(() => stage.host.hungUp.length, { timeout: 5_000 }).toBe(1);
    expect(stage.host.hungUp[0]!.piecesSent).toBeLessThan(words.length);
    await pageSettled(page);
    expect(await section(page).innerText()).toBe(kept);
    await expect(page.getByRole('button', { name: 'Another idea' }).evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.close();
  });

  it('Another idea asks the host for something different, naming the dish only in the user turn', async () => {
    stage.host.answerWith({ kind: 'stream', pieces: ['## Garlic tomato pasta\n\n', 'Boil the pasta.'], gapMs: 10 });
    const page = await pageWithList();
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await section(page).getByText('Boil the pasta.').waitFor();
    await page.getByRole('status').waitFor({ state: 'detached' });

    stage.host.answerWith({ kind: 'stream', pieces: ['## Basil bruschetta\n\n', 'Toast the bread.'], gapMs: 10 });
    await page.getByRole('button', { name: 'Another idea' }).click();
    await section(page).getByText('Toast the bread.').waitFor();

    const messages = stage.host.received.at(-1)!.body.messages as { role: string; content: string }[];
    expect(messages.at(-1)).toEqual({ role: 'user', content: `${USER_MESSAGE}\n\nThe dish to move away from, named as data: "Garlic tomato pasta"` });
    const instruction = messages[0]!.content;
    const asked = instruction.indexOf("\nSuggest something different from the dish the person's message names as the one to move away from.\n");
    expect(asked).toBeGreaterThan(0);
    expect(instruction).not.toContain('Garlic tomato pasta');
    expect(instruction.indexOf('\nHard constraints from the person')).toBeGreaterThan(asked);
    await page.close();
  });

  it('opens the preferences from the keyboard and sends them', async () => {
    stage.host.answerWith({ kind: 'stream', pieces: ['## Tomato soup\n\n', 'Simmer.'], gapMs: 10 });
    const page = await pageWithList();
    const summary = page.locator('summary', { hasText: 'Preferences' });
    await summary.focus();
    await page.keyboard.press('Enter');
    const vegan = page.getByRole('checkbox', { name: 'Vegan' });
    await vegan.waitFor({ state: 'visible' });
    await vegan.focus();
    await page.keyboard.press('Space');
    expect(await vegan.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await section(page).getByText('Simmer.').waitFor();

    expect(stage.host.received.at(-1)!.body.messages).toContainEqual({ role: 'system', content: expect.stringContaining('- Diet: vegan.') });
    await page.close();
  });

  it('writes in the units of the browser language until the visitor chooses others, and tells the host', async () => {
    const context = await stage.browser.newContext({ locale: 'en-GB', viewport: { width: 320, height: 800 } });
    const page = await context.newPage();
    await page.goto(stage.server.url);
    await addIngredients(page, LIST);
    await page.locator('summary', { hasText: 'Preferences' }).click();
    const units = page.getByRole('radiogroup', { name: 'Units' });
    const metric = units.getByRole('radio', { name: 'Metric' });
    const us = units.getByRole('radio', { name: 'US customary' });
    await metric.waitFor();
    expect(await metric.isChecked()).toBe(true);
    const systemMessage = () => (stage.host.received.at(-1)!.body.messages as { role: string; content: string }[])[0]!;

    stage.host.answerWith({ kind: 'stream', pieces: ['## Tomato soup\n\n', 'Simmer.'], gapMs: 10 });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await section(page).getByText('Simmer.').waitFor();
    expect(systemMessage()).toEqual({ role: 'system', content: expect.stringContaining('\n- Units: metric. Use metric units (g, ml, °C)') });
    await page.getByRole('status').waitFor({ state: 'detached' });

    // From the keyboard, as a radio group is used: focus the chosen one and arrow to the other.
    await metric.focus();
    await page.keyboard.press('ArrowDown');
    expect(await us.isChecked()).toBe(true);
    stage.host.answerWith({ kind: 'stream', pieces: ['## Basil bruschetta\n\n', 'Toast the bread.'], gapMs: 10 });
    await page.getByRole('button', { name: 'Another idea' }).click();
    await section(page).getByText('Toast the bread.').waitFor();
    expect(systemMessage()).toEqual({ role: 'system', content: expect.stringContaining('\n- Units: US customary. Use US customary units (cups, oz, °F)') });
    await context.close();
  });

  it('prints the recipe alone', async () => {
    stage.host.answerWith({ kind: 'stream', pieces: ['## Garlic tomato pasta\n\n', '1. Boil the pasta.\n'], gapMs: 10 });
    const page = await pageWithList();
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await section(page).getByText('Boil the pasta.').waitFor();
    await page.getByRole('status').waitFor({ state: 'detached' });

    await section(page).getByRole('heading', { name: 'Garlic tomato pasta' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('heading', { name: 'Garlic tomato pasta' }).isVisible(), 'the title').toBe(true);
    expect(await page.getByText('Boil the pasta.').isVisible(), 'the steps').toBe(true);
    for (const hidden of [
      page.getByRole('heading', { level: 1, name: 'Pantry Chef' }),
      page.getByRole('textbox', { name: 'Add Ingredient' }),
      page.getByRole('heading', { name: 'Incredients on hand:' }),
      page.getByRole('button', { name: 'Get a recipe' }),
      page.getByRole('button', { name: 'Print' }),
      page.getByRole('button', { name: 'Copy recipe' }),
      page.getByRole('button', { name: 'Another idea' }),
      page.locator('summary', { hasText: 'Preferences' }),
      page.locator('footer'),
    ]) {
      expect(await hidden.isVisible(), String(hidden)).toBe(false);
    }
    await page.close();
  });
});
