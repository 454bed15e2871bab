import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { audit } from './axe.ts';
import { addIngredients, pageSettled, sidewaysOverflow, smallTapTargets } from './page-checks.ts';
import { useHostedStage } from './stage.ts';

const LIST = ['Tomato', 'Garlic', 'Pasta', 'Basil'];
const RECIPE = ['## Garlic tomato pasta\n\n', '- 200 g pasta\n- 4 ripe tomatoes\n\n', '1. Boil the pasta.\n2. Toss it with the tomatoes.\n'];
const OWN_LIST = ['Leek', 'Potato', 'Butter', 'Stock', 'Thyme'];
const OWN_RECIPE = { ingredients: OWN_LIST.slice(0, 4), markdown: '## Leek soup\n\nSweat the leeks.\n' };

const stage = useHostedStage((hostURL) => ({ AI_BASE_URL: hostURL, AI_API_KEY: 'e2e-key', AI_MODEL: 'test-model', RATE_LIMIT_MAX: '100' }));

const section = (page: Page) => page.getByRole('region', { name: 'Pantry Chef Recommendations' });
const listed = (page: Page) =>
  page.getByRole('heading', { name: 'Incredients on hand:' }).locator('xpath=..').getByRole('listitem').allInnerTexts();
const stored = (page: Page) =>
  page.evaluate(() => ({
    list: localStorage.getItem('pantry-chef:ingredients'),
    last: localStorage.getItem('pantry-chef:last-recipe'),
    recent: localStorage.getItem('pantry-chef:recent-recipes'),
  }));

/** A context of its own, as a visitor on another device would have. */
const freshContext = (width = 1280, colorScheme: 'light' | 'dark' = 'light') =>
  stage.browser.newContext({ viewport: { width, height: 900 }, colorScheme });

/** Asks for the recipe above, lets it finish, presses "Share" and returns the copied link. */
async function shareARecipe(width = 1280): Promise<string> {
  const context = await freshContext(width);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stage.server.url });
  const page = await context.newPage();
  await page.goto(stage.server.url);
  await addIngredients(page, LIST);
  stage.host.answerWith({ kind: 'stream', pieces: RECIPE, gapMs: 5 });
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await section(page).getByText('Toss it with the tomatoes.').waitFor();
  await page.getByRole('status').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByText('Link copied').waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  await context.close();
  return link;
}

/** A visitor who has been here before: their list, their last recipe; the page is left blank, with what storage held. */
async function returningVisitor(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(stage.server.url);
  await page.evaluate(
    ({ list, recipe }) => {
      localStorage.setItem('pantry-chef:ingredients', JSON.stringify({ version: 1, value: list }));
      localStorage.setItem('pantry-chef:last-recipe', JSON.stringify({ version: 1, value: recipe }));
    },
    { list: OWN_LIST, recipe: OWN_RECIPE },
  );
  const before = await stored(page);
  // Chromium hands a page's storage writes to the browser a moment later: until a page of its own
  // sees them, the next load of the site (in another renderer) may find storage still empty.
  const check = await context.newPage();
  await check.goto(`${stage.server.url}/404.txt`);
  await expect.poll(() => stored(check)).toEqual(before);
  await check.close();
  await page.goto('about:blank');
  return { page, before };
}

