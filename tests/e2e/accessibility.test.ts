import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { audit } from './axe.ts';
import { addIngredients, sidewaysOverflow } from './page-checks.ts';
import { RICH_RECIPE } from '../support/rich-recipe.ts';
import { useHostedStage } from './stage.ts';

let finish = () => {};
const stage = useHostedStage(
  (hostURL) => ({ AI_BASE_URL: hostURL, AI_API_KEY: 'e2e-key', AI_MODEL: 'test-model' }),
  () => finish(), // never leave the fake host holding a stream open
);

const WIDTHS = [320, 1280];

/** Audits the page at a phone's width and a desktop's, coming back to the desktop's. */
async function expectNoViolations(page: Page, state: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const { violations, passed } = await audit(page);
    console.log(`axe ${state}, ${width} px: ${violations.length} violations, ${passed.length} rules passed`);
    expect(violations, `${state}, ${width} px`).toEqual([]);
    // An audit that checked nothing would also find nothing.
    expect(passed, state).toEqual(expect.arrayContaining(['color-contrast', 'button-name', 'landmark-one-main']));
    // Nor does anything scroll sideways, in either theme (the README's pictures are taken from such pages).
    expect(await sidewaysOverflow(page), `${state}, ${width} px`).toBe(0);
  }
}

describe.each(['light', 'dark'] as const)('in the %s theme, axe-core finds no violations', (colorScheme) => {
  it('on the empty page, with a list, after a failure, while streaming and with a recipe', async () => {
    // A context of its own: @axe-core/playwright finishes each audit in a blank page beside this one.
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme });
    const page = await context.newPage();
    await page.goto(stage.server.url);
    await page.getByText('test-model via 127.0.0.1').waitFor();
    await expectNoViolations(page, `${colorScheme}, empty page`);

    await addIngredients(page, ['Tomato', 'Garlic', 'Pasta', 'Basil', 'Smoked paprika']);
    await page.getByRole('button', { name: 'Get a recipe' }).waitFor();
    await expectNoViolations(page, `${colorScheme}, with a list`);

    await page.locator('summary', { hasText: 'Preferences' }).click();
    await page.getByRole('radiogroup', { name: 'Units' }).getByRole('radio', { name: 'Metric' }).check();
    await expectNoViolations(page, `${colorScheme}, with the preferences open and units chosen`);

    stage.host.answerWith({ kind: 'status', status: 500 });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('alert').waitFor();
    await expectNoViolations(page, `${colorScheme}, after a failure`);

    const held = new Promise<void>((resolve) => (finish = resolve));
    stage.host.answerWith({ kind: 'stream', pieces: RICH_RECIPE, gapMs: 10, holdLast: held });
    await page.getByRole('button', { name: 'Try again' }).click();
    const section = page.getByRole('region', { name: 'Pantry Chef Recommendations' });
    await section.locator('table').waitFor();
    expect(await page.getByRole('status').count()).toBe(1);
    await expectNoViolations(page, `${colorScheme}, while streaming`);

    finish();
    await page.getByRole('status').waitFor({ state: 'detached' });
    await section.getByText('Buon appetito!').waitFor();
    await expectNoViolations(page, `${colorScheme}, with a recipe`);
    await context.close();
    // Ten audits at two widths: on a machine busy with other work they take over the minute the other tests get.
  }, 150_000);
});

describe('on paper', () => {
  it('prints dark ink even when the screen shows the dark theme', async () => {
    const page = await stage.browser.newPage();
    await page.goto(stage.server.url);
    const inkWhen = async (colorScheme: 'light' | 'dark', media: 'screen' | 'print') => {
      await page.emulateMedia({ colorScheme, media });
      return page.evaluate(() => getComputedStyle(document.body).color);
    };
    const lightScreen = await inkWhen('light', 'screen');
    expect(await inkWhen('dark', 'screen')).not.toBe(lightScreen);
    // Paper gets the same dark ink whatever the screen's theme.
    const lightPrint = await inkWhen('light', 'print');
    expect(await inkWhen('dark', 'print')).toBe(lightPrint);
    const channels = lightPrint.match(/\d+/g)!.map(Number);
    expect(Math.max(...channels)).toBeLessThan(64);
    await page.close();
  });
});
