import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBalancer, type Asked } from '../support/balancer.ts';
import { launchChromium } from '../support/browser.ts';
import { serveBuild } from '../support/build-server.ts';
import { buildOlderRelease } from '../support/older-release.ts';
import { addIngredients } from './page-checks.ts';

// The release being rolled out is the build in dist/ (`npx vite build`); the one before it is built here.
const CURRENT = fileURLToPath(new URL('../../dist/client', import.meta.url));
// A host no recipe is asked of here: the page names its model, and that is all these tests read of it.
const settings = (model: string) => ({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'e2e-key', AI_MODEL: model });
const FOUR = ['Tomato', 'Onion', 'Garlic', 'Pasta'];

let older: Awaited<ReturnType<typeof buildOlderRelease>> | undefined;
let browser: Browser | undefined;
beforeAll(async () => {
  older = await buildOlderRelease();
  browser = await launchChromium();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await older?.remove();
});

// Whatever a test starts, stopped after it, newest first.
let running: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const stop of running.reverse()) await stop();
  running = [];
});

async function replica(clientDir: string, env: Record<string, string>) {
  const server = await serveBuild(clientDir, env);
  running.push(server.stop);
  return server;
}

/** A visitor's browser with the service worker on; every visit starts with nothing kept in storage, so each one is typed afresh. */
async function visitor(): Promise<BrowserContext> {
  const context = await browser!.newContext({ serviceWorkers: 'allow' });
  running.push(() => context.close());
  await context.addInitScript(() => localStorage.clear());
  return context;
}

/** The page works: typing an ingredient adds it, and with four "Get a recipe" appears. */
async function expectItWorks(page: Page) {
  await addIngredients(page, FOUR);
  await page.getByRole('button', { name: 'Remove Pasta' }).waitFor({ timeout: 5_000 });
  await page.getByRole('button', { name: 'Get a recipe' }).waitFor({ timeout: 5_000 });
}

const workerActive = (page: Page) => page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

/** Waits until no version of the worker is installing: each has been kept, or has failed. */
function untilInstalled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    for (;;) {
      const installing = (await navigator.serviceWorker.getRegistration())?.installing;
      if (!installing) return;
      await new Promise((changed) => installing.addEventListener('statechange', changed, { once: true }));
    }
  });
}

/** Registers the worker, as the page does once it is idle, and waits until it is kept or has failed. */
async function register(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js').then(() => undefined));
  await untilInstalled(page);
}

/** Asks for a new version of the worker, as the browser does at a visit, and waits until it is kept or has failed. */
async function lookForNewVersion(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()).catch(() => undefined));
  await untilInstalled(page);
}

/** The path of the script the page starts with: which release the page is. */
const entryScript = (page: Page) => page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src') ?? '');

/** The new worker's own fetch of the page: a request for "/" that is not a visitor opening a page. */
const workersCopyOfThePage = ({ path, mode }: Asked) => new URL(path, 'http://any').pathname === '/' && mode !== 'navigate';

/** Two replicas, one on each release, behind a balancer that sends everything to the older one for now. */
async function rollingDeploy() {
  const old = await replica(older!.clientDir, settings('test-model'));
  const current = await replica(CURRENT, settings('test-model'));
  const balancer = await startBalancer(() => old.url);
  running.push(balancer.stop);
  return {
    url: balancer.url,
    /** Under way: everything reaches the new release but the worker's fetches of the page. */
    underWay: () => balancer.routeBy((asked) => (workersCopyOfThePage(asked) ? old.url : current.url)),
    /** Over: the older release is gone. */
    over: () => {
      balancer.routeBy(() => current.url);
      return old.stop();
    },
  };
}