describe('a share link in Chromium', () => {
  it.each([320, 1280])('carries a finished recipe to a fresh browser at %i px, where "Use these ingredients" loads its list', async (width) => {
    const link = await shareARecipe(width);
    expect(link).toMatch(new RegExp(`^${stage.server.url}/#recipe=1\\.[A-Za-z0-9_-]+$`));
    const asked = stage.host.received.length;

    const context = await freshContext(width);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(link);
    await section(page).getByRole('heading', { name: 'Garlic tomato pasta' }).waitFor();
    expect(await section(page).getByText('Toss it with the tomatoes.').isVisible()).toBe(true);
    expect(await section(page).getByText('Written for Tomato, Garlic, Pasta, Basil.').isVisible()).toBe(true);
    // The link is the recipe: opening it asked the model nothing.
    expect(stage.host.received.length).toBe(asked);
    expect(await listed(page)).toEqual([]);

    await page.getByRole('button', { name: 'Use these ingredients' }).click();
    await expect.poll(() => listed(page)).toEqual(LIST);
    // The link leaves the address once the recipe is the visitor's own (kept as their last one).
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await expect(page.getByRole('button', { name: 'Get a recipe' }).evaluate((button) => button === document.activeElement)).resolves.toBe(true);

    // Now the visitor's own: after a reload it is their last recipe, with their list.
    await page.reload();
    await section(page).getByText('Toss it with the tomatoes.').waitFor();
    await expect.poll(() => listed(page)).toEqual(LIST);
    expect(await page.getByRole('button', { name: 'Use these ingredients' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("leaves a returning visitor's list and last recipe as they were until they press, and after a reload too", async () => {
    const link = await shareARecipe();
    const context = await freshContext();
    const { page, before } = await returningVisitor(context);

    await page.goto(link);
    await section(page).getByText('Toss it with the tomatoes.').waitFor();
    await expect.poll(() => listed(page)).toEqual(OWN_LIST);
    expect(await section(page).getByText('Sweat the leeks.').count()).toBe(0);
    await pageSettled(page);
    expect(await stored(page)).toEqual(before);

    // The link stays in the address while its recipe is shown, so a reload shows the same.
    await page.reload();
    await section(page).getByText('Toss it with the tomatoes.').waitFor();
    expect(await stored(page)).toEqual(before);

    await page.goto('about:blank');
    await page.goto(stage.server.url);
    await section(page).getByText('Sweat the leeks.').waitFor();
    await expect.poll(() => listed(page)).toEqual(OWN_LIST);

    // Pressing replaces the list, with an Undo that brings it back.
    await page.goto(link);
    await page.getByRole('button', { name: 'Use these ingredients' }).click();
    await expect.poll(() => listed(page)).toEqual(LIST);
    await page.getByText('Your list was replaced.').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => listed(page)).toEqual(OWN_LIST);
    await context.close();
  });

  it.each([
    ['damaged', (link: string) => link.replace(/.{8}$/, '!!!!!!!!')],
    ['cut short', (link: string) => link.slice(0, -10)],
    ['of another version', (link: string) => link.replace('#recipe=1.', '#recipe=7.')],
    ['oversized', (link: string) => `${link}${'A'.repeat(17_000)}`],
  ])('that is %s shows a short message and the normal page', async (_name, spoil) => {
    const link = spoil(await shareARecipe());
    const context = await freshContext(320);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: 'This recipe link is broken or incomplete' }).waitFor();
    expect(await section(page).count()).toBe(0);
    expect(new URL(page.url()).hash).toBe('');
    await addIngredients(page, LIST);
    await expect.poll(() => listed(page)).toEqual(LIST);
    expect(await page.getByRole('button', { name: 'Get a recipe' }).isVisible()).toBe(true);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers the link to copy by hand where the browser will not copy it', async () => {
    const context = await freshContext(320);
    const page = await context.newPage();
    await page.goto(stage.server.url);
    // No clipboard permission, and a browser that refuses outright.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    });
    await addIngredients(page, LIST);
    stage.host.answerWith({ kind: 'stream', pieces: RECIPE, gapMs: 5 });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('status').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Share' }).click();
    const box = page.getByRole('textbox', { name: 'Link to this recipe' });
    await box.waitFor();
    expect(await box.inputValue()).toMatch(/#recipe=1\./);
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await sidewaysOverflow(page)).toBe(0);
    await context.close();
  });
});

describe('Recent recipes in Chromium', () => {
  it('keeps finished recipes across a reload, reopens one with its own list, and removes them', async () => {
    const context = await freshContext(320);
    const page = await context.newPage();
    await page.goto(stage.server.url);
    await addIngredients(page, LIST);
    stage.host.answerWith({ kind: 'stream', pieces: RECIPE, gapMs: 5 });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('status').waitFor({ state: 'detached' });
    stage.host.answerWith({ kind: 'stream', pieces: ['## Basil bruschetta\n\n', 'Toast the bread.\n'], gapMs: 5 });
    await page.getByRole('button', { name: 'Another idea' }).click();
    await section(page).getByText('Toast the bread.').waitFor();
    await page.getByRole('status').waitFor({ state: 'detached' });

    await page.reload();
    const recent = page.getByRole('region', { name: 'Recent recipes' });
    await recent.getByText('Recent recipes').click();
    expect(await recent.getByRole('button', { name: /^Open / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual([
      'Open Basil bruschetta',
      'Open Garlic tomato pasta',
    ]);
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);

    await recent.getByRole('button', { name: 'Open Garlic tomato pasta' }).click();
    await section(page).getByText('Toss it with the tomatoes.').waitFor();
    expect(await section(page).getByText('Toast the bread.').count()).toBe(0);
    await expect(section(page).getByRole('heading', { name: 'Pantry Chef Recommendations' }).evaluate((heading) => heading === document.activeElement)).resolves.toBe(true);
    await expect.poll(() => section(page).evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(120);

    await recent.getByRole('button', { name: 'Remove Basil bruschetta' }).click();
    expect(await recent.getByRole('button', { name: /^Open / }).count()).toBe(1);
    await page.reload();
    await recent.getByText('Recent recipes').click();
    expect(await recent.getByRole('button', { name: /^Open / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual([
      'Open Garlic tomato pasta',
    ]);
    // The reopened recipe is the last one now.
    await section(page).getByText('Toss it with the tomatoes.').waitFor();
    await context.close();
  });
});

describe.each(['light', 'dark'] as const)('in the %s theme, axe-core finds no violations', (colorScheme) => {
  async function expectNoViolations(page: Page, state: string) {
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const { violations, passed } = await audit(page);
      expect(violations, `${state}, ${width} px`).toEqual([]);
      expect(passed, state).toEqual(expect.arrayContaining(['color-contrast', 'button-name']));
      expect(await sidewaysOverflow(page), `${state}, ${width} px`).toBe(0);
      expect(await smallTapTargets(page), `${state}, ${width} px`).toEqual([]);
    }
  }

  it('with a shared link opened, a broken one, and Recent recipes shown', async () => {
    const link = await shareARecipe();
    const context = await freshContext(1280, colorScheme);
    const { page } = await returningVisitor(context);
    await page.goto(link);
    await section(page).getByText('Toss it with the tomatoes.').waitFor();
    await expectNoViolations(page, `${colorScheme}, a shared link opened`);

    // Their own list on the page first: replacing it is what offers Undo.
    await expect.poll(() => listed(page)).toEqual(OWN_LIST);
    await page.getByRole('button', { name: 'Use these ingredients' }).click();
    await page.getByText('Your list was replaced.').waitFor();
    // Taken up now, rather than left to run out in the middle of an audit on a slow machine.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Your list was replaced.').waitFor({ state: 'detached' });
    const recent = page.getByRole('region', { name: 'Recent recipes' });
    await recent.getByText('Recent recipes').click();
    await recent.getByRole('button', { name: 'Open Garlic tomato pasta' }).waitFor();
    await expectNoViolations(page, `${colorScheme}, Recent recipes shown`);

    await page.goto('about:blank');
    await page.goto(`${stage.server.url}/#recipe=1.AAAA`);
    await page.getByRole('alert').waitFor();
    await expectNoViolations(page, `${colorScheme}, a broken link`);
    await context.close();
  });
});
