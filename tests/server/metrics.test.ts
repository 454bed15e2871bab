import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import getPort from 'get-port';
import { http, HttpResponse, passthrough } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { MAX_BODY_BYTES } from '../../shared/api/limits.ts';
import { FOUR, buildTestApp, mockChatCompletions, postRecipe, postRecipeOverHttp, sseResponse } from '../support/test-app.ts';
import { withFastClock } from '../support/clock.ts';
import { chatCompletionSse } from '../support/fake-host/chunks.ts';
import { startFakeHost } from '../support/fake-host/server.ts';
import { allowLoopback } from '../support/local-hosts.ts';
import { upstream } from '../support/msw-setup.ts';
import { heldAnswer } from '../support/sse.ts';

const HOST = { provider: 'openai-compatible', host: 'llm.test' };

/** An app whose metrics listen on a free loopback port of their own. */
async function appWithMetrics(env: Record<string, string> = {}) {
  const port = await getPort({ host: '127.0.0.1' });
  const app = await buildTestApp({ METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1', ...env });
  const url = `http://127.0.0.1:${port}/metrics`;
  upstream.use(http.get(url, () => passthrough()));
  return { app, port, scrape: () => fetch(url) };
}

/** The text of one scrape, checked to be a 200. */
async function scrapeText(scrape: () => Promise<Response>): Promise<string> {
  const response = await scrape();
  expect(response.status).toBe(200);
  return response.text();
}

/**
 * The value of one sample, or undefined when there is none with those labels.
 * @example sample('a_total{x="1"} 3', 'a_total', { x: '1' }) // 3
 */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) &&
        Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const healthyHost = () => mockChatCompletions(() => sseResponse(chatCompletionSse(['## Soup\n', 'Stir.'])));

describe('metrics', () => {
  it('answers on METRICS_PORT in the Prometheus text format, while the public app has no /metrics', async () => {
    const { app, scrape } = await appWithMetrics();

    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(sample(text, 'pantry_streams_in_flight')).toBe(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('counts a recipe that streamed: its outcome, characters, time to first token and duration', async () => {
    healthyHost();
    const { app, scrape } = await appWithMetrics();
    expect((await postRecipe(app, { ingredients: FOUR })).statusCode).toBe(200);

    const text = await scrapeText(scrape);
    expect(sample(text, 'pantry_recipes_total', { ...HOST, outcome: 'ok' })).toBe(1);
    expect(sample(text, 'pantry_recipes_total', { ...HOST, outcome: 'error' })).toBeUndefined();
    expect(sample(text, 'pantry_recipe_characters_total', HOST)).toBe('## Soup\nStir.'.length);
    expect(sample(text, 'pantry_time_to_first_token_seconds_count', HOST)).toBe(1);
    expect(sample(text, 'pantry_recipe_duration_seconds_count', HOST)).toBe(1);
    expect(sample(text, 'pantry_recipe_duration_seconds_bucket', { ...HOST, le: '+Inf' })).toBe(1);
  });

  it("counts a recipe the server cut at its size limit apart from one the host ended at its token limit", async () => {
    const host = await startFakeHost();
    onTestFinished(host.close);
    allowLoopback(host.port);
    const { app, scrape } = await appWithMetrics({ AI_BASE_URL: host.baseURL });
    const local = { provider: 'openai-compatible', host: '127.0.0.1' };
    host.answerWith({ kind: 'stream', pieces: ['## Soup\n', 'Stir'], gapMs: 0, finishReason: 'length' });
    await postRecipe(app, { ingredients: FOUR });
    host.answerWith({ kind: 'endless', piece: 'word ' });
    await postRecipe(app, { ingredients: FOUR });

    const text = await scrapeText(scrape);
    expect(sample(text, 'pantry_recipes_total', { ...local, outcome: 'length' })).toBe(1);
    expect(sample(text, 'pantry_recipes_total', { ...local, outcome: 'size_limit' })).toBe(1);
    expect(sample(text, 'pantry_upstream_failures_total', { host: '127.0.0.1' })).toBeUndefined();
  });

  it('counts a host that answers 500 as an error and as an upstream failure of that host', async () => {
    mockChatCompletions(() => HttpResponse.json({}, { status: 500 }));
    const { app, scrape } = await appWithMetrics();
    expect((await withFastClock(() => postRecipe(app, { ingredients: FOUR }))).statusCode).toBe(502);

    const text = await scrapeText(scrape);
    expect(sample(text, 'pantry_recipes_total', { ...HOST, outcome: 'error' })).toBe(1);
    expect(sample(text, 'pantry_upstream_failures_total', { host: 'llm.test', reason: 'upstream_status' })).toBe(1);
    expect(sample(text, 'pantry_time_to_first_token_seconds_count', HOST)).toBeUndefined();
    expect(sample(text, 'pantry_recipe_duration_seconds_count', HOST)).toBe(1);
  });

  it('counts refusals by reason: an invalid list, the rate limit and every slot taken, and the stream in flight', async () => {
    const held = heldAnswer(['## Soup\n', 'Stir.']);
    mockChatCompletions(() => sseResponse(held.body()));
    const { app, scrape } = await appWithMetrics({ AI_MAX_CONCURRENT: '1', RATE_LIMIT_MAX: '3' });
    const first = await postRecipeOverHttp(app);
    expect((await postRecipe(app, { ingredients: FOUR })).statusCode).toBe(503);
    expect((await postRecipe(app, { ingredients: ['Tomato'] })).statusCode).toBe(400);
    expect((await postRecipe(app, { ingredients: FOUR })).statusCode).toBe(429);

    const during = await scrapeText(scrape);
    expect(sample(during, 'pantry_streams_in_flight')).toBe(1);
    for (const [reason, count] of [['invalid', 1], ['rate_limited', 1], ['busy', 1], ['budget', 0], ['overloaded', 0], ['shutting_down', 0]] as const) {
      expect(sample(during, 'pantry_requests_refused_total', { reason }), reason).toBe(count);
    }

    held.release();
    await first.text();
    const after = await scrapeText(scrape);
    expect(sample(after, 'pantry_streams_in_flight')).toBe(0);
    expect(sample(after, 'pantry_recipes_total', { ...HOST, outcome: 'ok' })).toBe(1);
  });

  it('counts a body too large, not JSON or broken JSON as an invalid request', async () => {
    const { app, scrape } = await appWithMetrics();
    const post = (payload: string, type: string) => app.inject({ method: 'POST', url: '/api/recipe', payload, headers: { 'content-type': type } });
    expect((await post(JSON.stringify({ ingredients: ['x'.repeat(MAX_BODY_BYTES)] }), 'application/json')).statusCode).toBe(413);
    expect((await post('Tomato, Onion', 'text/plain')).statusCode).toBe(415);
    expect((await post('{"ingredients": [', 'application/json')).statusCode).toBe(400);

    expect(sample(await scrapeText(scrape), 'pantry_requests_refused_total', { reason: 'invalid' })).toBe(3);
  });

  it('counts a request shed under load as overloaded', async () => {
    // The heap is sampled once a second (on a fake clock here): the limit applies from the first sample on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let metrics: Awaited<ReturnType<typeof appWithMetrics>>;
    try {
      metrics = await appWithMetrics({ MAX_HEAP_USED_BYTES: '1' });
      await vi.advanceTimersByTimeAsync(1_000);
    } finally {
      vi.useRealTimers();
    }
    expect((await postRecipe(metrics.app, { ingredients: FOUR })).statusCode).toBe(503);

    expect(sample(await scrapeText(metrics.scrape), 'pantry_requests_refused_total', { reason: 'overloaded' })).toBe(1);
  });

  it('counts a recipe the server stopped before its first word as refused for shutting down, not as a host failure', async () => {
    mockChatCompletions((_body, request) => new Promise<Response>((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error()))));
    const { app, scrape } = await appWithMetrics({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_GRACE_MS: '50' });
    const waiting = postRecipeOverHttp(app);
    await expect.poll(() => app.capacity.inFlight).toBe(1);
    await app.drain();
    expect((await waiting).status).toBe(503);

    const text = await scrapeText(scrape);
    expect(sample(text, 'pantry_requests_refused_total', { reason: 'shutting_down' })).toBe(1);
    expect(sample(text, 'pantry_recipes_total', { ...HOST, outcome: 'error' })).toBe(1);
    expect(sample(text, 'pantry_upstream_failures_total', { host: 'llm.test' })).toBeUndefined();
  });

  it('counts a recipe under the host that answered, and the host left behind as an upstream failure of its own', async () => {
    mockChatCompletions(() => HttpResponse.json({}, { status: 503 }));
    upstream.use(http.post('https://fallback.test/v1/chat/completions', () => sseResponse(chatCompletionSse(['## Soup\n', 'Stir.']))));
    const { app, scrape } = await appWithMetrics({ AI_FALLBACK_BASE_URL: 'https://fallback.test/v1', AI_FIRST_TOKEN_TIMEOUT_MS: '600000' });
    expect((await withFastClock(() => postRecipe(app, { ingredients: FOUR }))).statusCode).toBe(200);

    const text = await scrapeText(scrape);
    expect(sample(text, 'pantry_recipes_total', { host: 'fallback.test', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'pantry_recipes_total', { host: 'llm.test' })).toBeUndefined();
    expect(sample(text, 'pantry_upstream_failures_total', { host: 'llm.test', reason: 'upstream_status' })).toBe(1);
    expect(sample(text, 'pantry_upstream_failures_total', { host: 'fallback.test' })).toBeUndefined();
  });

  it("shows today's budget left, and counts a recipe refused for a spent budget", async () => {
    healthyHost();
    const { app, scrape } = await appWithMetrics({ AI_DAILY_REQUEST_BUDGET: '2' });
    expect(sample(await scrapeText(scrape), 'pantry_daily_budget_remaining')).toBe(2);

    for (let i = 0; i < 3; i++) await postRecipe(app, { ingredients: FOUR });
    const text = await scrapeText(scrape);
    expect(sample(text, 'pantry_daily_budget_remaining')).toBe(0);
    expect(sample(text, 'pantry_requests_refused_total', { reason: 'budget' })).toBe(1);
  });

  it('has no budget gauge without a daily budget', async () => {
    const { scrape } = await appWithMetrics();
    expect(sample(await scrapeText(scrape), 'pantry_daily_budget_remaining')).toBeUndefined();
  });

  it("keeps each app's metrics apart when two run in one process", async () => {
    healthyHost();
    const one = await appWithMetrics();
    const other = await appWithMetrics();
    await postRecipe(one.app, { ingredients: FOUR });

    expect(sample(await scrapeText(one.scrape), 'pantry_recipes_total', { ...HOST, outcome: 'ok' })).toBe(1);
    expect(sample(await scrapeText(other.scrape), 'pantry_recipes_total', { ...HOST, outcome: 'ok' })).toBeUndefined();
  });

  it('frees its port when the app closes', async () => {
    const { app, port, scrape } = await appWithMetrics();
    await scrapeText(scrape); // a scraper's kept-alive connection must not hold the close open
    await app.close();

    const again = createServer();
    await new Promise<void>((resolve, reject) => again.once('error', reject).listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => again.close(resolve));
  });

  it('passes promtool check metrics after recipes that streamed, failed and were refused', async () => {
    let calls = 0;
    mockChatCompletions(() => (++calls <= 2 ? HttpResponse.json({}, { status: 500 }) : sseResponse(chatCompletionSse(['## Soup\n', 'Stir.']))));
    const { app, scrape } = await appWithMetrics({ AI_DAILY_REQUEST_BUDGET: '10' });
    await withFastClock(() => postRecipe(app, { ingredients: FOUR }));
    await postRecipe(app, { ingredients: FOUR });
    await postRecipe(app, { ingredients: ['Tomato'] });
    const text = await scrapeText(scrape);

    const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    if (check.error && 'code' in check.error && check.error.code === 'ENOENT') {
      throw new Error('promtool is missing: install Debian\'s prometheus package (apt-get install prometheus)');
    }
    expect({ status: check.status, output: check.stdout + check.stderr }).toEqual({ status: 0, output: '' });
  });
});
