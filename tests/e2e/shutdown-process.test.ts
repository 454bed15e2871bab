import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from './server-process.ts';

const FOUR = ['Tomato', 'Onion', 'Garlic', 'Pasta'];

let server: Awaited<ReturnType<typeof startServer>> | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** Starts a recipe and resolves once its first words have arrived, with a promise of the whole body. */
async function recipeUnderWay(url: string) {
  const response = await fetch(`${url}/api/recipe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ingredients: FOUR }),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let body = decoder.decode((await reader.read()).value, { stream: true });
  const rest = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return body;
        body += decoder.decode(value, { stream: true });
      }
    } catch {
      return body; // the connection was cut
    }
  })();
  return { rest };
}

const refusesConnections = (url: string) =>
  fetch(`${url}/healthz`).then(
    () => false,
    () => true,
  );

describe('the server process on SIGTERM', () => {
  it('drains (not ready, new recipes refused) while a recipe in flight finishes, then stops listening and exits 0', async () => {
    // About 250 words at 200 a second: a little over a second of recipe.
    server = await startServer({ OFFLINE_CHEF_WORDS_PER_SECOND: '200', SHUTDOWN_GRACE_MS: '10000' });
    const { url } = server;
    const { rest } = await recipeUnderWay(url);

    const exitCode = server.stop();
    await expect.poll(() => fetch(`${url}/readyz`).then((response) => response.status), { timeout: 3_000 }).toBe(503);
    const refused = await fetch(`${url}/api/recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ingredients: FOUR }),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    await expect.poll(() => refusesConnections(url), { timeout: 5_000 }).toBe(true);
    const body = await rest;

    expect(body).toContain('"type":"finish"');
    expect(body.trimEnd().endsWith('data: [DONE]')).toBe(true);
    expect(await exitCode).toBe(0);
  });

  it('cuts a recipe still running when the grace period is over, and exits 0', async () => {
    // Two words a second: this recipe would take minutes.
    server = await startServer({ OFFLINE_CHEF_WORDS_PER_SECOND: '2', SHUTDOWN_GRACE_MS: '500' });
    const { rest } = await recipeUnderWay(server.url);

    const startedAt = performance.now();
    const exitCode = await server.stop();
    const tookMs = performance.now() - startedAt;

    expect(exitCode).toBe(0);
    expect(tookMs).toBeGreaterThanOrEqual(450);
    expect(tookMs).toBeLessThan(5_000);
    expect(await rest).not.toContain('"type":"finish"');
    expect(server.logs()).toContain('shutdown grace is over');
  });
});
