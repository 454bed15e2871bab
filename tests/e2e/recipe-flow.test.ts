import { describe, expect, it } from 'vitest';
import { addIngredients } from './page-checks.ts';
import { useHostedStage, useStage } from './stage.ts';

const KEY = 'e2e-secret-key-7d1c9b';

describe('with the built-in offline chef', () => {
  const stage = useStage({ OFFLINE_CHEF_WORDS_PER_SECOND: '200' });

  it('streams a recipe for four ingredients into the page', async () => {
    const page = await stage.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(stage.server.url);

    await expect(page.getByRole('heading', { level: 1, name: 'Pantry Chef' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Offline chef').waitFor()).resolves.toBeUndefined();
    await addIngredients(page, ['  chicken ', 'RICE', 'broccoli', 'garlic']);
    await expect(page.getByRole('listitem').allTextContents()).resolves.toEqual(['Chicken', 'Rice', 'Broccoli', 'Garlic']);

    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    const recipe = page.getByRole('region', { name: 'Pantry Chef Recommendations' });
    await recipe.getByRole('heading', { level: 2 }).first().waitFor();
    const firstTextMs = Date.now() - clickedAt;
    await page.getByRole('status').waitFor({ state: 'detached', timeout: 30_000 });

    const text = await recipe.innerText();
    expect(text).toMatch(/chicken/i);
    expect(await recipe.locator('ol li').count()).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    console.log(`offline chef: first text ${firstTextMs} ms after the click`);
    await page.close();
  });
});

describe('with an OpenAI-compatible host', () => {
  let finish = () => {};
  // Released before anything stops: never leave the fake host holding a stream open.
  const stage = useHostedStage((hostURL) => ({ AI_BASE_URL: hostURL, AI_API_KEY: KEY, AI_MODEL: 'mistralai/Mixtral-8x7B-Instruct-v0.1' }), () => finish());

  it('shows text while the host is still writing, then the whole recipe', async () => {
    const held = new Promise<void>((resolve) => (finish = resolve));
    const recipe = ['## Garlic tomato pasta\n\n', 'A quick **weeknight** dinner, _ready in 20 minutes_.\n\n', '### Ingredients\n\n- 200 g pasta\n- 3 tomatoes\n\n', '### Steps\n\n1. Boil the pasta.\n2. Fry the garlic.\n', 'Enjoy!'];
    stage.host.answerWith({ kind: 'stream', pieces: recipe, gapMs: 30, holdLast: held });

    const page = await stage.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(stage.server.url);
    await page.getByText('mistralai/Mixtral-8x7B-Instruct-v0.1 via 127.0.0.1').waitFor();
    await addIngredients(page, ['Tomato', 'Garlic', 'Pasta', 'Basil']);
    await page.getByRole('button', { name: 'Get a recipe' }).click();

    const section = page.getByRole('region', { name: 'Pantry Chef Recommendations' });
    await section.getByText('Fry the garlic').waitFor();
    // The host has not sent its last words yet, and the page already shows the rest.
    expect(await section.getByText('Enjoy!').count()).toBe(0);
    expect(await page.getByRole('status').count()).toBe(1);
    expect(await section.locator('h2', { hasText: 'Garlic tomato pasta' }).count()).toBe(1);
    expect(await section.locator('strong').count()).toBeGreaterThan(0);
    expect(await section.locator('em').count()).toBeGreaterThan(0);
    finish();
    await section.getByText('Enjoy!').waitFor();
    await page.getByRole('status').waitFor({ state: 'detached' });

    const request = stage.host.received.at(-1)!;
    expect(request.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body).toMatchObject({ model: 'mistralai/Mixtral-8x7B-Instruct-v0.1', max_tokens: 1024, stream: true });
    await page.close();
  });

  it('tells the visitor when the host fails, and recovers with Try again', async () => {
    stage.host.answerWith({ kind: 'status', status: 500 });
    const page = await stage.browser.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await page.goto(stage.server.url);
    await addIngredients(page, ['Tomato', 'Garlic', 'Pasta', 'Basil']);
    await page.getByRole('button', { name: 'Get a recipe' }).click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).not.toMatch(/500|502|fake host/);
    expect(await page.getByRole('status').count()).toBe(0);
    expect(consoleErrors.length).toBeGreaterThan(0);

    stage.host.answerWith({ kind: 'stream', pieces: ['## Second try\n\n', 'It worked.'], gapMs: 10 });
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('region', { name: 'Pantry Chef Recommendations' }).getByText('It worked.').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.close();
  });

  it('never sends the key to the browser', async () => {
    const page = await stage.browser.newPage();
    const bodies: string[] = [];
    page.on('response', async (response) => bodies.push(JSON.stringify(await response.allHeaders()) + (await response.text().catch(() => ''))));
    await page.goto(stage.server.url);
    await page.waitForLoadState('networkidle');
    expect(bodies.length).toBeGreaterThan(2);
    expect(bodies.join('\n')).not.toContain(KEY);
    expect(stage.server.logs()).not.toContain(KEY);
    await page.close();
  });
});
