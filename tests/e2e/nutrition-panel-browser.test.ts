import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addIngredients, expectClean, pageSettled } from './page-checks.ts';
import { useStage } from './stage.ts';

const stage = useStage({ OFFLINE_CHEF_WORDS_PER_SECOND: '0', RATE_LIMIT_MAX: '1000' });

const section = (page: Page) => page.getByRole('region', { name: 'Pantry Chef Recommendations' });
const panel = (page: Page) => page.getByRole('region', { name: 'Nutrition per serving' });
const idle = (page: Page) => page.getByRole('status').waitFor({ state: 'detached', timeout: 30_000 });
const recipeText = (page: Page) => section(page).locator('.recipe').innerText();

/** The panel's figures as text (servings line and table), once they are in. */
async function figures(page: Page): Promise<string> {
  const region = panel(page);
  await region.getByText(/^One of \d+ servings?, as shown\.$/).waitFor();
  return `${await region.getByText(/^One of/).innerText()}\n${await region.getByRole('table').innerText()}`;
}

/** Waits until the figures differ from `before` (the panel follows the recipe shown), and returns them. */
async function newFigures(page: Page, before: string): Promise<string> {
  await expect.poll(() => figures(page), { timeout: 15_000 }).not.toBe(before);
  return figures(page);
}

const kcal = (text: string) => Number(/Energy\s+(?:at least )?([\d,]+) kcal/.exec(text)?.[1]?.replace(',', ''));

async function change(page: Page, group: Locator, kind: string, version: number) {
  await group.getByRole('button', { name: kind }).click();
  await page.getByText(new RegExp(`^Version ${version} of ${version}$`)).waitFor();
  await idle(page);
}

describe('nutrition per serving, in Chromium', () => {
  it('follows scaling, a change, a swap and the versions, and stays clean for axe at 320 and 1280 px in both themes', async () => {
    // A context of its own: axe needs one.
    // Reduced motion: no colour transition is under way when a theme is audited.
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(stage.server.url);
    await addIngredients(page, ['Chicken thighs', 'Rice', 'Garlic', 'Spinach', 'Lemon']);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await idle(page);

    const first = await figures(page);
    expect(kcal(first)).toBeGreaterThan(200);
    await panel(page).getByText('Estimated from USDA FoodData Central (SR Legacy)').waitFor();
    for (const [width, colorScheme] of [[320, 'light'], [320, 'dark'], [1280, 'dark'], [1280, 'light']] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await pageSettled(page);
      await expectClean(page, `nutrition at ${width} px, ${colorScheme}`);
    }

    // Scaled: the servings line follows, the dish per serving stays near what it was.
    const servings = page.getByRole('spinbutton', { name: 'Servings to cook' });
    const stated = Number(await servings.inputValue());
    await servings.fill(String(stated * 3));
    const scaled = await newFigures(page, first);
    expect(scaled).toContain(`One of ${stated * 3} servings`);
    expect(Math.abs(kcal(scaled) - kcal(first)) / kcal(first)).toBeLessThan(0.1);

    // A change: the figures are the new version's.
    const changes = page.getByRole('group', { name: 'Change this recipe' });
    await change(page, changes, 'Vegetarian', 2);
    const vegetarian = await newFigures(page, scaled);
    expect(await recipeText(page)).not.toMatch(/chicken/i);

    // A swap: the figures are the swapped version's.
    const swap = section(page).getByRole('button', { name: /^Swap / }).first();
    const name = ((await swap.getAttribute('aria-label')) ?? '').replace(/^Swap /, '');
    await swap.click();
    await page.getByRole('dialog', { name: `Swap ${name}` }).getByRole('button', { name: 'Let the chef choose' }).click();
    await page.getByText(/^Version 3 of 3$/).waitFor();
    await idle(page);
    await newFigures(page, vegetarian);

    // Back to the first version, at the servings the cook set: its own figures again.
    await page.getByRole('button', { name: 'Previous version' }).click();
    await page.getByRole('button', { name: 'Previous version' }).click();
    await page.getByText(/^Version 1 of 3$/).waitFor();
    await expect.poll(() => figures(page), { timeout: 15_000 }).toBe(scaled);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works offline once the table has been used: the page, the built-in chef and its figures', async () => {
    const context = await stage.browser.newContext({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(stage.server.url);
    await addIngredients(page, ['Red lentils', 'Onion', 'Tomatoes', 'Cumin']);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await idle(page);
    const online = await figures(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The worker keeps the table once a page under it has fetched it.
    await page.reload();
    await figures(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Another idea' }).click();
    await idle(page);
    await expect.poll(() => section(page).locator('.recipe ol li').count()).toBeGreaterThan(1);
    const offline = await figures(page);
    expect(kcal(offline)).toBeGreaterThan(100);
    expect(offline).not.toBe(online);
    expect(errors).toEqual([]);
    await context.close();
  });
});
