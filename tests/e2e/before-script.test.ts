import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { useStage } from './stage.ts';

const stage = useStage({ OFFLINE_CHEF_WORDS_PER_SECOND: '0' });

describe('the prerendered page before its script has arrived', () => {
  it('stays put on Enter, keeps what was typed, and adds it once the script is here', async () => {
    const page = await stage.browser.newPage();
    // Every script waits until released; one asked for after that (a chunk the page's script
    // imports as it runs) goes straight through.
    const held: Route[] = [];
    let released = false;
    await page.route('**/assets/*.js', (route) => (released ? route.continue() : held.push(route)));
    await page.goto(stage.server.url, { waitUntil: 'commit' });
    const input = page.getByRole('textbox', { name: 'Add Ingredient' });
    await input.fill('Tomato');
    await input.press('Enter');
    // A plain form would have been sent to "/?" and the page reloaded empty.
    expect(new URL(page.url()).search).toBe('');
    await expect(input.inputValue()).resolves.toBe('Tomato');

    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await page.getByRole('button', { name: '+ Add Ingredient' }).waitFor();
    // Taken over once the page's script runs: Enter now adds what the box holds.
    // On a busy machine the script can take seconds to run once it has arrived.
    await expect
      .poll(
        async () => {
          await input.press('Enter');
          return page.getByRole('listitem').allTextContents();
        },
        { timeout: 20_000 },
      )
      .toEqual(['Tomato']);
    await page.close();
  });

  it('is styled by the document alone, with the policy allowing its stylesheet', async () => {
    const page = await stage.browser.newPage();
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(event.violatedDirective),
      );
    });
    const others: string[] = [];
    await page.route(`${stage.server.url}/**`, (route) => {
      if (new URL(route.request().url()).pathname === '/') return route.continue();
      // Nothing else arrives: whatever the page looks like now, the document did alone.
      others.push(route.request().url());
    });
    await page.goto(stage.server.url, { waitUntil: 'commit' });
    const intro = page.locator('header p').first();
    await intro.waitFor();
    // Tailwind's text-lg and the theme's colour, not the browser's 16 px black.
    await expect.poll(() => intro.evaluate((element) => getComputedStyle(element).fontSize)).toBe('18px');
    expect(await intro.evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(0, 0, 0)');
    expect(others.some((url) => url.endsWith('.css'))).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    await page.close();
  });
});
