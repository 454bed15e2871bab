import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { audit } from './axe.ts';
import { addIngredients, sidewaysOverflow, smallTapTargets } from './page-checks.ts';
import { useHostedStage } from './stage.ts';

/** A recipe as a host streams it, with a step short enough to time in a test. */
const PASTA = [
  '## Garlic tomato pasta\n\n',
  'A quick supper for two.\n\n',
  '### Ingredients\n\n- 200 g spaghetti\n- 4 ripe tomatoes\n- 3 cloves garlic, thinly sliced\n- A handful of basil leaves\n\n',
  '### Steps\n\n',
  '1. Boil the spaghetti in well-salted water for 10-12 minutes, until al dente.\n',
  '2. Warm the garlic in olive oil for 2 seconds, just until it smells sweet.\n',
  '3. Add the tomatoes and simmer for 5 minutes, then toss with the pasta.\n',
  '4. Tear the basil over the top and serve at once.\n',
];

const stage = useHostedStage((hostURL) => ({ AI_BASE_URL: hostURL, AI_API_KEY: 'e2e-key', RATE_LIMIT_MAX: '100' }));

/** A page at this size and theme with the pasta recipe finished on it, and every script it fetched. */
async function pageWithRecipe(width: number, colorScheme: 'light' | 'dark') {
  // A context of its own: @axe-core/playwright finishes each audit in a blank page beside this one.
  const context = await stage.browser.newContext({ viewport: { width, height: width < 500 ? 640 : 900 }, colorScheme, hasTouch: width < 500 });
  const page = await context.newPage();
  // Counts the page's screen wake locks as Chromium grants and releases them.
  await page.addInitScript(() => {
    const held = { granted: 0, released: 0 };
    Object.assign(window, { wakeLocksSeen: held });
    const request = navigator.wakeLock.request.bind(navigator.wakeLock);
    navigator.wakeLock.request = async (type) => {
      const lock = await request(type);
      held.granted += 1;
      lock.addEventListener('release', () => (held.released += 1));
      return lock;
    };
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  stage.host.answerWith({ kind: 'stream', pieces: PASTA, gapMs: 5 });
  await page.goto(stage.server.url);
  await addIngredients(page, ['Spaghetti', 'Tomato', 'Garlic', 'Basil']);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await page.getByRole('region', { name: 'Pantry Chef Recommendations' }).getByText('serve at once').waitFor();
  await page.getByRole('status').waitFor({ state: 'detached' });
  return { page, scripts, close: () => context.close() };
}

const wakeLocks = (page: Page) => page.evaluate(() => (window as unknown as { wakeLocksSeen: { granted: number; released: number } }).wakeLocksSeen);

const stepShown = (dialog: Locator) => dialog.getByText(/^Step \d of 4$/).innerText();

/** Audits the page as it is, and checks nothing scrolls sideways or is too small to tap. */
async function expectClean(page: Page, state: string) {
  const { violations, passed } = await audit(page);
  expect(violations, state).toEqual([]);
  expect(passed, state).toEqual(expect.arrayContaining(['color-contrast', 'button-name']));
  expect(await sidewaysOverflow(page), state).toBe(0);
  expect(await smallTapTargets(page), state).toEqual([]);
}

/** A finger moving sideways across the step, as Chromium's touch input delivers it. */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let part = 1; part <= 5; part += 1) {
    const at = { x: from.x + ((to.x - from.x) * part) / 5, y: from.y + ((to.y - from.y) * part) / 5 };
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

describe.each([
  [320, 'light'],
  [320, 'dark'],
  [1280, 'light'],
  [1280, 'dark'],
] as const)('cook mode at %s px in the %s theme', (width, colorScheme) => {
  it('walks through the steps, times one, and gives focus back on Escape', async () => {
    const { page, scripts, close } = await pageWithRecipe(width, colorScheme);
    // Cook mode's own script comes with the first press, not before.
    expect(scripts.filter((path) => path.includes('cook-mode'))).toEqual([]);

    const start = page.getByRole('button', { name: 'Start cooking' });
    await start.click();
    const dialog = page.getByRole('dialog', { name: 'Cook mode: Garlic tomato pasta' });
    await dialog.waitFor();
    expect(scripts.filter((path) => path.includes('cook-mode'))).toHaveLength(1);
    // It fills the window.
    const box = (await dialog.boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, width, page.viewportSize()!.height]);
    expect(await stepShown(dialog)).toBe('Step 1 of 4');
    expect(await dialog.getByRole('button', { name: 'Next' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await expectClean(page, `cook mode open, ${width} px, ${colorScheme}`);
    await expect.poll(() => wakeLocks(page)).toEqual({ granted: 1, released: 0 });
    expect(await dialog.getByText(/may dim while you cook/).count()).toBe(0);

    await dialog.getByRole('button', { name: 'Next' }).click();
    expect(await stepShown(dialog)).toBe('Step 2 of 4');
    await page.keyboard.press('ArrowRight');
    expect(await stepShown(dialog)).toBe('Step 3 of 4');
    await page.keyboard.press('ArrowLeft');
    expect(await stepShown(dialog)).toBe('Step 2 of 4');
    if (width < 500) {
      const step = (await dialog.getByText(/^Warm the garlic/).boundingBox())!;
      const y = step.y + step.height / 2;
      await swipe(page, { x: width - 30, y }, { x: 30, y: y + 10 });
      expect(await stepShown(dialog)).toBe('Step 3 of 4');
      await swipe(page, { x: 30, y }, { x: width - 30, y });
      expect(await stepShown(dialog)).toBe('Step 2 of 4');
    } else {
      await dialog.getByRole('button', { name: 'Previous' }).click();
      await dialog.getByRole('button', { name: 'Next' }).click();
    }

    await dialog.getByRole('button', { name: 'Ingredients' }).click();
    await dialog.getByText('3 cloves garlic, thinly sliced').waitFor();

    await dialog.getByRole('button', { name: 'Start 2 sec timer' }).click();
    const timers = dialog.getByRole('list', { name: 'Timers' });
    await timers.getByText(/^Step 2: 0:0[12] left$/).waitFor();
    await page.keyboard.press('ArrowRight');
    await timers.getByText("Step 2: time's up").waitFor({ timeout: 5_000 });
    expect(await dialog.locator('[aria-live="assertive"]').innerText()).toBe("Time's up: the step 2 timer has ended.");
    await expectClean(page, `a timer done, ${width} px, ${colorScheme}`);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => wakeLocks(page)).toEqual({ granted: 1, released: 1 });
    expect(await start.evaluate((button) => button === document.activeElement)).toBe(true);
    // The ended timer stays on the page until it is dismissed, in sight at the bottom of the
    // window, and the button given focus back is not hidden behind it.
    const pageTimers = page.getByRole('list', { name: 'Timers' });
    const bar = (await pageTimers.boundingBox())!;
    const button = (await start.boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(button.y + button.height).toBeLessThanOrEqual(bar.y);
    await expectClean(page, `cook mode closed with a timer done, ${width} px, ${colorScheme}`);
    await pageTimers.getByRole('button', { name: 'Dismiss step 2 timer' }).click();
    await pageTimers.waitFor({ state: 'detached' });
    await close();
  });
});

describe('cook mode for a visitor who prefers reduced motion', () => {
  /** How long, in seconds, an element's animation runs in all: its duration times its repeats. */
  const animationSeconds = (element: Locator) =>
    element.evaluate((node) => {
      const style = getComputedStyle(node);
      return parseFloat(style.animationDuration) * Number(style.animationIterationCount);
    });

  /** Opens cook mode, moves a step and lets a timer end: how long the step's and the bell's animations run. */
  async function animationsWith(reducedMotion: 'reduce' | 'no-preference') {
    const { page, close } = await pageWithRecipe(320, 'light');
    await page.emulateMedia({ reducedMotion });
    await page.getByRole('button', { name: 'Start cooking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cook mode: Garlic tomato pasta' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    const step = await animationSeconds(dialog.getByText(/^Warm the garlic/));
    await dialog.getByRole('button', { name: 'Start 2 sec timer' }).click();
    await dialog.getByText("Step 2: time's up").waitFor({ timeout: 5_000 });
    const bell = await animationSeconds(dialog.getByRole('listitem').filter({ hasText: "time's up" }).locator('svg'));
    await close();
    return { step, bell };
  }

  it('moves to a step and rings an ended timer without animation', async () => {
    const seen = await animationsWith('reduce');
    expect(seen.step).toBeLessThan(0.001);
    expect(seen.bell).toBeLessThan(0.001);
  });

  it('slides the step in and rings the bell otherwise', async () => {
    const seen = await animationsWith('no-preference');
    expect(seen.step).toBeGreaterThan(0.1);
    expect(seen.bell).toBeGreaterThan(1);
  });
});
