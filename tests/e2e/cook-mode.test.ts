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

/** A recipe with a step of several timed phases, and steps that use some of its lines each. */
const TRAY_BAKE = [
  '## Salmon tray bake\n\nServes 2.\n\n',
  '### Ingredients\n\n- 400 g new potatoes, halved\n- 200 g broccoli, in florets\n- 2 salmon fillets\n- 2 tbsp olive oil\n\n',
  '### Steps\n\n',
  '1. Heat the oven to 220 °C. Toss the potatoes in the olive oil on a large tray.\n',
  '2. Roast for 15 minutes, then add the broccoli and roast for 8 minutes more, then add the salmon and roast for 12 minutes more.\n',
  '3. Serve at once.\n',
];

// What a person checks by eye: the cook mode screen with three timers running.
const SHOTS = new URL('./artifacts/', import.meta.url).pathname;

const stage = useHostedStage((hostURL) => ({ AI_BASE_URL: hostURL, AI_API_KEY: 'e2e-key', RATE_LIMIT_MAX: '100' }));

/**
 * A page at this size and theme with a recipe (the pasta, unless `pieces` says otherwise; either ends
 * "serve at once") finished on it, and every script it fetched.
 */
async function pageWithRecipe(width: number, colorScheme: 'light' | 'dark', pieces = PASTA, list = ['Spaghetti', 'Tomato', 'Garlic', 'Basil']) {
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
  // Hears what the page says through speech synthesis, and each time it cuts speech off, in place of
  // a voice (a headless Chromium may have none).
  await page.addInitScript(() => {
    const heard = { said: [] as string[], cancels: 0 };
    Object.assign(window, { speechSeen: heard });
    const speech = {
      speak: (utterance: SpeechSynthesisUtterance) => heard.said.push(utterance.text),
      cancel: () => (heard.cancels += 1),
      pause: () => undefined,
      resume: () => undefined,
      getVoices: () => [],
      speaking: false,
      pending: false,
      paused: false,
    };
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: speech });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  stage.host.answerWith({ kind: 'stream', pieces, gapMs: 5 });
  await page.goto(stage.server.url);
  await addIngredients(page, list);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await page.getByRole('region', { name: 'Pantry Chef Recommendations' }).getByText('serve at once').waitFor();
  await page.getByRole('status').waitFor({ state: 'detached' });
  return { page, scripts, close: () => context.close() };
}

const wakeLocks = (page: Page) => page.evaluate(() => (window as unknown as { wakeLocksSeen: { granted: number; released: number } }).wakeLocksSeen);

const speechSeen = (page: Page) => page.evaluate(() => (window as unknown as { speechSeen: { said: string[]; cancels: number } }).speechSeen);

const stepShown = (dialog: Locator) => dialog.getByText(/^Step \d of \d$/).innerText();

