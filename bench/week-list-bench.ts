// The week's shopping list on the page, in Chromium at 4x CPU: a kept plan of 7 days, each day's
// recipe carrying two meals' ingredient lines (7 days × 2 meals), Sunday removed, until the list
// shows the week without it: the longest task meanwhile, and how long it took. (Removing a day is
// the change whose other work on the page is least: a change of Servings also scales and renders
// every day's recipe again, which this would then measure rather than the list.)
import type { Browser, CDPSession, Page } from 'playwright-core';
import { recipeOf } from '../shared/recipe/recipe-value.ts';
import { writeDraft } from '../shared/offline-chef/recipe-writer.ts';
import { WEEKDAYS } from '../shared/week/week-plan.ts';

/** Two meals a day, from everyday lists the built-in chef cooks. */
const MEALS: readonly (readonly string[])[] = [
  ['Chicken', 'Rice', 'Broccoli', 'Garlic'], ['Eggs', 'Spinach', 'Cheddar', 'Bread'],
  ['Spaghetti', 'Tomatoes', 'Basil', 'Parmesan'], ['Salmon', 'Potatoes', 'Lemon', 'Dill'],
  ['Beef mince', 'Onion', 'Carrots', 'Peas'], ['Chickpeas', 'Coconut milk', 'Spinach', 'Rice'],
  ['Pork chops', 'Apples', 'Potatoes', 'Cabbage'], ['Tofu', 'Noodles', 'Peppers', 'Soy sauce'],
  ['Lentils', 'Carrots', 'Celery', 'Onion'], ['Prawns', 'Garlic', 'Chilli', 'Spaghetti'],
  ['Chicken thighs', 'Sweet potatoes', 'Peppers', 'Onion'], ['Eggs', 'Mushrooms', 'Tomatoes', 'Bread'],
  ['Cod', 'Potatoes', 'Peas', 'Lemon'], ['Black beans', 'Tortillas', 'Avocado', 'Tomatoes'],
];

/** A day's recipe holding two meals' ingredient lines, written for 2. */
function dayRecipe(lunch: readonly string[], dinner: readonly string[]): string {
  const lines = [lunch, dinner].flatMap((list) => recipeOf(writeDraft(list, { servings: 2 }).markdown).ingredients.map((line) => line.text));
  return `# ${lunch[0]} and ${dinner[0]}\n\nServes 2\n\n## Ingredients\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\n## Method\n\n1. Cook lunch.\n2. Cook dinner.\n`;
}

/** The plan kept as the page keeps it, 7 days of two meals each. */
function keptPlan() {
  const days = WEEKDAYS.map((day, at) => ({ kind: 'cook', day, dish: `${MEALS[2 * at]![0]} and ${MEALS[2 * at + 1]![0]}`, uses: [], double: false, written: { markdown: dayRecipe(MEALS[2 * at]!, MEALS[2 * at + 1]!), servings: 2, by: 'the built-in chef' } }));
  return { version: 1, value: { id: 'bench-week', servings: 2, pantry: ['1 kg flour', '6 eggs', 'Spinach', '250 g cheddar'], preferences: {}, by: 'the built-in chef', days } };
}

// Where the page keeps its plan (STORAGE_KEYS.week, client/lib/storage-keys.ts, which the bench may
// not import): a plan kept under another key is simply not there, and the scenario waits in vain.
const KEPT_WEEK_KEY = 'pantry-chef:week';

const listText = () => document.querySelector('.week-list')?.textContent ?? '';

/**
 * Opens the page with the kept week (at `slowdown` CPU, watched by `observe`), waits for its list,
 * then removes Sunday and waits until the list is worked out again without it.
 */
export async function measureWeekList(
  browser: Browser,
  url: string,
  observe: string,
  slowdown: number,
  longestSince: (page: Page, from: number) => Promise<number>,
  /** Run around the press (a profiler's start and stop, for bench/week-level.ts --profile). */
  around?: { before: (cdp: CDPSession) => Promise<void>; after: (cdp: CDPSession) => Promise<void> },
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(({ key, kept }) => localStorage.setItem(key, JSON.stringify(kept)), { key: KEPT_WEEK_KEY, kept: keptPlan() });
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.goto(url);
  const list = page.getByRole('region', { name: 'Shopping list for the week' });
  await list.getByRole('button', { name: 'Copy list' }).waitFor({ timeout: 120_000 });
  const lines = await list.getByRole('checkbox').count();
  await page.waitForTimeout(1000); // the week's first work (the table, nutrition) settles first
  const before = await page.evaluate(listText);
  // Found before and pressed by its position, held as a hand holds it: Playwright's own click and
  // role queries are long tasks of their own at 4x (README, "Page, streaming").
  const remove = page.getByRole('button', { name: 'Remove Sunday' });
  await remove.scrollIntoViewIfNeeded();
  const button = await remove.boundingBox();
  if (!button) throw new Error('"Remove Sunday" is not on the page.');
  await around?.before(cdp);
  const from = await page.evaluate(() => performance.now());
  await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2, { delay: 100 });
  // Done once the list is no longer being worked out and differs from the one before (while it is
  // worked out, the last list holds its place unseen, so its text alone does not tell).
  await page.waitForFunction((was) => {
    const list = document.querySelector('.week-list');
    return list !== null && list.querySelector('[aria-busy]') === null && list.textContent !== was;
  }, before, { timeout: 60_000, polling: 100 });
  const shown = await page.evaluate(() => performance.now());
  await page.waitForTimeout(300); // a task still running as the list appeared is counted whole
  await around?.after(cdp);
  const longest = await longestSince(page, from);
  await context.close();
  return { lines, longestTaskMs: longest, ms: shown - from };
}
