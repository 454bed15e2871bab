import { describe, expect, it } from 'vitest';
import { useStage } from './stage.ts';

const stage = useStage({ OFFLINE_CHEF_WORDS_PER_SECOND: '0' });

const FOUR = ['Tomato', 'Basil', 'Garlic', 'Pasta'];

/** What a returning visitor's browser holds: a list long enough to ask about. */
const RESTORED_LIST = { 'pantry-chef:ingredients': JSON.stringify({ version: 1, value: FOUR }) };
const RESTORED_RECIPE = { ...RESTORED_LIST, 'pantry-chef:last-recipe': JSON.stringify({ version: 1, value: { ingredients: FOUR, markdown: '## Tomato basil pasta\n\nBoil the pasta.\n\n1. Chop.\n2. Stir.' } }) };

/**
 * Loads the page at `width` with `stored` in localStorage, waits 3 s after the load event, and
 * returns the cumulative layout shift from navigation on, with any error the page logged.
 */
async function shiftAfterLoad(width: number, stored: Record<string, string>) {
  const context = await stage.browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto(stage.server.url, { waitUntil: 'load' });
  await page.waitForTimeout(3_000);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // Buffered: every shift since navigation, delivered in one call; none at all means no call.
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  await context.close();
  return { shift: Number(shift.toFixed(3)), problems };
}

describe('the page as it loads', () => {
  it.each([
    [320, 'a fresh visitor', {}],
    [1280, 'a fresh visitor', {}],
    [320, 'a visitor whose list is restored', RESTORED_LIST],
    [1280, 'a visitor whose list is restored', RESTORED_LIST],
    [320, 'a visitor whose recipe is restored', RESTORED_RECIPE],
    [1280, 'a visitor whose recipe is restored', RESTORED_RECIPE],
  ])('does not move at %i px for %s, from navigation until 3 s after load', async (width, _who, stored) => {
    await expect(shiftAfterLoad(width, stored)).resolves.toEqual({ shift: 0, problems: [] });
  });
});
