import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useStage } from './stage.ts';

const stage = useStage({ OFFLINE_CHEF_WORDS_PER_SECOND: '0' });

async function openPage(width: number): Promise<{ page: Page; problems: string[] }> {
  const page = await stage.browser.newPage({ viewport: { width, height: 800 } });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(stage.server.url);
  return { page, problems };
}

const input = (page: Page) => page.getByRole('textbox', { name: 'Add Ingredient' });

async function add(page: Page, ...names: string[]) {
  for (const name of names) {
    await input(page).fill(name);
    await input(page).press('Enter');
  }
}

/** Controls smaller than 44 × 44 CSS pixels, by accessible name. */
async function smallTargets(targets: Locator): Promise<string[]> {
  const small: string[] = [];
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    if (!box || box.width < 44 || box.height < 44) {
      small.push(`${(await target.getAttribute('aria-label')) ?? (await target.innerText())}: ${JSON.stringify(box)}`);
    }
  }
  return small;
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the ingredient list in Chromium', () => {
  it('fits a 320 px wide screen with tap targets of at least 44 px', async () => {
    const { page, problems } = await openPage(320);
    await add(page, 'Tomato', 'Basil', 'Mozzarella', 'Extra virgin olive oil from the hills of Liguria');
    expect(await smallTargets(page.getByRole('button'))).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);

    await input(page).fill('onio');
    await page.getByRole('option', { name: 'Onion', exact: true }).waitFor();
    expect(await smallTargets(page.getByRole('listbox', { name: 'Suggested ingredients' }).getByRole('option'))).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);

    await input(page).fill('');
    await page.getByRole('button', { name: 'Clear all' }).click();
    expect(await smallTargets(page.getByRole('button', { name: 'Undo' }))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('takes a pasted list of 25, one a line, and a paragraph longer than one name, every food whole', async () => {
    const { page, problems } = await openPage(320);
    const foods = Array.from({ length: 25 }, (_, index) => `Spice number ${index + 1}`);
    await input(page).focus();
    // A paste as the clipboard gives it, line breaks and all.
    await input(page).evaluate((box, text) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', text);
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    }, foods.join('\n'));
    await input(page).press('Enter');
    await expect(page.getByRole('listitem').allTextContents()).resolves.toEqual(foods);

    await input(page).focus();
    await page.keyboard.insertText('A bag of rice, half an onion and 2 eggs, a tin of chopped tomatoes and some grated cheese');
    await input(page).press('Enter');
    const listed = await page.getByRole('listitem').allTextContents();
    expect(listed.slice(25)).toEqual(['A bag of rice', 'Half an onion', '2 eggs', 'A tin of chopped tomatoes', 'Some grated cheese']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows where keyboard focus is on the remove buttons', async () => {
    const { page } = await openPage(1024);
    await add(page, 'Tomato', 'Basil');
    await input(page).press('Tab'); // "+ Add Ingredient"
    await page.keyboard.press('Tab');
    const focused = page.getByRole('button', { name: 'Remove Tomato' });
    await expect(focused.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');
    await page.close();
  });

  it('keeps the list across a reload and loads suggestions under the page CSP', async () => {
    const { page, problems } = await openPage(1024);
    await add(page, 'Eggs', 'Milk', 'Flour', 'Sugar');
    await page.getByRole('button', { name: 'Remove Milk' }).click();
    await page.reload();
    // Drawn from storage by the page's script, which runs after the load event.
    await expect.poll(() => page.getByRole('list').getByRole('listitem').allTextContents()).toEqual(['Eggs', 'Flour', 'Sugar']);

    await input(page).pressSequentially('butt');
    await page.getByRole('option', { name: 'Butter', exact: true }).click();
    await expect(page.getByRole('list').getByRole('listitem').allTextContents()).resolves.toEqual(['Eggs', 'Flour', 'Sugar', 'Butter']);
    await page.getByRole('button', { name: 'Get a recipe' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
