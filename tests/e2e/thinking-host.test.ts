import { describe, expect, it } from 'vitest';
import { until } from '../support/clock.ts';
import { startServer } from '../support/server-process.ts';
import { addIngredients } from './page-checks.ts';
import { useHostedStage } from './stage.ts';

const KEY = 'e2e-secret-key-5b3e8a';
const THOUGHT = 'The user has eggs and spinach; a frittata would suit them.';
const RECIPE = ['## Spinach frittata\n\n', 'Serves 2.\n\n', '### Steps\n\n1. Whisk the eggs.\n', '2. Bake until set.\n'];

describe('a host that thinks for three seconds before it writes', () => {
  // A first-token timeout of half the thinking: thinking must count as the host at work.
  const stage = useHostedStage((hostURL) => ({ AI_BASE_URL: hostURL, AI_API_KEY: KEY, AI_FIRST_TOKEN_TIMEOUT_MS: '1500' }));

  it('shows that the chef is thinking, then the recipe, with no thinking on the page or in storage', async () => {
    stage.host.answerWith({ kind: 'stream', thinking: Array.from({ length: 30 }, () => ({ reasoning: THOUGHT })), pieces: RECIPE, gapMs: 100 });
    const page = await stage.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(stage.server.url);
    await addIngredients(page, ['Eggs', 'Spinach', 'Cheese', 'Onion']);
    await page.getByRole('button', { name: 'Get a recipe' }).click();

    const status = page.getByRole('status');
    await status.getByText('The chef is thinking about your recipe…').waitFor();
    // Said while the host still thinks: nothing of the recipe is there yet.
    const section = page.getByRole('region', { name: 'Pantry Chef Recommendations' });
    expect(await section.getByText('Spinach frittata').count()).toBe(0);

    await section.getByRole('heading', { name: 'Spinach frittata' }).waitFor();
    await status.waitFor({ state: 'detached' });
    expect(await section.innerText()).toContain('Bake until set.');
    const everywhere = await page.evaluate(() => document.documentElement.outerHTML + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + location.href);
    expect(everywhere).not.toContain('frittata would suit');
    expect(everywhere).toContain('Whisk the eggs');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('warns the operator at start-up, without delaying readiness, when the host does not list the model', async () => {
    const server = await startServer({ AI_BASE_URL: stage.host.baseURL, AI_API_KEY: KEY, AI_MODEL: 'mistralai/Mixtral-8x22B-Instruct-v0.1' });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      await until(() => server.logs().includes('does not list'));
      const line = server.logs().split('\n').find((text) => text.includes('does not list'))!;
      expect(JSON.parse(line)).toMatchObject({
        level: 40,
        host: '127.0.0.1',
        model: 'mistralai/Mixtral-8x22B-Instruct-v0.1',
        served: ['mistralai/Mixtral-8x7B-Instruct-v0.1', 'fake'],
      });
      expect(server.logs()).not.toContain(KEY);
    } finally {
      await server.stop();
    }
  });
});
