import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { addIngredients } from './page-checks.ts';
import { useHostedStage } from './stage.ts';

// The budget for the script a visitor waits for before the page takes input, gzipped.
const BUDGET_BYTES = 90_000;
const DIST = new URL('../../dist/client/', import.meta.url).pathname;

/** The scripts index.html itself loads (its module entry and any modulepreload): what the page needs to start. */
function startingScripts(): string[] {
  const html = readFileSync(`${DIST}index.html`, 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g)];
  return scripts.map((match) => match[1]!);
}

/** Whether a script is part of the stream engine: zod and its setting, the AI SDK, the engine itself. */
const isStreamEngine = (path: string) => /\/assets\/(no-eval|zod|ai|stream-engine)-[\w-]+\.js$/.test(path);

/** Holds back every script but the starting ones until `release()`, and lists what was held. */
async function holdLaterScripts(page: Page) {
  const starting = new Set(startingScripts().map((path) => `/${path}`));
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => {
    if (released || starting.has(new URL(route.request().url()).pathname)) return route.continue();
    held.push(route);
  });
  return {
    held: () => held.map((route) => new URL(route.request().url()).pathname),
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

const stage = useHostedStage((hostURL) => ({ AI_BASE_URL: hostURL, AI_API_KEY: 'e2e-key', AI_MODEL: 'test-model' }));

/**
 * A returning visitor: the host will answer with a short pasta recipe, the page remembers a list of
 * four from an earlier visit, and `beforeReload` (holding or blocking scripts) runs before the
 * visit that starts with it. Returns the page and what `beforeReload` gave.
 */
async function returningVisit<Prepared>(beforeReload: (page: Page) => Promise<Prepared>) {
  stage.host.answerWith({ kind: 'stream', pieces: ['## Tomato basil pasta\n\n', 'Boil the pasta.\n'], gapMs: 5 });
  const page = await stage.browser.newPage();
  await page.goto(stage.server.url);
  await addIngredients(page, ['Tomato', 'Basil', 'Garlic', 'Pasta']);
  const prepared = await beforeReload(page);
  await page.reload();
  return { page, prepared };
}

/** A response's body as it came, still compressed (fetch would decompress it), and its encoding. */
function bytesAsSent(url: string, headers: Record<string, string>): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** The streamed recipe's heading, once it is on the page. */
const recipeHeading = (page: Page, timeout?: number) =>
  page.getByRole('region', { name: 'Pantry Chef Recommendations' }).getByRole('heading', { name: 'Tomato basil pasta' }).waitFor({ timeout });

describe('what loads before the page takes input', () => {
  it(`is at most ${BUDGET_BYTES / 1000} kB of script as the server sends it gzipped, with no AI SDK client or markdown renderer in it`, async () => {
    const scripts = startingScripts();
    expect(scripts.length).toBeGreaterThan(0);
    const sent = await Promise.all(
      scripts.map(async (path) => {
        const response = await bytesAsSent(`${stage.server.url}/${path}`, { 'accept-encoding': 'gzip' });
        expect(response.encoding, path).toBe('gzip');
        return response.body;
      }),
    );
    const gzipped = sent.reduce((sum, bytes) => sum + bytes.length, 0);
    expect(gzipped, `gzipped bytes of ${scripts.join(', ')}`).toBeLessThanOrEqual(BUDGET_BYTES);
    const code = scripts.map((path) => readFileSync(`${DIST}${path}`, 'utf8'));
    sent.forEach((bytes, index) => expect(gunzipSync(bytes).toString()).toBe(code[index]));
    const text = code.join('\n');
    // Each library's own marks: the UI message stream's chunk types, and streamdown's markdown parser.
    expect(text).not.toContain('text-delta');
    expect(text).not.toContain('micromark');
  });

  it('lets a visitor type and add ingredients while everything else is still held back, and keeps what they typed', async () => {
    const page = await stage.browser.newPage();
    const later = await holdLaterScripts(page);
    await page.goto(stage.server.url);
    await addIngredients(page, ['Tomato', 'Basil']);
    await expect(page.getByRole('listitem').allTextContents()).resolves.toEqual(['Tomato', 'Basil']);
    const input = page.getByRole('textbox', { name: 'Add Ingredient' });
    await input.fill('Garl');
    // The stream engine was asked for once the page was idle, and is still held.
    expect(later.held().some(isStreamEngine)).toBe(true);

    await later.release();
    await page.locator('summary', { hasText: 'Preferences' }).waitFor();
    await expect(input.inputValue()).resolves.toBe('Garl');
    await expect(page.getByRole('listitem').allTextContents()).resolves.toEqual(['Tomato', 'Basil']);
    await page.close();
  });

  it('opens Preferences whole while everything loaded later is still held back', async () => {
    const page = await stage.browser.newPage();
    const later = await holdLaterScripts(page);
    await page.goto(stage.server.url);
    await page.getByRole('textbox', { name: 'Add Ingredient' }).waitFor();
    await page.locator('summary', { hasText: 'Preferences' }).click();
    // Whole while every later script is still held, even when opened before the page's own script
    // has taken over: a control the visitor opens is never fetched after it opens.
    await page.getByRole('group', { name: 'Diet' }).waitFor();
    await expect(page.getByRole('combobox', { name: 'Servings' }).isVisible()).resolves.toBe(true);
    await later.release();
    await page.close();
  });

  it('fills Preferences opened before the page\'s own script has taken over, once it has', async () => {
    const page = await stage.browser.newPage();
    const held: Route[] = [];
    await page.route('**/assets/*.js', (route) => void held.push(route));
    await page.goto(stage.server.url, { waitUntil: 'commit' });
    // The prerendered panel opens by itself; its toggle comes before React listens for it.
    await page.locator('summary', { hasText: 'Preferences' }).click();
    expect(await page.getByRole('group', { name: 'Diet' }).count()).toBe(0);
    await page.unroute('**/assets/*.js');
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    await page.getByRole('group', { name: 'Diet' }).waitFor();
    await page.close();
  });

  it('answers a "Get a recipe" pressed before the stream engine has arrived', async () => {
    const { page, prepared: later } = await returningVisit(holdLaterScripts);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    // The press asks for the stream engine at once; the browser's request may take a moment to be seen.
    await expect.poll(() => later.held().some(isStreamEngine)).toBe(true);

    await later.release();
    await recipeHeading(page);
    await page.getByRole('region', { name: 'Pantry Chef Recommendations' }).getByText('Boil the pasta.').waitFor();
    await page.close();
  });

  it('keeps a press on "Get a recipe" that is under way when the engines arrive', async () => {
    const { page, prepared: later } = await returningVisit(holdLaterScripts);
    const button = page.getByRole('button', { name: 'Get a recipe' });
    await button.waitFor();
    // In sight, as a visitor presses it: under the list and Plan a week it can sit below the fold.
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // The engines arrive between the visitor's press and release.
    await later.release();
    await page.locator('summary', { hasText: 'Preferences' }).waitFor();
    // Nothing moved under the visitor's pointer: the preferences took the room kept for them.
    await expect(button.boundingBox()).resolves.toEqual(box);
    await page.mouse.up();

    await recipeHeading(page, 5_000);
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.close();
  });

  it('says so, keeps the list and offers a reload when the stream engine cannot be fetched', async () => {
    // A dropped connection, or a new version of the site that replaced its files mid-visit.
    const ENGINE = '**/assets/stream-engine-*.js';
    const { page } = await returningVisit((visited) => visited.route(ENGINE, (route) => route.abort()));

    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('alert').filter({ hasText: 'Part of the page did not load' }).waitFor();
    await expect(page.getByRole('listitem').allTextContents()).resolves.toEqual(['Tomato', 'Basil', 'Garlic', 'Pasta']);
    await expect(page.getByRole('button', { name: 'Get a recipe' }).getAttribute('aria-disabled')).resolves.toBe('false');

    await page.unroute(ENGINE);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await recipeHeading(page);
    await page.close();
  });
});
