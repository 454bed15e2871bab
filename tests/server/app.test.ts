import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { FOUR, TEST_KEY, buildTestApp, mockChatCompletions, postRecipe, sseResponse } from '../support/test-app.ts';
import { captureLogs } from '../support/logs.ts';
import { chatCompletionSse } from '../support/fake-host/chunks.ts';

describe('GET /healthz', () => {
  it('names the provider, model and host and nothing secret', async () => {
    const app = await buildTestApp({ AI_MODEL: 'mistralai/Mixtral-8x7B-Instruct-v0.1' });
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      provider: 'openai-compatible',
      model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
      host: 'llm.test',
      hosts: [{ name: 'llm.test', provider: 'openai-compatible', model: 'mistralai/Mixtral-8x7B-Instruct-v0.1' }],
    });
    expect(response.body + JSON.stringify(response.headers)).not.toContain(TEST_KEY);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past RATE_LIMIT_MAX, without calling the host', async () => {
    const requests = mockChatCompletions(() => sseResponse(chatCompletionSse(['Hi'])));
    const app = await buildTestApp({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW: '1 minute' });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await postRecipe(app, { ingredients: FOUR }));

    expect(statuses.map((response) => response.statusCode)).toEqual([200, 200, 429]);
    const limited = statuses[2]!;
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-ratelimit-limit']).toBe('2');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(statuses[0]!.headers['x-ratelimit-remaining']).toBe('1');
    expect(requests).toHaveLength(2);
  });

  it('counts each client address apart', async () => {
    mockChatCompletions(() => sseResponse(chatCompletionSse(['Hi'])));
    const app = await buildTestApp({ RATE_LIMIT_MAX: '1' });
    const first = await app.inject({ method: 'POST', url: '/api/recipe', payload: { ingredients: FOUR }, remoteAddress: '10.0.0.1' });
    const second = await app.inject({ method: 'POST', url: '/api/recipe', payload: { ingredients: FOUR }, remoteAddress: '10.0.0.2' });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
  });
});

describe('logging', () => {
  it('writes one recipe line with the figures and never the key or the prompt', async () => {
    mockChatCompletions(() => sseResponse(chatCompletionSse(['## Soup\n', 'Stir.'])));
    const { lines, logger } = captureLogs();
    const app = await buildTestApp({}, { logger });
    await postRecipe(app, { ingredients: FOUR });

    const recipeLines = lines.filter((line) => line.msg === 'recipe');
    expect(recipeLines).toHaveLength(1);
    expect(recipeLines[0]).toMatchObject({
      level: 30,
      provider: 'openai-compatible',
      ingredients: 4,
      outcome: 'ok',
      chars: '## Soup\nStir.'.length,
      ttftMs: expect.any(Number),
      totalMs: expect.any(Number),
    });
    const all = JSON.stringify(lines);
    expect(all).not.toContain(TEST_KEY);
    expect(all).not.toContain('I have Tomato');
  });
});

describe('serving the page', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'pantry-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Pantry Chef</title>');
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // Big enough to be worth compressing (the compressor leaves anything under 1 kB alone).
  const bigScript = `export const words = ${JSON.stringify('tomato basil garlic '.repeat(200))};`;
  writeFileSync(join(clientDir, 'assets', 'app-def456.js'), bigScript);
  // A script with the compressed copies the build writes beside it; each copy says which it is.
  writeFileSync(join(clientDir, 'assets', 'packed-789abc.js'), bigScript);
  writeFileSync(join(clientDir, 'assets', 'packed-789abc.js.br'), brotliCompressSync('// the brotli copy'));
  writeFileSync(join(clientDir, 'assets', 'packed-789abc.js.gz'), gzipSync('// the gzip copy'));
  writeFileSync(join(clientDir, 'index.html.br'), brotliCompressSync('<!doctype html><title>Pantry Chef</title>'));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it('serves index.html at / without caching it', async () => {
    const response = await (await buildTestApp({}, { clientDir })).inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Pantry Chef</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for good', async () => {
    const response = await (await buildTestApp({}, { clientDir })).inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the page files gzip-compressed to a browser that accepts it', async () => {
    const response = await (await buildTestApp({}, { clientDir })).inject({
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(bigScript);
    expect(response.rawPayload.length).toBeLessThan(bigScript.length / 4);
  });

  it("sends the build's own compressed copy of a file as it is: brotli first, then gzip, else the file", async () => {
    const app = await buildTestApp({}, { clientDir });
    const fetchWith = (acceptEncoding: string) =>
      app.inject({ url: '/assets/packed-789abc.js', headers: { 'accept-encoding': acceptEncoding } });

    const brotli = await fetchWith('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('// the brotli copy');
    const gzip = await fetchWith('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('// the gzip copy');
    const plain = await fetchWith('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);

    for (const response of [brotli, gzip, plain]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Which copy is sent depends on the request's Accept-Encoding, so caches must key on it.
      expect(response.headers.vary).toContain('accept-encoding');
    }
  });

  it('never compresses the recipe stream, so each chunk reaches the visitor at once', async () => {
    const long = 'word '.repeat(400);
    mockChatCompletions(() => sseResponse(chatCompletionSse([long, long])));
    const app = await buildTestApp({}, { clientDir });
    const response = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      payload: { ingredients: FOUR },
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain(long.trim());
  });

  it('answers unknown page paths with index.html, its compressed copy to a browser that takes it', async () => {
    const app = await buildTestApp({}, { clientDir });
    const plain = await app.inject('/recipes/soup');
    const brotli = await app.inject({ url: '/recipes/soup', headers: { 'accept-encoding': 'gzip, br' } });
    for (const response of [plain, brotli]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect(plain.body).toContain('<title>Pantry Chef</title>');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<title>Pantry Chef</title>');
  });

  it.each(['/favicon.png', '/robots.txt', '/wp-login.php', '/.env', '/assets/missing.js', '/recipes/soup.json?x=1'])(
    'answers %s, a file that is not there, 404 rather than the page',
    async (path) => {
      const response = await (await buildTestApp({}, { clientDir })).inject(path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    },
  );

  it('serves a file the page has, such as its favicon, as it is', async () => {
    writeFileSync(join(clientDir, 'favicon.ico'), 'icon');
    const response = await (await buildTestApp({}, { clientDir })).inject('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('icon');
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await (await buildTestApp({}, { clientDir })).inject('/api/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('answers GET /api/recipe with a JSON 405, not the page', async () => {
    const response = await (await buildTestApp({}, { clientDir })).inject('/api/recipe');
    expect(response.statusCode).toBe(405);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
