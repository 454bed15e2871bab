import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shareFragment } from '../../client/lib/share-link.ts';
import { hostileAnswers, THIRTY_ITEMS } from '../support/hostile-recipes.ts';
import { medianOf } from '../support/linear-time.ts';
import { useHostedStage } from './stage.ts';

// A slow phone, as the page's own budget is measured: the CPU four times slower than this machine's.
const CPU_SLOWDOWN = 4;
// The longest task a visitor may meet while a hostile recipe opens: long enough to notice, far
// short of the tens of seconds these recipes once froze the page for. It is counted in turns of a
// fixed piece of script timed in the same page at the same moment (about 50 ms at this slowdown on
// a quiet machine, so about 200 ms), because a busy machine stretches both alike: a bar in
// milliseconds was crossed by a hostile recipe that took 202 ms beside another process. The bar is
// also never under twice what a harmless recipe of the same length takes there.
const MAX_TASK_YARDSTICKS = 4;
const TIMES_HARMLESS = 2;
// Each is shown this many times, harmless and hostile in turn, and the medians compared: one task
// a busy machine held up decides nothing either way.
const TURNS = 3;
// Seven recipes at four times slower CPU: 20 to 40 s on a machine busy with other work.
const TEST_TIMEOUT_MS = 150_000;
const NORMAL = '## Garlic Rice\n\nServes 2\n\n## Ingredients\n- 150 g rice\n- 2 cloves garlic\n\n## Method\n1. Cook the rice.\n2. Stir in the garlic.\n';

const stage = useHostedStage((hostURL) => ({ AI_BASE_URL: hostURL, AI_API_KEY: 'e2e-key', AI_MODEL: 'test-model', RATE_LIMIT_MAX: '100' }));

// Every task of 50 ms or more since the page began, as [start, duration].
const WATCH = `
  window.__tasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
`;
/** The longest task that began at or after `since` (the page's clock), 0 when none took 50 ms. */
const longestTaskSince = (page: Page, since: number) =>
  page.evaluate((from) => Math.max(0, ...(window as unknown as { __tasks: [number, number][] }).__tasks.filter(([start]) => start >= from).map(([, duration]) => duration)), since);
const now = (page: Page) => page.evaluate(() => performance.now());

/** How long a fixed piece of arithmetic takes in the page now, in milliseconds: the yardstick a busy machine stretches with everything else. */
const yardstick = (page: Page) =>
  page.evaluate(() => {
    const started = performance.now();
    let sum = 0;
    for (let i = 0; i < 2_000_000; i++) sum = (sum * 31 + i) % 1_000_003;
    // The sum is used, so the loop is not optimised away.
    return performance.now() - started + (sum < 0 ? 1 : 0);
  });

/** A page with the visitor's thirty-item list, the CPU slowed down, and its errors collected. */
async function slowPage(url: string) {
  const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ({ watch, list }) => {
      new Function(watch)();
      if (!localStorage.getItem('pantry-chef:ingredients')) localStorage.setItem('pantry-chef:ingredients', JSON.stringify({ version: 1, value: list }));
    },
    { watch: WATCH, list: THIRTY_ITEMS },
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  return { page, errors, close: () => context.close() };
}

const section = (page: Page) => page.getByRole('region', { name: 'Pantry Chef Recommendations' });

/** Resolves at the page's next quiet moment: nothing of the work before it is still running. */
const quietMoment = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

/** Waits until the recipe has finished, what goes under it (what you have) is on the page, and the page is quiet. */
async function recipeSettled(page: Page, title: RegExp) {
  await section(page).getByRole('heading', { name: title }).waitFor();
  await page.getByRole('status').waitFor({ state: 'detached' });
  await section(page).getByRole('heading', { name: 'What you have' }).waitFor();
  await quietMoment(page);
}

/** A harmless recipe as long as `text`: the garlic rice with as many ordinary ingredients and steps as it takes. */
function harmlessAsLong(text: string): string {
  const lines: string[] = [];
  const more = (n: number) => `- ${n * 10} g rice, rinsed\n`;
  while (lines.join('').length * 2 < text.length) lines.push(more(lines.length + 1));
  const steps = lines.map((_, n) => `${n + 1}. Stir ${n + 1} spoonfuls of the rice into the pan and cook for a minute.\n`);
  return `## Garden Soup\n\nServes 2\n\n## Ingredients\n${lines.join('')}\n## Method\n${steps.join('')}`;
}