/** Offers the new release, takes it on the visitor's press, and opens it whole with no connection. */
async function expectTheNewRelease(context: BrowserContext, page: Page) {
  const currentEntry = /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(await readFile(join(CURRENT, 'index.html'), 'utf8'))?.[1];
  await lookForNewVersion(page);
  await page.evaluate(() => Object.assign(window, { beforeTheNewRelease: true }));
  await page.getByRole('button', { name: 'Reload for the new version' }).click();
  await expect.poll(() => page.evaluate(() => 'beforeTheNewRelease' in window).catch(() => true), { timeout: 10_000 }).toBe(false);
  await expectItWorks(page);
  await context.setOffline(true);
  await page.reload();
  await expectItWorks(page);
  expect(await entryScript(page)).toBe(currentEntry);
}

describe('an installed page through a rolling deploy', () => {
  it("works on a first visit while the worker's copy of the page comes from a replica on the older release, and installs once the rollout is over", async () => {
    const deploy = await rollingDeploy();
    deploy.underWay();
    const context = await visitor();
    const page = await context.newPage();
    await page.goto(deploy.url);
    await register(page);
    await page.reload();
    await expectItWorks(page);
    await page.reload();
    await expectItWorks(page);

    await deploy.over();
    await page.reload();
    await register(page);
    await workerActive(page);
    await page.reload();
    await expectItWorks(page);
    await context.setOffline(true);
    await page.reload();
    await expectItWorks(page);
  });

  it("keeps working when a new version's copy of the page comes from the older release, long after its files left the HTTP cache, and takes the new release once the rollout is over", async () => {
    const deploy = await rollingDeploy();
    const context = await visitor();
    // Installed while every replica ran the older release.
    let page = await context.newPage();
    await page.goto(deploy.url);
    await workerActive(page);
    await page.reload();
    await expectItWorks(page);

    deploy.underWay();
    await lookForNewVersion(page);
    // The visitor closes the app and opens it days later, when the browser's HTTP cache has let
    // the older release's files go; a version waiting would take over now.
    await page.close();
    page = await context.newPage();
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.goto(deploy.url);
    await expectItWorks(page);
    await page.reload();
    await expectItWorks(page);

    await deploy.over();
    await expectTheNewRelease(context, page);
  });

  it('opens from the network when a file of its kept release has gone missing, and offers the new release', async () => {
    const deploy = await rollingDeploy();
    const context = await visitor();
    const page = await context.newPage();
    await page.goto(deploy.url);
    await workerActive(page);
    await page.reload();
    await expectItWorks(page);

    // The new release everywhere; and the kept page's first script lost from the browser's storage,
    // its HTTP cache as well.
    await deploy.over();
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.evaluate(async () => {
      const entry = new URL(document.querySelector<HTMLScriptElement>('script[type="module"]')!.src).pathname;
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) if (new URL(request.url).pathname === entry) await cache.delete(request);
      }
    });
    await page.reload();
    await expectItWorks(page);
    await expectTheNewRelease(context, page);
  });
});

describe("an installed page and the server's settings", () => {
  it('shows a new model and public URL by the second visit after the change, with no new release', async () => {
    const before = await replica(CURRENT, settings('first-model'));
    const after = await replica(CURRENT, { ...settings('second-model'), PUBLIC_URL: 'https://chef.example' });
    const balancer = await startBalancer(() => before.url);
    running.push(balancer.stop);
    const page = await (await visitor()).newPage();
    const model = () => page.locator('[data-provider-label]').textContent();
    const pageAddress = () => page.locator('meta[property="og:url"]').getAttribute('content', { timeout: 1_000 }).catch(() => null);
    await page.goto(balancer.url);
    await workerActive(page);
    await page.reload();
    expect(await model()).toMatch(/^first-model /);
    expect(await pageAddress()).toBeNull();

    // The operator changes the settings and restarts the replicas.
    balancer.routeBy(() => after.url);
    await before.stop();
    await page.reload();
    await expectItWorks(page);
    await page.reload();
    expect(await model()).toMatch(/^second-model /);
    expect(await pageAddress()).toBe('https://chef.example/');
    await expectItWorks(page);
  });
});
