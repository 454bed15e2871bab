import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addIngredients, expectClean, smallTapTargets } from './page-checks.ts';
import { useStage } from './stage.ts';

// The week's shopping list in Chromium, under a week the built-in chef plans and writes: ticked
// off, reloaded, copied and printed, at 320 and 1280 px in both themes.

const PANTRY = ['Chicken', 'Spinach', 'Rice', 'Onion', 'Eggs', 'Tomatoes'];

const list = (page: Page) => page.getByRole('region', { name: 'Shopping list for the week' });
const boxes = (page: Page) => list(page).getByRole('checkbox');

/** Plans `days` days and waits until every one is written and the list is worked out for them. */
async function weekWithList(page: Page, days: number) {
  await addIngredients(page, PANTRY);
  await page.getByRole('spinbutton', { name: 'Days to plan' }).fill(String(days));
  await page.getByRole('button', { name: 'Plan a week' }).click();
  const week = page.getByRole('region', { name: 'Your week' });
  await week.getByRole('button', { name: 'Stop' }).waitFor({ state: 'detached', timeout: 60_000 });
  await expect.poll(() => week.getByText('Planned, not written yet.').count()).toBe(0);
  await list(page).getByRole('button', { name: 'Copy list' }).waitFor({ timeout: 30_000 });
}

describe("the week's shopping list in Chromium", () => {
  const stage = useStage({ OFFLINE_CHEF_WORDS_PER_SECOND: '400', RATE_LIMIT_MAX: '1000' });

  it('is ticked off, kept through a reload, copied without what is ticked, and axe-clean at 320 and 1280 px in both themes', async () => {
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stage.server.url });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(stage.server.url);
    await weekWithList(page, 3);

    const names = await boxes(page).evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.innerText.trim() ?? ''));
    expect(names.length).toBeGreaterThan(0);
    // Each line is a checkbox whose accessible name is its text: "<food> — <amount> · <days>".
    for (const name of names) expect(name).toMatch(/^.+ — .+ · (Mon|Tue|Wed)/);
    const first = list(page).getByRole('checkbox', { name: names[0]!, exact: true });
    await first.check();

    await page.reload();
    await list(page).getByRole('button', { name: 'Copy list' }).waitFor({ timeout: 30_000 });
    expect(await list(page).getByRole('checkbox', { name: names[0]!, exact: true }).isChecked()).toBe(true);
    expect(await boxes(page).evaluateAll((inputs) => inputs.filter((input) => (input as HTMLInputElement).checked).length)).toBe(1);

    await list(page).getByRole('button', { name: 'Copy list' }).click();
    await list(page).getByText('Copied').waitFor();
    const copied = (await page.evaluate(() => navigator.clipboard.readText())).split('\n').filter(Boolean);
    // One item a line, what to get without why; the ticked line is left out. (The lines are those
    // shown now: a food whose amount meets the recipes' only through USDA's table moves once it loads.)
    expect(copied).toHaveLength((await boxes(page).count()) - 1);
    expect(copied).not.toContain(names[0]!.split(' · ')[0]);

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const width of [320, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await list(page).scrollIntoViewIfNeeded();
        await expectClean(page, `${colorScheme}, ${width} px`);
        const small = await smallTapTargets(page);
        expect(small.filter((target) => names.some((name) => target.startsWith(name)) || /^(Copy list|Share list|Print list|Clear ticks|Save week file)/.test(target)), `${colorScheme}, ${width} px`).toEqual([]);
      }
    }

    await list(page).getByRole('button', { name: 'Clear ticks' }).click();
    expect(await boxes(page).evaluateAll((inputs) => inputs.filter((input) => (input as HTMLInputElement).checked).length)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('prints the list alone, on one page', async () => {
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(stage.server.url);
    await weekWithList(page, 5);
    // What "Print list" sets for its printing (window.print would open a dialog here).
    await page.evaluate(() => document.documentElement.classList.add('print-week-list'));
    await page.emulateMedia({ media: 'print' });
    expect(await list(page).getByRole('heading', { name: 'Shopping list for the week' }).isVisible()).toBe(true);
    expect(await boxes(page).first().isVisible()).toBe(true);
    for (const hidden of [
      page.getByRole('heading', { level: 1, name: 'Pantry Chef' }),
      page.getByRole('textbox', { name: 'Add Ingredient' }),
      // The week's days (the list may sit inside their region, which then holds only the list).
      page.getByRole('heading', { name: /^Monday: / }),
      list(page).getByRole('button', { name: 'Copy list' }),
      page.getByRole('region', { name: 'Nutrition over the week' }),
    ]) {
      expect(await hidden.isVisible(), String(hidden)).toBe(false);
    }
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await context.close();
  });
});
