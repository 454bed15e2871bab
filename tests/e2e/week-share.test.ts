import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addIngredients, expectClean } from './page-checks.ts';
import { useStage } from './stage.ts';

const PANTRY = ['Chicken', 'Spinach', 'Rice', 'Onion', 'Eggs', 'Tomatoes'];

const week = (page: Page) => page.getByRole('region', { name: 'Your week' });
// A day's own heading (its recipe has headings of its own inside it).
const dayHeadings = (page: Page) => week(page).locator('article > h3').allInnerTexts();
const keptWeek = (page: Page) => page.evaluate(() => localStorage.getItem('pantry-chef:week'));

describe('a shared link to the week in Chromium', () => {
  const stage = useStage({ OFFLINE_CHEF_WORDS_PER_SECOND: '400', RATE_LIMIT_MAX: '1000' });

  it('carries a week the built-in chef wrote to a fresh browser at 320 px, read-only with its list, until Use this week', async () => {
    const sender = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await sender.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stage.server.url });
    const page = await sender.newPage();
    await page.goto(stage.server.url);
    await addIngredients(page, PANTRY);
    await page.getByRole('spinbutton', { name: 'Days to plan' }).fill('2');
    await page.getByRole('button', { name: 'Plan a week' }).click();
    await week(page).getByText(/^Writing day \d of 2$/).waitFor();
    await week(page).getByRole('button', { name: 'Stop' }).waitFor({ state: 'detached', timeout: 60_000 });
    await expect.poll(() => week(page).getByText('Planned, not written yet.').count()).toBe(0);
    const planned = await dayHeadings(page);
    await week(page).getByRole('button', { name: 'Share week' }).click();
    await week(page).getByText('Link to the week copied').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${stage.server.url}/#week=1\\.[A-Za-z0-9_-]+$`));
    await sender.close();

    const context = await stage.browser.newContext({ viewport: { width: 320, height: 900 } });
    const visitor = await context.newPage();
    const errors: string[] = [];
    visitor.on('pageerror', (error) => errors.push(error.message));
    await visitor.goto(link);
    await week(visitor).getByText('Shared with you').waitFor();
    expect(await dayHeadings(visitor)).toEqual(planned);
    const list = visitor.getByRole('region', { name: 'Shopping list for the week' });
    await expect.poll(() => list.getByRole('checkbox').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    for (const name of [/^Another idea/, /^Cook double$/, /^Remove/, /^Share week$/]) expect(await week(visitor).getByRole('button', { name }).count()).toBe(0);
    // Every day's proof is the service's own: no day says otherwise.
    await visitor.waitForLoadState('networkidle');
    expect(await week(visitor).getByText("This day's recipe isn't the text the chef wrote", { exact: false }).count()).toBe(0);
    expect(await keptWeek(visitor)).toBeNull();
    await expectClean(visitor, 'a shared week, read-only at 320 px');

    await week(visitor).getByRole('button', { name: 'Use this week' }).click();
    await week(visitor).getByRole('button', { name: /^Another idea for Monday$/ }).waitFor();
    expect(new URL(visitor.url()).hash).toBe('');
    await expect.poll(() => keptWeek(visitor)).not.toBeNull();
    await visitor.reload();
    await week(visitor).getByRole('button', { name: /^Another idea for Monday$/ }).waitFor();
    expect(await dayHeadings(visitor)).toEqual(planned);
    expect(errors).toEqual([]);
    await context.close();
  });
});
