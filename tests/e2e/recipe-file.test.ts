import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addIngredients, sidewaysOverflow } from './page-checks.ts';
import { RICH_RECIPE, RICH_RECIPE_JSON_LD } from '../support/rich-recipe.ts';
import { hostThenOfflineChef, useHostedStage } from './stage.ts';

const stage = useHostedStage(hostThenOfflineChef);

/** Asks for a recipe at `width`, presses "Save recipe file" and returns the file's name and what it holds. */
async function saveRecipeFile(list: string[], width: number): Promise<{ page: Page; name: string; json: Record<string, unknown> }> {
  const page = await stage.browser.newPage({ viewport: { width, height: 900 }, acceptDownloads: true });
  await page.goto(stage.server.url);
  await addIngredients(page, list);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  const save = page.getByRole('button', { name: 'Save recipe file' });
  await save.waitFor();
  expect(await sidewaysOverflow(page), `${width} px`).toBe(0);
  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  const json = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
  return { page, name: download.suggestedFilename(), json };
}

describe('Save recipe file, in Chromium', () => {
  it.each([320, 1280])("downloads a host's recipe as schema.org Recipe JSON-LD at %i px", async (width) => {
    stage.host.answerWith({ kind: 'stream', pieces: RICH_RECIPE, gapMs: 5 });
    const { page, name, json } = await saveRecipeFile(['Tomato', 'Garlic', 'Pasta', 'Basil'], width);
    expect(name).toBe('smoky-tomato-garlic-pasta.json');
    expect(json).toEqual(RICH_RECIPE_JSON_LD);
    await page.getByText('Saved smoky-tomato-garlic-pasta.json').waitFor();
    await page.close();
  });

  it("downloads the offline chef's recipe with every field", async () => {
    stage.host.answerWith({ kind: 'status', status: 500 });
    const { page, name, json } = await saveRecipeFile(['Chicken', 'Rice', 'Broccoli', 'Garlic'], 1280);
    const title = await page.getByRole('region', { name: 'Pantry Chef Recommendations' }).getByRole('heading', { level: 2 }).nth(1).innerText(); // after the section's own heading
    expect(json).toMatchObject({ '@context': 'https://schema.org', '@type': 'Recipe', name: title });
    expect(name).toBe(`${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.json`);
    expect(json.recipeYield).toMatch(/^\d+ servings?$/);
    expect(json.totalTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
    expect(json.recipeIngredient).toEqual(expect.arrayContaining([expect.stringMatching(/chicken/i), expect.stringMatching(/rice/i)]));
    expect((json.recipeInstructions as { '@type': string; text: string }[]).every((one) => one['@type'] === 'HowToStep' && one.text !== '')).toBe(true);
    await page.close();
  });
});
