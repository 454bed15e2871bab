import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addIngredients, expectClean } from './page-checks.ts';
import { useHostedStage, useStage } from './stage.ts';

const PANTRY = ['Chicken', 'Spinach', 'Rice', 'Onion', 'Eggs', 'Tomatoes'];

const week = (page: Page) => page.getByRole('region', { name: 'Your week' });
const dayNamed = (page: Page, day: string) => week(page).getByRole('article', { name: new RegExp(`^${day}: `) });
// A day's own heading (its recipe has headings of its own inside it).
const dayHeadings = (page: Page) => week(page).locator('article > h3').allInnerTexts();

/** Waits until nothing is being written and every cooking day shows its recipe. */
async function weekWritten(page: Page) {
  await week(page).getByRole('button', { name: 'Stop' }).waitFor({ state: 'detached', timeout: 60_000 });
  await expect.poll(() => week(page).getByText('Planned, not written yet.').count()).toBe(0);
}

async function planDays(page: Page, days: number) {
  await addIngredients(page, PANTRY);
  await page.getByRole('spinbutton', { name: 'Days to plan' }).fill(String(days));
  await page.getByRole('button', { name: 'Plan a week' }).click();
}

const recipeTitle = (day: Locator) => day.locator('.recipe h2').first().innerText();

describe('a week from the built-in chef', () => {
  const stage = useStage({ OFFLINE_CHEF_WORDS_PER_SECOND: '400', RATE_LIMIT_MAX: '1000' });

  describe.each([
    [320, 'light'],
    [320, 'dark'],
    [1280, 'light'],
    [1280, 'dark'],
  ] as const)('at %i px, %s', (width, colorScheme) => {
    it('is planned, written day by day, changed, and kept through a reload and with no connection', async () => {
      const context = await stage.browser.newContext({ serviceWorkers: 'allow', viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(stage.server.url);
      await planDays(page, 3);

      await week(page).getByText(/^Writing day \d of 3$/).waitFor();
      await weekWritten(page);
      const planned = await dayHeadings(page);
      expect(planned).toEqual([expect.stringMatching(/^Monday: /), expect.stringMatching(/^Tuesday: /), expect.stringMatching(/^Wednesday: /)]);
      for (const [index, day] of ['Monday', 'Tuesday', 'Wednesday'].entries()) expect(await recipeTitle(dayNamed(page, day))).toBe(planned[index]!.replace(/^\w+: /, ''));
      // The week's list is mounted under its days, worked out from the recipes written.
      const list = page.getByRole('region', { name: 'Shopping list for the week' });
      await expect.poll(() => list.getByRole('checkbox').count()).toBeGreaterThan(0);
      await expectClean(page, 'a written week');

      // Another idea for one day changes that day only.
      const monday = await dayNamed(page, 'Monday').innerHTML();
      await dayNamed(page, 'Wednesday').getByRole('button', { name: 'Another idea for Wednesday' }).click();
      await expect.poll(() => dayHeadings(page).then((headings) => headings[2])).not.toBe(planned[2]);
      await weekWritten(page);
      expect(await dayNamed(page, 'Monday').innerHTML()).toBe(monday);
      const changed = await dayHeadings(page);
      expect(new Set(changed).size).toBe(3);

      // Cook double: Tuesday eats Monday's leftovers, told how to keep them.
      await dayNamed(page, 'Monday').getByRole('button', { name: 'Cook double' }).click();
      await week(page).getByRole('heading', { name: 'Tuesday: Leftovers from Monday' }).waitFor();
      expect(await dayNamed(page, 'Monday').getByRole('button', { name: 'Cook double' }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => dayNamed(page, 'Tuesday').innerText()).toMatch(/steaming hot/);
      await expectClean(page, 'a week with a leftovers day');

      // Removing a day leaves the others.
      await week(page).getByRole('button', { name: 'Remove Wednesday' }).click();
      expect(await dayHeadings(page)).toEqual([changed[0], 'Tuesday: Leftovers from Monday']);

      // Kept: a reload brings it back, and so does a visit with no connection.
      await page.reload();
      await week(page).getByRole('heading', { name: 'Tuesday: Leftovers from Monday' }).waitFor();
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await context.setOffline(true);
      await page.reload();
      await week(page).getByRole('heading', { name: 'Tuesday: Leftovers from Monday' }).waitFor();
      expect(await recipeTitle(dayNamed(page, 'Monday'))).toBe(changed[0]!.replace(/^\w+: /, ''));
      await expectClean(page, 'a kept week with no connection');
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});

describe('a week the budget cannot finish', () => {
  const stage = useStage({ OFFLINE_CHEF_WORDS_PER_SECOND: '400', AI_DAILY_REQUEST_BUDGET: '2' });

  it('is refused up front, saying how many days it could do', async () => {
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(stage.server.url);
    await planDays(page, 5);
    await week(page).getByRole('alert').getByText("Today's recipe budget can write 2 more days: plan 2 days or fewer, or try again tomorrow.").waitFor();
    expect(await week(page).getByRole('article').count()).toBe(0);
    await expectClean(page, 'a plan refused by the budget');
    await context.close();
  });
});

describe('a host whose plan is not a plan', () => {
  const stage = useHostedStage((hostURL) => ({ AI_BASE_URL: hostURL, AI_API_KEY: 'e2e-key', AI_MODEL: 'test-model' }));

  it('gives a clear error and keeps nothing of it', async () => {
    stage.host.answerWith({ kind: 'stream', pieces: ['Monday: a lovely curry. Tuesday: soup, I think.'], gapMs: 0 });
    const context = await stage.browser.newContext({ viewport: { width: 320, height: 900 } });
    const page = await context.newPage();
    await page.goto(stage.server.url);
    await planDays(page, 3);
    await week(page).getByRole('alert').getByText("The chef's plan for your week came back in a form that could not be read. Please try again.").waitFor();
    expect(await week(page).getByRole('article').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('pantry-chef:week'))).toBeNull();
    // Asked once, and once again: no day was asked for.
    expect(stage.host.received).toHaveLength(2);
    await expectClean(page, 'an unreadable plan');
    await context.close();
  });
});
