import { describe, expect, it } from 'vitest';
import { addIngredients, sidewaysOverflow } from './page-checks.ts';
import { useStage } from './stage.ts';

// Run by `npm run screenshots` only (see vitest.config.ts): it writes the README's pictures into docs/.
const docs = (name: string) => new URL(`../../docs/${name}`, import.meta.url).pathname;

const LIST = ['Salmon', 'Lemon', 'Potatoes', 'Dill', 'Garlic'];

// Width, and the height of page kept from the top: enough for the list and the recipe's start on a
// phone, the whole finished recipe on a desktop.
const devices = { phone: { width: 375, height: 1500 }, desktop: { width: 1280, height: 1900 } };

const stage = useStage({ OFFLINE_CHEF_WORDS_PER_SECOND: '0' });

describe('README screenshots', () => {
  it('shows a recipe streamed by the offline chef, at the top of the README', async () => {
    const page = await stage.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(stage.server.url);
    await page.getByText('Offline chef').waitFor();
    await addIngredients(page, ['  chicken ', 'RICE', 'broccoli', 'garlic']);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('status').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('region', { name: 'Pantry Chef Recommendations' }).locator('ol li').first().waitFor();
    await page.screenshot({ path: docs('screenshot.png'), fullPage: true });
    await page.close();
  });

  const cases = Object.entries(devices).flatMap(([device, size]) =>
    (['light', 'dark'] as const).map((colorScheme) => ({ device, size, colorScheme })),
  );

  it.each(cases)('shows a finished recipe on a $device in the $colorScheme theme', async ({ device, size, colorScheme }) => {
    const page = await stage.browser.newPage({ viewport: { width: size.width, height: 900 }, colorScheme });
    await page.goto(stage.server.url);
    await page.getByText('Offline chef').waitFor();
    await addIngredients(page, LIST);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    const recipe = page.getByRole('region', { name: 'Pantry Chef Recommendations' });
    await page.getByRole('status').waitFor({ state: 'detached', timeout: 30_000 });
    // The formatted recipe, not the plain text shown while the renderer is still loading.
    await recipe.locator('.recipe ol li').first().waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    // No hover or focus ring on the picture, and the top of the page in view.
    await page.mouse.move(0, 0);
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    const height = Math.min(size.height, await page.evaluate(() => document.documentElement.scrollHeight));
    await page.screenshot({
      path: docs(`${device}-${colorScheme}.png`),
      fullPage: true,
      clip: { x: 0, y: 0, width: size.width, height },
    });
    await page.close();
  });

  // The offline chef's recipe for a list, finished, on a phone.
  async function finishedRecipeOnPhone(colorScheme: 'light' | 'dark', list: string[]) {
    const page = await stage.browser.newPage({ viewport: { width: 375, height: 812 }, colorScheme, hasTouch: true });
    await page.goto(stage.server.url);
    await page.getByText('Offline chef').waitFor();
    await addIngredients(page, list);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('status').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('button', { name: 'Start cooking' }).waitFor();
    return page;
  }

  it('shows what you have and the shopping list', async () => {
    // A frittata for this list needs butter, which is not on it.
    const page = await finishedRecipeOnPhone('light', ['Tomato', 'Egg', 'Spinach', 'Feta', 'Garlic']);
    const have = page.getByRole('region', { name: 'What you have' });
    const shopping = page.getByRole('region', { name: 'Shopping list' });
    await shopping.scrollIntoViewIfNeeded();
    const top = (await have.boundingBox())!;
    const bottom = (await shopping.boundingBox())!;
    await page.screenshot({
      path: docs('shopping-list.png'),
      fullPage: true,
      clip: { x: 0, y: top.y - 16 + (await page.evaluate(() => window.scrollY)), width: 375, height: bottom.y + bottom.height - top.y + 32 },
    });
    await page.close();
  });

  it('shows a recipe scaled and changed, with its versions', async () => {
    const page = await finishedRecipeOnPhone('light', ['Chicken', 'Rice', 'Broccoli', 'Garlic', 'Chilli']);
    await page.getByRole('group', { name: 'Change this recipe' }).getByRole('button', { name: 'Vegetarian' }).click();
    await page.getByText('Version 2 of 2').waitFor();
    await page.getByRole('status').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('spinbutton', { name: 'Servings to cook' }).fill('4');
    await expect.poll(() => page.locator('.recipe').innerText()).toMatch(/Serves:? 4\b/);
    // From the recipe's last steps to its versions: the tools under it.
    const steps = page.locator('.recipe ol li');
    await page.getByText('Version 2 of 2').scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const scrolled = await page.evaluate(() => window.scrollY);
    const top = (await steps.last().boundingBox())!.y + scrolled - 16;
    const versions = (await page.getByText('Version 2 of 2').boundingBox())!;
    const bottom = versions.y + scrolled + versions.height + 40;
    await page.screenshot({ path: docs('changed-recipe.png'), fullPage: true, clip: { x: 0, y: top, width: 375, height: bottom - top } });
    await page.close();
  });

  it('shows nutrition per serving under a recipe', async () => {
    const page = await finishedRecipeOnPhone('light', ['Chicken thighs', 'Rice', 'Garlic', 'Spinach', 'Lemon']);
    const nutrition = page.getByRole('region', { name: 'Nutrition per serving' });
    await nutrition.getByText(/^One of \d+ servings/).waitFor();
    await nutrition.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const box = (await nutrition.boundingBox())!;
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.screenshot({ path: docs('nutrition.png'), fullPage: true, clip: { x: 0, y: box.y + scrolled - 16, width: 375, height: box.height + 32 } });
    await page.close();
  });

  it('shows the swap dialog', async () => {
    const page = await finishedRecipeOnPhone('dark', ['Flour', 'Eggs', 'Milk', 'Sugar', 'Butter']);
    await page.getByRole('button', { name: 'Swap Eggs' }).click();
    await page.getByRole('dialog', { name: 'Swap Eggs' }).waitFor();
    await page.mouse.move(0, 0);
    // The dialog scrolls its opener into view smoothly: wait for the page to be still.
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
    await page.waitForTimeout(1_000);
    await page.screenshot({ path: docs('swap-dialog.png') });
    await page.close();
  });

  it('shows cook mode with a timer running', async () => {
    const page = await finishedRecipeOnPhone('dark', LIST);
    await page.getByRole('button', { name: 'Start cooking' }).click();
    const dialog = page.getByRole('dialog', { name: /^Cook mode/ });
    // Forward to the first step that names a time, and start its timer.
    const timer = dialog.getByRole('button', { name: /^Start .* timer / });
    for (let step = 0; step < 12 && (await timer.count()) === 0; step++) await dialog.getByRole('button', { name: 'Next' }).click();
    await timer.first().click();
    await dialog.getByRole('list', { name: 'Timers' }).waitFor();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: docs('cook-mode.png') });
    await page.close();
  });

  it('shows a shared link opened on a phone', async () => {
    // The link as "Share" makes it, from a recipe the offline chef wrote.
    const sharer = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await sharer.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stage.server.url });
    const from = await sharer.newPage();
    await from.goto(stage.server.url);
    await from.getByText('Offline chef').waitFor();
    await addIngredients(from, ['Chickpeas', 'Spinach', 'Onion', 'Rice', 'Garlic']);
    await from.getByRole('button', { name: 'Get a recipe' }).click();
    await from.getByRole('status').waitFor({ state: 'detached', timeout: 30_000 });
    await from.getByRole('button', { name: 'Share' }).click();
    await from.getByText('Link copied').waitFor();
    const link = await from.evaluate(() => navigator.clipboard.readText());
    await sharer.close();

    const page = await stage.browser.newPage({ viewport: { width: 375, height: 900 }, colorScheme: 'light' });
    await page.goto(link);
    await page.getByRole('button', { name: 'Use these ingredients' }).waitFor();
    await page.getByRole('region', { name: 'Pantry Chef Recommendations' }).locator('.recipe ol li').first().waitFor();
    await page.getByRole('button', { name: 'Use these ingredients' }).scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: docs('shared-link.png') });
    await page.close();
  });

  it('shows a recipe written in the page with no connection', async () => {
    const context = await stage.browser.newContext({ viewport: { width: 375, height: 812 }, colorScheme: 'light', serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(stage.server.url);
    await page.getByText('Offline chef').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    await page.reload();
    await addIngredients(page, ['Chickpeas', 'Spinach', 'Onion', 'Rice', 'Garlic']);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('status').waitFor({ state: 'detached', timeout: 30_000 });
    const note = page.getByText("You're offline: this recipe is from the built-in chef");
    await note.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: docs('offline-recipe.png') });
    await context.close();
  });

  it.each(['light', 'dark'] as const)('shows a week planned from the list, and its shopping list, on a phone in the %s theme', async (colorScheme) => {
    const page = await stage.browser.newPage({ viewport: { width: 375, height: 900 }, colorScheme });
    await page.goto(stage.server.url);
    await page.getByText('Offline chef').waitFor();
    await addIngredients(page, ['500 g chicken thighs', 'Spinach', 'Onion', '6 eggs', 'Tomatoes', 'Potatoes']);
    await page.getByRole('spinbutton', { name: 'Days to plan' }).fill('3');
    await page.getByRole('button', { name: 'Plan a week' }).click();
    const week = page.getByRole('region', { name: 'Your week' });
    await week.getByRole('button', { name: 'Stop' }).waitFor({ state: 'detached', timeout: 60_000 });
    await expect.poll(() => week.getByText('Planned, not written yet.').count(), { timeout: 60_000 }).toBe(0);
    await week.locator('.recipe ol li').first().waitFor();
    const list = page.getByRole('region', { name: 'Shopping list for the week' });
    await expect.poll(() => list.getByRole('checkbox').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await list.getByRole('checkbox').first().check();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const top = await week.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.screenshot({ path: docs(`week-${colorScheme}.png`), fullPage: true, clip: { x: 0, y: top - 16, width: 375, height: 1100 } });
    await list.screenshot({ path: docs(`week-list-${colorScheme}.png`) });
    await page.close();
  });
});