/** The longest task while the page shows `answer` from the host, with the renderer already warm. */
async function longestWhileShowing(page: Page, answer: string, title: RegExp) {
  const since = await now(page);
  stage.host.answerWith({ kind: 'stream', pieces: pieces(answer), gapMs: 0 });
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await recipeSettled(page, title);
  return longestTaskSince(page, since);
}

/**
 * The most the hostile recipe's median longest task may take: the bar in yardsticks, or twice the
 * harmless recipe's, each the median of TURNS turns taken in turn (so a busy spell slows all alike).
 */
async function medianTasks(page: Page, measure: (which: 'harmless' | 'hostile') => Promise<number>) {
  const harmless: number[] = [];
  const hostile: number[] = [];
  const yardsticks: number[] = [];
  for (let turn = 0; turn < TURNS; turn++) {
    yardsticks.push(await yardstick(page));
    harmless.push(await measure('harmless'));
    hostile.push(await measure('hostile'));
  }
  return { hostile: medianOf(hostile), bar: Math.max(MAX_TASK_YARDSTICKS * medianOf(yardsticks), TIMES_HARMLESS * medianOf(harmless)) };
}

/** Splits a text into pieces, as a host streams it. */
const pieces = (text: string, size = 2048) => Array.from({ length: Math.ceil(text.length / size) }, (_, index) => text.slice(index * size, (index + 1) * size));

describe('a recipe built to freeze or crash the page, at four times slower CPU', () => {
  it.each(Object.entries(hostileAnswers()))('from a host, with %s, renders with no long freeze and no error', async (_, answer) => {
    const { page, errors, close } = await slowPage(stage.server.url);
    // A first recipe loads and warms the renderer, so what is measured is the hostile one alone.
    stage.host.answerWith({ kind: 'stream', pieces: [NORMAL], gapMs: 0 });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await recipeSettled(page, /^Garlic Rice$/);
    const { hostile, bar } = await medianTasks(page, (which) =>
      which === 'harmless' ? longestWhileShowing(page, harmlessAsLong(answer), /^Garden Soup$/) : longestWhileShowing(page, answer, /^Hostile Soup/),
    );

    expect(hostile).toBeLessThan(bar);
    expect(errors).toEqual([]);
    expect(await page.getByRole('alert').count()).toBe(0);
    await close();
  }, TEST_TIMEOUT_MS);

  it('opens a share link of one-word ingredient lines against thirty items with no long freeze', async () => {
    const markdown = hostileAnswers()['ingredient lines of one word repeated']!;
    const fragment = await shareFragment({ markdown, ingredients: THIRTY_ITEMS });
    expect(fragment?.length).toBeLessThan(1000);
    // A first link loads and warms the engines a link needs (the bench measures that part).
    const { page, errors, close } = await slowPage(`${stage.server.url}/${await shareFragment({ markdown: NORMAL, ingredients: THIRTY_ITEMS })}`);
    await recipeSettled(page, /^Garlic Rice$/);

    /** The longest task from pasting `link` into the open page until its recipe has settled. */
    const longestOpening = async (link: string, title: RegExp) => {
      const since = await now(page);
      await page.evaluate((hash) => void (location.hash = hash), link);
      await recipeSettled(page, title);
      return longestTaskSince(page, since);
    };
    const harmlessLink = (await shareFragment({ markdown: harmlessAsLong(markdown), ingredients: THIRTY_ITEMS }))!;
    const { hostile, bar } = await medianTasks(page, (which) =>
      which === 'harmless' ? longestOpening(harmlessLink, /^Garden Soup$/) : longestOpening(fragment!, /^Hostile Soup$/),
    );

    expect(hostile).toBeLessThan(bar);
    expect(errors).toEqual([]);
    await close();
  }, TEST_TIMEOUT_MS);
});
