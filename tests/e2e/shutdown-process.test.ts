import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../support/server-process.ts';

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

const postRecipe = (url: string) =>
  fetch(`${url}/api/recipe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ingredients: FOUR }),
  });

const isWhole = (body: string) => body.includes('"type":"finish"') && body.trimEnd().endsWith('data: [DONE]');

describe('the server process on SIGTERM', () => {
  it('drains: not ready at once, serves a recipe sent during the window whole with Connection: close, then refuses connections, and exits 0 once its recipes are done', async () => {
    // About 250 words at 200 a second: a little over a second of recipe.
    server = await startServer({ OFFLINE_CHEF_WORDS_PER_SECOND: '200', SHUTDOWN_DRAIN_MS: '1500', SHUTDOWN_GRACE_MS: '10000' });
    const { url } = server;
    const { rest } = await recipeUnderWay(url);

    const signalledAt = performance.now();
    const exitCode = server.stop();
    await expect.poll(() => fetch(`${url}/readyz`).then((response) => response.status), { timeout: 1_000, interval: 20 }).toBe(503);
    const servedWhileDraining = await postRecipe(url);
    expect(servedWhileDraining.status).toBe(200);
    expect(servedWhileDraining.headers.get('connection')).toBe('close');
    const lateBody = servedWhileDraining.text();
    await expect.poll(() => refusesConnections(url), { timeout: 5_000, interval: 20 }).toBe(true);
    const refusingAfterMs = performance.now() - signalledAt;

    expect(refusingAfterMs).toBeGreaterThanOrEqual(1_400);
    expect(isWhole(await rest)).toBe(true);
    expect(isWhole(await lateBody)).toBe(true);
    expect(await exitCode).toBe(0);
  });

  it('cuts a recipe still running once the window and the grace period are over, and exits 0', async () => {
    // Two words a second: this recipe would take minutes.
    server = await startServer({ OFFLINE_CHEF_WORDS_PER_SECOND: '2', SHUTDOWN_DRAIN_MS: '500', SHUTDOWN_GRACE_MS: '500' });
    const { rest } = await recipeUnderWay(server.url);

    const startedAt = performance.now();
    const exitCode = await server.stop();
    const tookMs = performance.now() - startedAt;

    expect(exitCode).toBe(0);
    expect(tookMs).toBeGreaterThanOrEqual(950);
    expect(tookMs).toBeLessThan(6_000);
    expect(await rest).not.toContain('"type":"finish"');
    expect(server.logs()).toContain('shutdown grace is over');
  });
});
