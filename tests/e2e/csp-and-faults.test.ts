import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addIngredients } from './page-checks.ts';
import { useHostedStage } from './stage.ts';

const stage = useHostedStage((hostURL) => ({ AI_BASE_URL: hostURL, AI_API_KEY: 'e2e-key', AI_MODEL: 'test-model' }));

/** A page that records every CSP violation, whether reported as an event or on the console. */
async function watchedPage() {
  const page = await stage.browser.newPage();
  const consoleCsp: string[] = [];
  page.on('console', (message) => /Content Security Policy/i.test(message.text()) && consoleCsp.push(message.text()));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const violations = async () => [...consoleCsp, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
  return { page, violations };
}

async function askForRecipe(page: Page) {
  await page.goto(stage.server.url);
  await addIngredients(page, ['Tomato', 'Garlic', 'Pasta', 'Basil']);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
}

describe('under the Content-Security-Policy', () => {
  it('loads the page and streams a whole recipe without a single violation', async () => {
    const hostile = [
      'Serve hot. <img src="https://tracker.invalid/p.gif" onerror="alert(1)"> <script>alert(2)</script>\n\n',
      '![a pixel](https://tracker.invalid/?q=secret) [tap](javascript:alert(3)) <iframe src="https://tracker.invalid/"></iframe>\n\n',
    ].join('');
    stage.host.answerWith({ kind: 'stream', pieces: ['## Tomato pasta\n\n', hostile, '1. Boil.\n2. Stir.\n\n', 'Enjoy!'], gapMs: 20 });
    const { page, violations } = await watchedPage();
    // Nothing the model wrote may make the page reach anywhere but its own origin, or pop a dialog.
    const elsewhere: string[] = [];
    page.on('request', (request) => !request.url().startsWith(stage.server.url) && elsewhere.push(request.url()));
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const response = await page.goto(stage.server.url);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    await askForRecipe(page);
    const section = page.getByRole('region', { name: 'Pantry Chef Recommendations' });
    await section.getByText('Enjoy!').waitFor();
    await page.getByRole('status').waitFor({ state: 'detached' });

    expect(await section.locator('h2', { hasText: 'Tomato pasta' }).count()).toBe(1);
    expect(await section.locator('img, script, iframe, a[href^="javascript"]').count()).toBe(0);
    expect(await section.getByText('a pixel').count()).toBe(1);
    expect(elsewhere).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(await violations()).toEqual([]);
    await page.close();
  });
});

describe('when the host drops the connection mid-recipe', () => {
  it('shows the alert, ends loading, keeps the text so far, and stays usable', async () => {
    stage.host.answerWith({ kind: 'reset', pieces: ['## Half a recipe\n\n', 'Boil the pasta.\n\n'] });
    const { page, violations } = await watchedPage();
    await askForRecipe(page);

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).not.toMatch(/fake host|socket|ECONNRESET|terminated/i);
    expect(await page.getByRole('status').count()).toBe(0);

    stage.host.answerWith({ kind: 'stream', pieces: ['## Second try\n\n', 'It worked.'], gapMs: 10 });
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('region', { name: 'Pantry Chef Recommendations' }).getByText('It worked.').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await violations()).toEqual([]);
    expect(stage.server.logs()).toMatch(/"msg":"recipe failed"/);
    await page.close();
  });
});
