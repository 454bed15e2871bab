// The page scenarios, in Debian's Chromium: what loads before the page takes input, LCP and TBT
// under Lighthouse's mobile settings, and how the main thread copes while a long recipe streams.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../tests/support/browser.ts';
import { request } from 'undici';
import type { MockMode } from './mock-text.ts';
import { startReactFloor } from './react-floor.ts';
import { setMode } from './server-bench.ts';
import { percentile } from './stats.ts';
import { measureWeekList } from './week-list-bench.ts';

/** What the page scenarios measured. */
export interface PageFigures {
  load: {
    /** The JS and CSS the page's HTML starts (what it needs before its form is its own), as gzip bytes. */
    jsCssGzipBytes: number;
    jsGzipBytes: number;
    files: string[];
    /** Whether the server itself sent them compressed. */
    servedCompressed: boolean;
    lcpMs: number;
    tbtMs: number;
    /** The same phone's next visit, once the page's service worker keeps it; NaN without one. */
    repeatLcpMs: number;
  };
  stream: {
    tokens: number;
    longTasks: number;
    longestTaskMs: number;
    tbtMs: number;
    inputDelayP50Ms: number;
    inputDelayMaxMs: number;
    keys: number;
    streamMs: number;
    /** The finished recipe scaled from 2 to 12 servings ("Servings to cook"), still at 4x: the longest task and how long until it shows. */
    scaleLongestTaskMs: number;
    scaleMs: number;
    /** From the recipe's end until "Nutrition per serving" shows its figures (the table fetched, read and indexed the first time), at 4x: the longest task and how long. */
    nutritionLongestTaskMs: number;
    nutritionMs: number;
  };
  /** The week's shopping list (a kept plan of 7 days × 2 meals) worked out again as Sunday is removed, at 4x: its lines, the longest task and how long until it shows. */
  week: { lines: number; longestTaskMs: number; ms: number };
  /** The same load scenario on a page of React alone (bench/react-floor/). */
  reactAlone: PageFigures['load'];
  /** How many times each scenario ran: the figures above are the medians of those runs. */
  runs: number;
  /** The lowest and highest of the runs, for the figures a shared machine moves most. */
  spread: { lcpMs: Range; tbtMs: Range; repeatLcpMs: Range; longTasks: Range; longestTaskMs: Range; streamTbtMs: Range; scaleLongestTaskMs: Range; nutritionLongestTaskMs: Range; weekLongestTaskMs: Range };
}

type Range = [low: number, high: number];

/** How many times each page scenario runs: on a shared machine one run is too noisy to judge by. */
export const PAGE_RUNS = 3;

// Each numeric figure's median over the runs; anything else as the first run had it.
function medianOf<T extends object>(runs: T[]): T {
  const figures = Object.entries(runs[0]!).map(([key, value]) => [
    key,
    typeof value === 'number' ? percentile(runs.map((run) => (run as Record<string, number>)[key]!), 50) : value,
  ]);
  return Object.fromEntries(figures) as T;
}

const range = (values: number[]): Range => [Math.min(...values), Math.max(...values)];

// Lighthouse's mobile profile as its devtools throttling applies it (mobileSlow4G): 562.5 ms on
// every request, 1.47 Mbps down, 675 kbps up, and a 4x slower CPU.
export const MOBILE = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
// Long tasks are counted from the first paint until this long after load: the work a page does once
// idle (its service worker, what it fetches for later) is work a visitor's taps wait behind too.
const AFTER_LOAD_MS = 3000;
export const CPU_SLOWDOWN = 4;
/** The phone the load scenario runs on. */
export const MOBILE_CONTEXT = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** The desktop window the streaming scenario runs in. */
export const DESKTOP_CONTEXT = { viewport: { width: 1280, height: 900 } };

// Collected from the first byte of the page on: long tasks, the largest paint, and how long each
// key waited before the page could handle it.
export const OBSERVE = `
  window.__bench = { longTasks: [], lcp: 0, fcp: 0, keyDelays: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__bench.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  addEventListener('keydown', (e) => window.__bench.keyDelays.push(performance.now() - e.timeStamp), true);
`;

interface Observed {
  longTasks: [number, number][];
  lcp: number;
  fcp: number;
  keyDelays: number[];
}
const observed = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Observed }).__bench);

/** Blocking time of the long tasks that start at or after `from`: the part of each beyond 50 ms. */
function blocking(tasks: [number, number][], from: number) {
  const within = tasks.filter(([start]) => start >= from).map(([, duration]) => duration);
  return { count: within.length, longest: Math.max(0, ...within), tbt: within.reduce((sum, d) => sum + Math.max(0, d - 50), 0) };
}

/** The longest task that started at or after `from`. */
export const longestSince = async (page: Page, from: number) => blocking((await observed(page)).longTasks, from).longest;

