import { describe, expect, it } from 'vitest';
import { useStage } from './stage.ts';

const stage = useStage({ OFFLINE_CHEF_WORDS_PER_SECOND: '0' });

describe('the suggestion list on a narrow phone', () => {
  it('leaves "+ Add Ingredient" pressable at 320 px while suggestions are open', async () => {
    const page = await stage.browser.newPage({ viewport: { width: 320, height: 640 }, hasTouch: true });
    await page.goto(stage.server.url);
    await page.getByRole('textbox', { name: 'Add Ingredient' }).pressSequentially('Tomato');
    await page.getByRole('listbox', { name: 'Suggested ingredients' }).getByRole('option').first().waitFor();

    const button = page.getByRole('button', { name: '+ Add Ingredient' });
    const box = (await button.boundingBox())!;
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim() ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe('+ Add Ingredient');

    await button.tap();
    await expect(page.getByRole('listitem').allTextContents()).resolves.toEqual(['Tomato']);
    await page.close();
  });
});