/** The amounts under the step shown, as the cook reads them (its no-break spaces as spaces); '' when it shows none. */
const amountsShown = async (dialog: Locator) => {
  const list = dialog.getByRole('list', { name: 'Ingredients for this step' });
  return (await list.count()) === 0 ? '' : (await list.innerText()).replace(/\s+/g, ' ');
};

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
    expect(await amountsShown(dialog)).toBe('200 g spaghetti');
    expect(await dialog.getByRole('button', { name: 'Next' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await expectClean(page, `cook mode open, ${width} px, ${colorScheme}`);
    await expect.poll(() => wakeLocks(page)).toEqual({ granted: 1, released: 0 });
    expect(await dialog.getByText(/may dim while you cook/).count()).toBe(0);

    await dialog.getByRole('button', { name: 'Next' }).click();
    expect(await stepShown(dialog)).toBe('Step 2 of 4');
    // Without how it is prepared: that is in the list, a press away.
    expect(await amountsShown(dialog)).toBe('3 cloves garlic');
    await page.keyboard.press('ArrowRight');
    expect(await stepShown(dialog)).toBe('Step 3 of 4');
    await page.keyboard.press('ArrowLeft');
    expect(await stepShown(dialog)).toBe('Step 2 of 4');
    if (width < 500) {
      const step = (await dialog.getByText(/^Warm the garlic in olive oil/).boundingBox())!;
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

    await dialog.getByRole('button', { name: /^Start 2 sec timer / }).click();
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

describe.each([
  [320, 'light'],
  [320, 'dark'],
  [1280, 'light'],
  [1280, 'dark'],
] as const)('a step of several phases, read aloud, at %s px in the %s theme', (width, colorScheme) => {
  it("gives each step's amounts, a timer for each phase in order, and reads each step it comes to", async () => {
    const { page, close } = await pageWithRecipe(width, colorScheme, TRAY_BAKE, ['Salmon', 'Potatoes', 'Broccoli', 'Lemon']);
    await page.getByRole('button', { name: 'Start cooking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cook mode: Salmon tray bake' });
    await dialog.waitFor();
    expect(await amountsShown(dialog)).toBe('400 g new potatoes · 2 tbsp olive oil');

    const readAloud = dialog.getByRole('button', { name: 'Read aloud', exact: true });
    expect(await readAloud.getAttribute('aria-pressed')).toBe('false');
    await readAloud.click();
    expect(await readAloud.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await speechSeen(page)).said).toEqual(['Step 1 of 3. Heat the oven to 220 °C. Toss the potatoes in the olive oil on a large tray.']);

    const cancelsBefore = (await speechSeen(page)).cancels;
    await dialog.getByRole('button', { name: 'Next' }).click();
    expect(await stepShown(dialog)).toBe('Step 2 of 3');
    await expect.poll(async () => (await speechSeen(page)).said.at(-1)).toBe(
      'Step 2 of 3. Roast for 15 minutes, then add the broccoli and roast for 8 minutes more, then add the salmon and roast for 12 minutes more.',
    );
    // The step moved past was cut off, not left to finish over the new one.
    expect((await speechSeen(page)).cancels).toBeGreaterThan(cancelsBefore);
    expect(await amountsShown(dialog)).toBe('200 g broccoli · 2 salmon fillets');
    const timerButtons = dialog.getByRole('button', { name: /^Start .* timer / });
    // Each says what it times, so the three phases of the step read apart.
    expect(await Promise.all((await timerButtons.all()).map((button) => button.evaluate((element) => element.textContent)))).toEqual([
      'Start 15 min timer Roast',
      'Start 8 min timer Roast the broccoli',
      'Start 12 min timer Roast the salmon',
    ]);
    await expectClean(page, `amounts shown and Read aloud on, ${width} px, ${colorScheme}`);

    // A phase's timer still starts from its button while the step is read; the others wait their turn.
    await dialog.getByRole('button', { name: /^Start 8 min timer / }).click();
    await dialog.getByRole('list', { name: 'Timers' }).getByText(/^Step 2: [78]:\d\d left · Roast the broccoli$/).waitFor();
    expect(await Promise.all((await timerButtons.all()).map((button) => button.getAttribute('aria-disabled')))).toEqual(['false', 'true', 'false']);

    // With every phase running, the running timers never cover the step's buttons.
    await dialog.getByRole('button', { name: /^Start 15 min timer / }).click();
    await dialog.getByRole('button', { name: /^Start 12 min timer / }).click();
    await expect.poll(() => dialog.getByRole('list', { name: 'Timers' }).getByRole('listitem').count()).toBe(3);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const uncovered = await timerButtons.evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    );
    expect(uncovered).toEqual([true, true, true]);
    await page.screenshot({ path: `${SHOTS}cook-mode-timers-${width}-${colorScheme}.png` });

    const cancelsOn = (await speechSeen(page)).cancels;
    await readAloud.click();
    expect(await readAloud.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(async () => (await speechSeen(page)).cancels).toBeGreaterThan(cancelsOn);
    const saidBefore = (await speechSeen(page)).said.length;
    await page.keyboard.press('ArrowRight');
    expect(await stepShown(dialog)).toBe('Step 3 of 3');
    expect(await amountsShown(dialog)).toBe('');
    expect((await speechSeen(page)).said).toHaveLength(saidBefore);

    // Closing cook mode while it reads stops the voice.
    await readAloud.click();
    await expect.poll(async () => (await speechSeen(page)).said.at(-1)).toBe('Step 3 of 3. Serve at once.');
    const cancelsOpen = (await speechSeen(page)).cancels;
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await speechSeen(page)).cancels).toBeGreaterThan(cancelsOpen);
    await close();
  });
});

describe('cook mode in a browser that cannot speak', () => {
  it('offers no Read aloud, and works as before', async () => {
    const { page, close } = await pageWithRecipe(1280, 'light');
    // Before cook mode is fetched: it looks for speech synthesis as it opens.
    await page.evaluate(() => [window, Window.prototype].forEach((owner) => Reflect.deleteProperty(owner, 'speechSynthesis')));
    expect(await page.evaluate(() => 'speechSynthesis' in window)).toBe(false);
    await page.getByRole('button', { name: 'Start cooking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cook mode: Garlic tomato pasta' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Read aloud' }).count()).toBe(0);
    expect(await amountsShown(dialog)).toBe('200 g spaghetti');
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
    const step = await animationSeconds(dialog.getByText(/^Warm the garlic in olive oil/));
    await dialog.getByRole('button', { name: /^Start 2 sec timer / }).click();
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