async function gzipSize(url: string): Promise<{ bytes: number; compressed: boolean }> {
  const response = await request(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = Buffer.from(await response.body.arrayBuffer());
  const compressed = response.headers['content-encoding'] === 'gzip';
  return { bytes: compressed ? body.length : gzipSync(body).length, compressed };
}

// The page is prerendered: its input is in the HTML before any script, so "before input" means
// what the HTML itself starts (entry script, preloaded modules, stylesheet), as the page-weight
// test counts it, rather than whatever was fetched before the input appeared.
async function startingFiles(url: string): Promise<string[]> {
  const html = await (await request(url)).body.text();
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.(?:js|css))"/g)].map(([, path]) => new URL(path!, url).href);
}

/** A page of `context` on the phone: slow 4G and a 4x slower CPU, observed from its first byte. */
async function phonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** Opens `url` and watches it until AFTER_LOAD_MS after its load event (a measurement window). */
async function visit(page: Page, url: string): Promise<Observed> {
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('textbox', { name: 'Add Ingredient' }).waitFor();
  await page.waitForTimeout(AFTER_LOAD_MS);
  return observed(page);
}

async function measureLoad(browser: Browser, url: string): Promise<PageFigures['load']> {
  const context = await browser.newContext(MOBILE_CONTEXT);
  const page = await phonePage(context);
  const { longTasks, lcp, fcp } = await visit(page, url);
  // The next visit opens what the service worker kept, once it has kept it all (if there is one).
  const kept = await page.evaluate(async () => {
    if (!(await navigator.serviceWorker?.getRegistration())) return false;
    await navigator.serviceWorker.ready;
    return true;
  });
  const repeatLcpMs = kept ? (await visit(await phonePage(context), url)).lcp : Number.NaN;
  await context.close();
  const files = await startingFiles(url);
  const sizes = await Promise.all(files.map(async (file) => ({ file, ...(await gzipSize(file)) })));
  const sum = (list: typeof sizes) => list.reduce((total, size) => total + size.bytes, 0);
  return {
    jsCssGzipBytes: sum(sizes),
    jsGzipBytes: sum(sizes.filter((size) => /\.js(\?|$)/.test(size.file))),
    files: files.map((file) => new URL(file).pathname),
    servedCompressed: sizes.length > 0 && sizes.every((size) => size.compressed),
    lcpMs: lcp,
    tbtMs: blocking(longTasks, fcp).tbt,
    repeatLcpMs,
  };
}

// Whether the loading status is on the page, waited for from inside it: Playwright's own waiting
// polls the page with accessibility-role queries that, at 4x CPU, are long tasks of their own.
export const statusShown = (shown: boolean) =>
  new Promise<void>((resolve) => {
    const done = () => (document.querySelector('[role="status"]') !== null) === shown;
    if (done()) return resolve();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });

// How long a person holds the button down in a click. Playwright's own click sends the pointer's
// move, the press and the release at once, and Chromium then handles all three in one task, which
// no hand can make happen.
const PRESS_HOLD_MS = 100;

/**
 * A press of "Get a recipe", with the button found beforehand: Playwright's own role queries and
 * checks run in the page and, at 4x CPU, are long tasks of their own, so the measured time holds
 * only a plain click, held down as long as a person holds it.
 */
export async function recipePress(page: Page): Promise<() => Promise<void>> {
  const button = await page.getByRole('button', { name: 'Get a recipe' }).boundingBox();
  if (!button) throw new Error('"Get a recipe" is not on the page.');
  return () => page.mouse.click(button.x + button.width / 2, button.y + button.height / 2, { delay: PRESS_HOLD_MS });
}

/** Puts the four ingredients of the streaming scenario on the list: pasted, or typed key by key. */
export async function enterList(page: Page, typeEach = false) {
  const input = page.getByRole('textbox', { name: 'Add Ingredient' });
  for (const item of ['Tomato', 'Basil', 'Garlic', 'Pasta']) {
    if (typeEach) await input.pressSequentially(item, { delay: 120 });
    else await input.fill(item);
    await input.press('Enter');
  }
}

