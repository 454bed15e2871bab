import { describe, expect, it } from 'vitest';
import { shareFragment } from '../../client/lib/share-link.ts';
import { pageSettled } from './page-checks.ts';
import { useStage } from './stage.ts';
import { WEEK } from '../support/week-plans.ts';

const stage = useStage({ OFFLINE_CHEF_WORDS_PER_SECOND: '0' });

const FOUR = ['Tomato', 'Basil', 'Garlic', 'Pasta'];
// A measurement window: layout shifts since navigation are delivered at once, buffered.
const NO_SHIFT_WINDOW_MS = 500;

/** What a returning visitor's browser holds: a list long enough to ask about. */
const RESTORED_LIST = { 'pantry-chef:ingredients': JSON.stringify({ version: 1, value: FOUR }) };
const RESTORED_RECIPE = { ...RESTORED_LIST, 'pantry-chef:last-recipe': JSON.stringify({ version: 1, value: { ingredients: FOUR, markdown: '## Tomato basil pasta\n\nBoil the pasta.\n\n1. Chop.\n2. Stir.' } }) };
const RECENT = Array.from({ length: 10 }, (_, n) => ({ markdown: `## Dish ${n}\n\nCook it.`, ingredients: FOUR, title: `Dish ${n}`, at: 1_750_000_000_000 - n * 60_000 }));
const RESTORED_HISTORY = { ...RESTORED_RECIPE, 'pantry-chef:recent-recipes': JSON.stringify({ version: 1, value: RECENT }) };
// A week kept from before, its days written: it is drawn once the planner's chunk has arrived.
const RESTORED_WEEK = { ...RESTORED_LIST, 'pantry-chef:week': JSON.stringify({ version: 1, value: WEEK }) };
// A shared recipe as long as a model's, so its arrival would push down anything below it.
const SHARED = await shareFragment({ markdown: `## Shared soup\n\n${'1. Stir the pot and taste it.\n'.repeat(40)}`, ingredients: FOUR });

/**
 * Loads the page at `width` with `stored` in localStorage, waits until every engine it fetches has
 * arrived and the page has settled, and returns the cumulative layout shift from navigation on,
 * with any error the page logged.
 */
async function shiftAfterLoad(width: number, stored: Record<string, string>, hash = '') {
  // As a visitor's browser: the page's service worker registers, once the page is idle.
  const context = await stage.browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'allow' });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto(`${stage.server.url}/${hash}`, { waitUntil: 'networkidle' });
  await pageSettled(page);
  const shift = await page.evaluate(
    (NO_SHIFT_WINDOW_MS) =>
      new Promise<number>((resolve) => {
        // Buffered: every shift since navigation, delivered in one call; none at all means no call.
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries come at once: none within this window means the page never moved.
        setTimeout(() => resolve(0), NO_SHIFT_WINDOW_MS);
      }),
    NO_SHIFT_WINDOW_MS,
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
    [320, 'a visitor whose recipe and recent recipes are restored', RESTORED_HISTORY],
    [1280, 'a visitor whose recipe and recent recipes are restored', RESTORED_HISTORY],
    [320, 'a visitor whose week is kept', RESTORED_WEEK],
    [1280, 'a visitor whose week is kept', RESTORED_WEEK],
  ])('does not move at %i px for %s, from navigation until 3 s after load', async (width, _who, stored) => {
    await expect(shiftAfterLoad(width, stored)).resolves.toEqual({ shift: 0, problems: [] });
  });

  it.each([
    [320, 'a fresh visitor', 'a share link', {}, SHARED],
    [1280, 'a fresh visitor', 'a share link', {}, SHARED],
    [320, 'a returning visitor', 'a share link', RESTORED_HISTORY, SHARED],
    [1280, 'a returning visitor', 'a share link', RESTORED_HISTORY, SHARED],
    [320, 'a fresh visitor', 'a broken share link', {}, '#recipe=1.broken'],
    [1280, 'a returning visitor', 'a broken share link', RESTORED_HISTORY, '#recipe=1.broken'],
  ])('does not move at %i px for %s opening %s', async (width, _who, _what, stored, hash) => {
    await expect(shiftAfterLoad(width, stored, hash)).resolves.toEqual({ shift: 0, problems: [] });
  });
});
