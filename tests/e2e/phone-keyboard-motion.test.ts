import { describe, expect, it } from 'vitest';
import { addIngredients, sidewaysOverflow, smallTapTargets, tabTo } from './page-checks.ts';
import { RICH_RECIPE } from '../support/rich-recipe.ts';
import { useHostedStage } from './stage.ts';

// 58 letters with no place to break: the longest kind of name the list accepts.
const LONG_NAME = 'Extraordinarilylongheirloomtomatoesfromthekitchengardenbed';
const LIST = ['Tomato', 'Garlic', 'Pasta', LONG_NAME];

let finish = () => {};
const stage = useHostedStage(
  (hostURL) => ({ AI_BASE_URL: hostURL, AI_API_KEY: 'e2e-key', AI_MODEL: 'test-model' }),
  () => finish(), // never leave the fake host holding a stream open
);

describe('on a 320 px phone', () => {
  it.each([320, 375])('never scrolls sideways at %s px, and every control is at least 44 px square', async (width) => {
    const page = await stage.browser.newPage({ viewport: { width, height: 640 } });
    await page.goto(stage.server.url);
    await page.getByText('test-model via 127.0.0.1').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTapTargets(page)).toEqual([]);

    await addIngredients(page, LIST);
    await page.getByRole('listitem').filter({ hasText: LONG_NAME }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTapTargets(page)).toEqual([]);

    const held = new Promise<void>((resolve) => (finish = resolve));
    stage.host.answerWith({ kind: 'stream', pieces: RICH_RECIPE, gapMs: 10, holdLast: held });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    const section = page.getByRole('region', { name: 'Pantry Chef Recommendations' });
    await section.getByText('never/breaks').waitFor();
    await section.locator('table').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    finish();
    await section.getByText('Buon appetito!').waitFor();
    await page.getByRole('status').waitFor({ state: 'detached' });
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTapTargets(page)).toEqual([]);
    await page.close();
  });
});

describe.each(['light', 'dark'] as const)('with only a keyboard, in the %s theme', (colorScheme) => {
  it('reaches every action, and each stop shows a ring of 3:1 or more', async () => {
    const page = await stage.browser.newPage({ viewport: { width: 320, height: 640 } });
    await page.emulateMedia({ colorScheme });
    await page.goto(stage.server.url);
    await page.getByText('test-model via 127.0.0.1').waitFor();
    const stops = await tabTo(page, 'Add Ingredient');
    for (const item of LIST) {
      await page.keyboard.type(item);
      await page.keyboard.press('Enter');
    }
    stops.push(...(await tabTo(page, '+ Add Ingredient')));
    await page.keyboard.press('Enter'); // an empty entry: ignored, and focus goes back to the box
    expect(await page.getByRole('listitem').count()).toBe(LIST.length);

    stage.host.answerWith({ kind: 'status', status: 500 });
    stops.push(...(await tabTo(page, 'Get a recipe')));
    await page.keyboard.press('Enter');
    await page.getByRole('alert').waitFor();
    expect(await smallTapTargets(page)).toEqual([]);

    stage.host.answerWith({ kind: 'stream', pieces: RICH_RECIPE, gapMs: 5 });
    stops.push(...(await tabTo(page, 'Try again')));
    await page.keyboard.press('Enter');
    const section = page.getByRole('region', { name: 'Pantry Chef Recommendations' });
    await section.getByText('Buon appetito!').waitFor();
    // The link exists once the markdown renderer has loaded (until then the text shows unformatted).
    await section.locator('a[href^="https://example.com/"]').waitFor();
    stops.push(...(await tabTo(page, 'example.com/recipes')));

    expect(stops.map((stop) => stop.name)).toEqual(
      expect.arrayContaining(['Add Ingredient', '+ Add Ingredient', 'Get a recipe', 'Try again']),
    );
    for (const stop of stops) {
      expect(stop.style, stop.name).toBe('solid');
      expect(stop.widthPx, stop.name).toBeGreaterThanOrEqual(2);
      expect(stop.contrast, stop.name).toBeGreaterThanOrEqual(3);
    }
    await page.close();
  });
});

describe('when the visitor prefers reduced motion', () => {
  /** Loads the page with every page-initiated scroll recorded, and asks for a held recipe. */
  async function cookWith(reducedMotion: 'reduce' | 'no-preference') {
    const page = await stage.browser.newPage({ viewport: { width: 375, height: 480 } });
    await page.emulateMedia({ reducedMotion });
    await page.addInitScript(() => {
      const behaviours: string[] = [];
      Object.assign(window, { scrollBehaviours: behaviours });
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
        behaviours.push(typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto');
        return original.call(this, options);
      };
    });
    await page.goto(stage.server.url);
    await addIngredients(page, LIST);
    const held = new Promise<void>((resolve) => (finish = resolve));
    stage.host.answerWith({ kind: 'stream', pieces: RICH_RECIPE, gapMs: 5, holdLast: held });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('region', { name: 'Pantry Chef Recommendations' }).locator('table').waitFor();
    const seen = await page.evaluate(() => ({
      scrolls: (window as unknown as { scrollBehaviours: string[] }).scrollBehaviours,
      // An animation cut to nothing can still be caught in its one hundredth of a millisecond;
      // what counts is that none lasts long enough to be seen.
      animations: document.getAnimations().filter((animation) => Number(animation.effect?.getComputedTiming().endTime ?? 0) > 1).length,
      buttonTransition: getComputedStyle(document.querySelector('.btn')!).transitionDuration,
      pageScroll: getComputedStyle(document.documentElement).scrollBehavior,
    }));
    finish();
    await page.getByRole('status').waitFor({ state: 'detached' });
    await page.close();
    return seen;
  }

  it('scrolls instantly and runs no animation or transition', async () => {
    const reduced = await cookWith('reduce');
    expect(reduced.scrolls.length).toBeGreaterThan(0);
    expect(reduced.scrolls).not.toContain('smooth');
    expect(reduced.animations).toBe(0);
    expect(parseFloat(reduced.buttonTransition)).toBeLessThan(0.001);
    expect(reduced.pageScroll).toBe('auto');
  });

  it('keeps the smooth scroll, the spinner and the button transitions otherwise', async () => {
    const moving = await cookWith('no-preference');
    expect(moving.scrolls).toContain('smooth');
    expect(moving.animations).toBeGreaterThan(0);
    expect(parseFloat(moving.buttonTransition)).toBeGreaterThan(0.1);
  });
});