async function measureStream(browser: Browser, url: string, tokens: number): Promise<PageFigures['stream']> {
  const context = await browser.newContext(DESKTOP_CONTEXT);
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  await page.goto(url);
  await enterList(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.waitForTimeout(500); // let the ingredients' own work settle first
  const keysBefore = (await observed(page)).keyDelays.length;
  const press = await recipePress(page);
  const from = await page.evaluate(() => performance.now());
  await press();
  await page.evaluate(statusShown, true);
  // The visitor types while the recipe streams in: each key's wait is the input delay.
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const tooLong = new Promise<never>((_, reject) => {
    giveUp = setTimeout(() => reject(new Error('The recipe did not finish streaming within 120 s.')), 120_000);
  });
  const done = Promise.race([page.evaluate(statusShown, false), tooLong]).then(() => true);
  void done.finally(() => clearTimeout(giveUp)).catch(() => undefined);
  let finished = false;
  void done.then(() => (finished = true));
  await page.evaluate(() => document.querySelector<HTMLInputElement>('main input')?.focus());
  for (let key = 0; !finished && key < 400; key += 1) {
    await page.keyboard.press('a');
    await page.waitForTimeout(100);
  }
  await done;
  const to = await page.evaluate(() => performance.now());
  await page.waitForFunction(nutritionShown, 'One of 2 servings', { timeout: 60_000 });
  const nutritionShownAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(300); // a task still running as the figures appeared is counted whole
  const { longTasks, keyDelays } = await observed(page);
  const nutrition = blocking(longTasks.filter(([start]) => start <= nutritionShownAt), to);
  const scaled = await measureScaling(page);
  await context.close();
  const during = blocking(longTasks.filter(([start]) => start <= to), from);
  const delays = keyDelays.slice(keysBefore);
  return {
    tokens,
    longTasks: during.count,
    longestTaskMs: during.longest,
    tbtMs: during.tbt,
    inputDelayP50Ms: percentile(delays, 50),
    inputDelayMaxMs: Math.max(0, ...delays),
    keys: delays.length,
    streamMs: to - from,
    scaleLongestTaskMs: scaled.longest,
    scaleMs: scaled.ms,
    nutritionLongestTaskMs: nutrition.longest,
    nutritionMs: nutritionShownAt - to,
  };
}

/** Whether the nutrition panel shows its figures for `servings` ("One of 2 servings"). */
const nutritionShown = (servings: string) => [...document.querySelectorAll('section')].some((section) => section.textContent?.includes('Nutrition per serving') && section.textContent.includes(servings));

/** Scales the finished recipe (which serves 2) to 12 and waits until the page shows it, nutrition included, at the CPU slowdown already set. */
async function measureScaling(page: Page) {
  await page.waitForTimeout(500); // the finished recipe's own work settles first
  const from = await page.evaluate(() => performance.now());
  await page.getByRole('spinbutton', { name: 'Servings to cook' }).fill('12');
  await page.waitForFunction(() => document.querySelector('.recipe')?.textContent?.includes('Serves: 12'), undefined, { timeout: 30_000 });
  const shown = await page.evaluate(() => performance.now());
  await page.waitForFunction(nutritionShown, 'One of 12 servings', { timeout: 30_000 });
  await page.waitForTimeout(300); // a task still running as the text appeared is counted whole
  const { longTasks } = await observed(page);
  return { longest: blocking(longTasks, from).longest, ms: shown - from };
}

export { CHROMIUM, launchChromium } from '../tests/support/browser.ts';

/** The recipe the streaming scenario asks for: 1024 words of markdown, one every 10 ms. */
export const RECIPE_MODE: MockMode = { deltas: 1024, intervalMs: 10, text: 'recipe' };

/**
 * Runs both page scenarios `runs` times against a running server that serves the built page and
 * streams from the mock host at `mockOrigin`, and the load scenario on the bare React page right
 * after each of the page's own; reports the median of each figure.
 */
export async function runPageBench(url: string, mockOrigin: string, runs = PAGE_RUNS): Promise<PageFigures> {
  const reactAlone = await startReactFloor();
  const browser = await launchChromium();
  try {
    const loads: PageFigures['load'][] = [];
    const alone: PageFigures['load'][] = [];
    for (let run = 0; run < runs; run++) {
      loads.push(await measureLoad(browser, url));
      alone.push(await measureLoad(browser, reactAlone.origin));
    }
    await setMode(mockOrigin, RECIPE_MODE);
    const streams: PageFigures['stream'][] = [];
    for (let run = 0; run < runs; run++) streams.push(await measureStream(browser, url, RECIPE_MODE.deltas));
    const weeks: PageFigures['week'][] = [];
    for (let run = 0; run < runs; run++) weeks.push(await measureWeekList(browser, url, OBSERVE, CPU_SLOWDOWN, longestSince));
    return {
      load: { ...medianOf(loads), servedCompressed: loads.every((load) => load.servedCompressed) },
      stream: medianOf(streams),
      week: medianOf(weeks),
      reactAlone: medianOf(alone),
      runs,
      spread: {
        lcpMs: range(loads.map((load) => load.lcpMs)),
        tbtMs: range(loads.map((load) => load.tbtMs)),
        repeatLcpMs: range(loads.map((load) => load.repeatLcpMs)),
        longTasks: range(streams.map((stream) => stream.longTasks)),
        longestTaskMs: range(streams.map((stream) => stream.longestTaskMs)),
        streamTbtMs: range(streams.map((stream) => stream.tbtMs)),
        scaleLongestTaskMs: range(streams.map((stream) => stream.scaleLongestTaskMs)),
        nutritionLongestTaskMs: range(streams.map((stream) => stream.nutritionLongestTaskMs)),
        weekLongestTaskMs: range(weeks.map((week) => week.longestTaskMs)),
      },
    };
  } finally {
    await browser.close();
    await reactAlone.close();
  }
}
