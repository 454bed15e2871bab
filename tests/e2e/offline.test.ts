import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/browser.ts';
import { addIngredients, expectClean } from './page-checks.ts';
import { useHostedStage } from './stage.ts';

const stage = useHostedStage((hostURL) => ({ AI_BASE_URL: hostURL, AI_API_KEY: 'e2e-key', AI_MODEL: 'test-model', RATE_LIMIT_MAX: '1000' }));

// What the host writes while the visitor is online: a recipe to keep, reopen and cook from offline.
const HOST_RECIPE = [
  '## Lemon garlic prawns\n\n',
  '**Serves:** 2\n\n',
  '## Ingredients\n\n- 300 g prawns\n- 3 cloves garlic, sliced\n- 1 lemon\n- 2 tbsp butter\n\n',
  '## Steps\n\n',
  '1. Melt the butter in a pan over medium heat.\n',
  '2. Fry the garlic for 2 seconds, then add the prawns and cook for 3 minutes.\n',
  '3. Squeeze over the lemon and serve at once.\n',
];
const NOTE = "You're offline: this recipe is from the built-in chef";

const section = (page: Page) => page.getByRole('region', { name: 'Pantry Chef Recommendations' });
const idle = (page: Page) => page.getByRole('status').waitFor({ state: 'detached', timeout: 30_000 });


/** A visit with the service worker on, which has ended with it installed and the host's recipe kept. */
async function visitOnce(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  // A voice of its own: a headless Chromium may have none.
  await page.addInitScript(() => {
    const heard: string[] = [];
    Object.assign(window, { speechHeard: heard });
    const speech = { speak: (utterance: SpeechSynthesisUtterance) => heard.push(utterance.text), cancel: () => undefined, getVoices: () => [] };
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: speech });
  });
  stage.host.answerWith({ kind: 'stream', pieces: HOST_RECIPE, gapMs: 5 });
  await page.goto(stage.server.url);
  await addIngredients(page, ['Prawns', 'Garlic', 'Lemon', 'Butter']);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await section(page).getByText('serve at once').waitFor();
  await idle(page);
  // The worker is registered once the page is idle, and active once it has kept every file.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return page;
}

describe('the page as an installed app', () => {
  it('has a manifest and a worker Chromium finds nothing wrong with for installing', async () => {
    // A profile of its own: Chromium installs nothing from a private window, which a plain context is.
    const profile = await mkdtemp(join(tmpdir(), 'pantry-chef-profile-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const page = await context.newPage();
    await page.goto(stage.server.url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get(`${stage.server.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Pantry Chef', display: 'standalone', start_url: '/' });
    await context.close();
    await rm(profile, { recursive: true, force: true });
  });
});

describe.each([
  [320, 'light'],
  [320, 'dark'],
  [1280, 'light'],
  [1280, 'dark'],
] as const)('with no connection after one visit, at %i px, %s', (width, colorScheme) => {
  it('reloads whole, reopens a kept recipe, cooks from it with a timer, and writes a new recipe in the page', async () => {
    const context = await stage.browser.newContext({ serviceWorkers: 'allow', viewport: { width, height: 900 }, colorScheme });
    const page = await visitOnce(context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const asked = stage.host.received.length;

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('textbox', { name: 'Add Ingredient' }).waitFor();
    await page.getByRole('heading', { name: 'Pantry Chef', level: 1 }).waitFor();
    await expectClean(page, 'the offline page');

    // A kept recipe opens, formatted (the renderer comes from the worker's copy).
    const recent = page.getByRole('region', { name: 'Recent recipes' });
    await recent.getByText('Recent recipes').click();
    await recent.getByRole('button', { name: 'Open Lemon garlic prawns' }).click();
    await section(page).getByRole('heading', { name: 'Lemon garlic prawns' }).waitFor();

    // Cook mode, with the step's amounts, Read aloud and a timer.
    await page.getByRole('button', { name: 'Start cooking' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Step 2 of 3').waitFor();
    await expect.poll(() => dialog.getByRole('list', { name: 'Ingredients for this step' }).innerText()).toMatch(/300\sg prawns.*3\scloves garlic/s);
    await dialog.getByRole('button', { name: 'Read aloud' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { speechHeard: string[] }).speechHeard.join(' '))).toContain('Fry the garlic');
    await dialog.getByRole('button', { name: /^Start 2 sec timer / }).click();
    await dialog.getByRole('list', { name: 'Timers' }).getByText("Step 2: time's up").waitFor({ timeout: 5_000 });
    await expectClean(page, 'cook mode offline, amounts shown, Read aloud on');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A new recipe, from the offline chef running in the page.
    await page.getByRole('button', { name: 'Another idea' }).click();
    await page.getByRole('contentinfo').getByText(NOTE).waitFor();
    await idle(page);
    await expect.poll(() => section(page).locator('.recipe ol li').count()).toBeGreaterThan(1);
    await expectClean(page, 'an offline recipe');
    expect(await page.getByRole('contentinfo').innerText()).not.toContain('Recipes by');

    // Scaling needs no connection.
    const servings = page.getByRole('spinbutton', { name: 'Servings to cook' });
    await servings.fill('6');
    await expect.poll(() => section(page).locator('.recipe').innerText()).toMatch(/Serves:? 6\b/);

    expect(stage.host.received.length).toBe(asked);
    expect(errors).toEqual([]);

    // Back online, the next recipe comes from the server again.
    await context.setOffline(false);
    stage.host.answerWith({ kind: 'stream', pieces: HOST_RECIPE, gapMs: 5 });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await section(page).getByText('serve at once').waitFor();
    await idle(page);
    expect(stage.host.received.length).toBe(asked + 1);
    expect(await page.getByRole('contentinfo').innerText()).toContain('Recipes by');
    await context.close();
  });
});
