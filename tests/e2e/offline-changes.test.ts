import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addIngredients, pageSettled } from './page-checks.ts';
import { useStage } from './stage.ts';

const stage = useStage({ OFFLINE_CHEF_WORDS_PER_SECOND: '0', RATE_LIMIT_MAX: '1000' });

const section = (page: Page) => page.getByRole('region', { name: 'Pantry Chef Recommendations' });
const recipeText = (page: Page) => section(page).locator('.recipe').innerText();
const idle = (page: Page) => page.getByRole('status').waitFor({ state: 'detached', timeout: 30_000 });

describe('changing the offline chef’s recipe, in Chromium', () => {
  it('makes each change and a swap as a new version, says which would change nothing, scales it, and moves back through the versions', async () => {
    const page = await stage.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(stage.server.url);
    await addIngredients(page, ['Chicken', 'Rice', 'Broccoli', 'Garlic', 'Chilli']);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await idle(page);
    await section(page).locator('.recipe ol li').first().waitFor();

    const seen = [await recipeText(page)];
    const byKind = new Map<string, string>();
    const said: string[] = [];
    const kinds = ['Quicker', 'Spicier', 'Milder', 'Vegetarian', 'No oven', 'One pot'];
    for (const kind of kinds) {
      const count = seen.length;
      await page.getByRole('group', { name: 'Change this recipe' }).getByRole('button', { name: kind }).click();
      // A change that would change nothing says so, and makes no version (nor any request).
      const made = page.getByText(`Version ${count + 1} of ${count + 1}`);
      const unchanged = section(page).getByText(/^(?:This recipe (?:already|was already|is already)|This is about as quick|There was no|This is as much heat)/);
      await made.or(unchanged).first().waitFor();
      if (await unchanged.isVisible()) {
        said.push(`${kind}: ${await unchanged.innerText()}`);
        expect(await page.getByText(new RegExp(`^Version \\d+ of ${count + 1}$`)).count()).toBe(0);
        continue;
      }
      await idle(page);
      // The new version renders as a deferred value, a moment after its version text shows.
      await expect.poll(() => recipeText(page)).not.toBe(seen.at(-1));
      await pageSettled(page);
      seen.push(await recipeText(page));
      byKind.set(kind, seen.at(-1)!);
    }
    // Each version is a recipe of its own; this dish is cooked without an oven already.
    expect(new Set(seen).size).toBe(seen.length);
    expect(said).toEqual(['No oven: This recipe already needs no oven.']);
    expect(byKind.get('Milder')).not.toMatch(/chilli/i);
    expect(byKind.get('Vegetarian')).not.toMatch(/chicken/i);
    const versions = seen.length;

    const swap = page.getByRole('button', { name: /^Swap / }).first();
    const name = ((await swap.getAttribute('aria-label')) ?? '').replace(/^Swap /, '');
    await swap.click();
    await page.getByRole('dialog', { name: `Swap ${name}` }).getByRole('button', { name: 'Let the chef choose' }).click();
    await page.getByText(`Version ${versions + 1} of ${versions + 1}`).waitFor();
    await idle(page);

    const servings = page.getByRole('spinbutton', { name: 'Servings to cook' });
    const stated = Number(await servings.inputValue());
    await servings.fill(String(stated * 3));
    await expect.poll(() => recipeText(page)).toMatch(new RegExp(`Serves:? ${stated * 3}\\b`));

    await page.getByRole('button', { name: 'Previous version' }).click();
    await page.getByText(`Version ${versions} of ${versions + 1}`).waitFor();
    // The version before, at the servings the cook set: the same dish, drafted again at those
    // servings, so a time in its title is the time for three times as much ("30-Minute" may become
    // "45-Minute"). The recipe re-renders as a deferred value, a moment after the version's text has changed.
    const dish = (text: string) => text.split('\n')[0]!.replace(/^\d+-Minute /, '');
    const title = dish(seen.at(-1)!);
    await expect.poll(async () => dish(await recipeText(page))).toBe(title);
    await expect.poll(() => recipeText(page)).toMatch(new RegExp(`Serves:? ${stated * 3}\\b`));
    expect(await servings.inputValue()).toBe(String(stated * 3));
    expect(errors).toEqual([]);
    await page.close();
  });
});
