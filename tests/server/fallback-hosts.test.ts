import getPort from 'get-port';
import { HttpResponse, http, passthrough } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { PUBLIC_MESSAGES } from '../../shared/api/api-errors.ts';
import { RECIPE_BY_HEADER } from '../../shared/api/provider-label.ts';
import { FOUR, TEST_KEY, buildTestApp, mockChatCompletions, postRecipe, sseResponse } from '../support/test-app.ts';
import { until, withFastClock } from '../support/clock.ts';
import { chatCompletionSse, chunkFrame, closingFrames, errorFrame } from '../support/fake-host/chunks.ts';
import { startFakeHost } from '../support/fake-host/server.ts';
import { allowLoopback, plainTcpHost } from '../support/local-hosts.ts';
import { captureLogs } from '../support/logs.ts';
import { upstream } from '../support/msw-setup.ts';
import { parseUIStream, silentBody, textOf } from '../support/sse.ts';

const FALLBACK = 'https://fallback.test/v1';
const FALLBACK_KEY = 'fallback-secret-key-9c2e';
const FALLBACK_ENV = { AI_FALLBACK_BASE_URL: FALLBACK, AI_FALLBACK_API_KEY: FALLBACK_KEY, AI_FALLBACK_MODEL: 'backup-model' };
// Far beyond any wait under test, so that only the wait a case is about can fall due.
const NO_FIRST_TOKEN_TIMEOUT = { AI_FIRST_TOKEN_TIMEOUT_MS: '600000' };
const FALLBACK_RECIPE = ['## Backup soup\n', 'Stir.'];

/** Answers the fallback host's chat-completions endpoint, recording what it receives. */
function mockFallback(respond: () => Response | Promise<Response> = () => sseResponse(chatCompletionSse(FALLBACK_RECIPE))) {
  const requests: { headers: Headers; body: Record<string, unknown> }[] = [];
  upstream.use(
    http.post(`${FALLBACK}/chat/completions`, async ({ request }) => {
      requests.push({ headers: request.headers, body: (await request.clone().json()) as Record<string, unknown> });
      return respond();
    }),
  );
  return requests;
}

async function appWithLogs(env: Record<string, string> = {}, now?: () => number) {
  const { lines, logger } = captureLogs();
  const app = await buildTestApp({ ...FALLBACK_ENV, ...NO_FIRST_TOKEN_TIMEOUT, ...env }, { logger, now });
  const recipeLines = () => lines.filter((line) => line.msg === 'recipe' || line.msg === 'recipe failed');
  const fallOverLines = () => lines.filter((line) => line.msg === 'host failed, asking the next');
  return { app, lines, recipeLines, fallOverLines };
}

const hostFails = (status: number) => () => HttpResponse.json({ error: { message: 'fake failure' } }, { status });
const neverAnswers = (_body: unknown, request: Request) =>
  new Promise<Response>((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error())));
const recipeBy = (response: { headers: Record<string, unknown> }) => decodeURIComponent(String(response.headers[RECIPE_BY_HEADER]));

describe('a failure of the first host before any text', () => {
  it.each([
    ['401', hostFails(401), {}, 1, { level: 50, reason: 'auth', upstreamStatus: 401, hint: 'check AI_API_KEY' }],
    ['403', hostFails(403), {}, 1, { level: 50, reason: 'auth', upstreamStatus: 403 }],
    ['404', hostFails(404), {}, 1, { level: 50, reason: 'model_not_found', hint: 'check AI_MODEL and AI_BASE_URL' }],
    ['429', hostFails(429), {}, 2, { level: 40, reason: 'upstream_rate_limited', upstreamStatus: 429 }],
    ['500', hostFails(500), {}, 2, { level: 40, reason: 'upstream_status', upstreamStatus: 500 }],
    ['503', hostFails(503), {}, 2, { level: 40, reason: 'upstream_status', upstreamStatus: 503 }],
    ['a network error', () => HttpResponse.error(), {}, 2, { level: 40, reason: 'connection' }],
    ['an error event before any text', () => sseResponse(errorFrame('overloaded', 500)), {}, 1, { level: 40, reason: 'stream_error' }],
    ['no first token within AI_FIRST_TOKEN_TIMEOUT_MS', neverAnswers, { AI_FIRST_TOKEN_TIMEOUT_MS: '150' }, 1, { level: 40, reason: 'timeout' }],
    ['a stream that opens but stays silent', () => sseResponse(silentBody()), { AI_FIRST_TOKEN_TIMEOUT_MS: '150' }, 1, { level: 40, reason: 'timeout' }],
  ] as const)('for %s, asks the fallback, each with its own key', async (_name, respond, env, calls, fields) => {
    const first = mockChatCompletions(respond);
    const fallback = mockFallback();
    const logs = await appWithLogs(env);
    const response = await withFastClock(() => postRecipe(logs.app, { ingredients: FOUR }));

    expect(response.statusCode).toBe(200);
    expect(textOf(parseUIStream(response.body))).toBe(FALLBACK_RECIPE.join(''));
    expect(recipeBy(response)).toBe('backup-model via fallback.test');
    expect(first).toHaveLength(calls);
    expect(first.map((request) => request.headers.get('authorization'))).toEqual(Array(calls).fill(`Bearer ${TEST_KEY}`));
    expect(fallback.map((request) => request.headers.get('authorization'))).toEqual([`Bearer ${FALLBACK_KEY}`]);
    expect(fallback[0]!.body.model).toBe('backup-model');
    expect(logs.fallOverLines()).toEqual([expect.objectContaining({ host: 'llm.test', provider: 'openai-compatible', ...fields })]);
    expect(logs.recipeLines()).toEqual([expect.objectContaining({ msg: 'recipe', outcome: 'ok', host: 'fallback.test', model: 'backup-model' })]);
  });

  it.each([
    ['refuses the connection', async () => {
      const port = await getPort({ host: '127.0.0.1' });
      allowLoopback(port);
      return `http://127.0.0.1:${port}/v1`;
    }],
    ['has a name that does not resolve', async () => {
      upstream.use(http.all('http://pantry-chef-host.invalid/*', () => passthrough()));
      return 'http://pantry-chef-host.invalid/v1';
    }],
    ['fails the TLS handshake', async () => {
      const host = await plainTcpHost();
      onTestFinished(host.close);
      allowLoopback(host.port);
      return `https://127.0.0.1:${host.port}/v1`;
    }],
  ])('asks a real loopback fallback when the first host %s', async (_name, baseUrl) => {
    const fallback = await startFakeHost();
    onTestFinished(fallback.close);
    allowLoopback(fallback.port);
    fallback.answerWith({ kind: 'stream', pieces: FALLBACK_RECIPE, gapMs: 0 });
    const logs = await appWithLogs({ AI_BASE_URL: await baseUrl(), AI_FALLBACK_BASE_URL: fallback.baseURL });
    const response = await withFastClock(() => postRecipe(logs.app, { ingredients: FOUR }));

    expect(response.statusCode).toBe(200);
    expect(textOf(parseUIStream(response.body))).toBe(FALLBACK_RECIPE.join(''));
    expect(fallback.received.map((request) => request.authorization)).toEqual([`Bearer ${FALLBACK_KEY}`]);
    expect(logs.fallOverLines()).toEqual([expect.objectContaining({ reason: 'connection' })]);
    expect(logs.recipeLines()).toEqual([expect.objectContaining({ outcome: 'ok', host: '127.0.0.1' })]);
  });

  it("sends a fallback without a key of its own no key at all, never the first host's", async () => {
    mockChatCompletions(hostFails(500));
    const fallback = mockFallback();
    const { app } = await appWithLogs({ AI_FALLBACK_API_KEY: '' });
    expect((await withFastClock(() => postRecipe(app, { ingredients: FOUR }))).statusCode).toBe(200);
    expect(fallback.map((request) => request.headers.get('authorization'))).toEqual([null]);
  });

  it.each([
    ['a 400', hostFails(400), 'upstream_unavailable'],
    ['an answer without text', () => sseResponse([chunkFrame({ role: 'assistant', content: '' }), ...closingFrames()].join('')), 'empty_answer'],
  ])('does not ask the fallback for %s: the host is up, another would not do better', async (_name, respond, code) => {
    mockChatCompletions(respond);
    const fallback = mockFallback();
    const logs = await appWithLogs();
    const response = await withFastClock(() => postRecipe(logs.app, { ingredients: FOUR }));
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe(code);
    expect(fallback).toHaveLength(0);
    expect(logs.recipeLines()).toEqual([expect.objectContaining({ msg: 'recipe failed', host: 'llm.test' })]);
  });

  it('answers with the last host\'s failure when every host fails, naming the fallback\'s own variables', async () => {
    mockChatCompletions(hostFails(500));
    mockFallback(hostFails(401));
    const logs = await appWithLogs();
    const response = await withFastClock(() => postRecipe(logs.app, { ingredients: FOUR }));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: { code: 'kitchen_closed', message: PUBLIC_MESSAGES.kitchen_closed } });
    expect(response.body).not.toMatch(/fallback\.test|llm\.test/);
    expect(logs.recipeLines()).toEqual([
      expect.objectContaining({ level: 50, msg: 'recipe failed', host: 'fallback.test', reason: 'auth', hint: 'check AI_FALLBACK_API_KEY' }),
    ]);
  });
});

describe('a failure after the first text', () => {
  it('ends with an error chunk and never asks the fallback: no two recipes spliced', async () => {
    const first = await startFakeHost();
    const fallback = await startFakeHost();
    onTestFinished(first.close);
    onTestFinished(fallback.close);
    allowLoopback(first.port);
    allowLoopback(fallback.port);
    first.answerWith({ kind: 'reset', pieces: ['## Soup\n', 'Chop the onion. '] });
    const logs = await appWithLogs({ AI_BASE_URL: first.baseURL, AI_FALLBACK_BASE_URL: fallback.baseURL });
    const response = await postRecipe(logs.app, { ingredients: FOUR });

    expect(response.statusCode).toBe(200);
    const chunks = parseUIStream(response.body);
    expect(textOf(chunks)).toBe('## Soup\nChop the onion. ');
    expect(chunks.at(-1)).toEqual({ type: 'error', errorText: PUBLIC_MESSAGES.upstream_unavailable });
    expect(fallback.received).toHaveLength(0);
    expect(logs.fallOverLines()).toEqual([]);
    expect(logs.recipeLines()).toEqual([expect.objectContaining({ msg: 'recipe failed', host: '127.0.0.1', outcome: 'error' })]);
  });
});

describe('the offline chef as the last resort', () => {
  it('writes the recipe when the first host is down, and says so', async () => {
    mockChatCompletions(hostFails(503));
    const logs = await appWithLogs({ AI_FALLBACK_BASE_URL: 'offline', AI_FALLBACK_API_KEY: '', AI_FALLBACK_MODEL: '', OFFLINE_CHEF_WORDS_PER_SECOND: '0' });
    const response = await withFastClock(() => postRecipe(logs.app, { ingredients: FOUR }));

    expect(response.statusCode).toBe(200);
    expect(textOf(parseUIStream(response.body))).toMatch(/^## /);
    expect(recipeBy(response)).toBe('Offline chef');
    expect(logs.recipeLines()).toEqual([expect.objectContaining({ msg: 'recipe', outcome: 'ok', provider: 'offline', host: 'offline' })]);
  });
});

describe('skipping a failing host', () => {
  /** An app whose skip windows read a clock the test moves by hand. */
  async function appOnClock(env: Record<string, string> = {}) {
    let now = 1_000_000;
    const logs = await appWithLogs({ AI_HOST_FAILURES_BEFORE_SKIP: '3', AI_HOST_SKIP_MS: '30000', ...env }, () => now);
    return { ...logs, advance: (ms: number) => (now += ms) };
  }
  const ask = async (app: Awaited<ReturnType<typeof appOnClock>>['app']) => {
    const response = await postRecipe(app, { ingredients: FOUR });
    return { status: response.statusCode, text: textOf(parseUIStream(response.body)) };
  };

  it('skips the first host for AI_HOST_SKIP_MS after 3 failures in a row, then tries it with one recipe', async () => {
    let firstUp = false;
    const first = mockChatCompletions(() => (firstUp ? sseResponse(chatCompletionSse(['## Soup\n', 'Stir.'])) : hostFails(401)()));
    const fallback = mockFallback();
    const logs = await appOnClock();

    for (let failures = 1; failures <= 3; failures += 1) expect(await ask(logs.app)).toEqual({ status: 200, text: FALLBACK_RECIPE.join('') });
    expect(first).toHaveLength(3);
    expect(logs.lines).toContainEqual(expect.objectContaining({ level: 40, msg: 'host skipped', host: 'llm.test', failures: 3 }));

    // Skipped: the fallback answers at once.
    await ask(logs.app);
    logs.advance(29_999);
    await ask(logs.app);
    expect(first).toHaveLength(3);
    expect(fallback).toHaveLength(5);
    expect((await logs.app.inject('/healthz')).statusCode).toBe(200);

    // The window is over and the host is back: one recipe tries it, and it is in use again.
    logs.advance(1);
    firstUp = true;
    expect(await ask(logs.app)).toEqual({ status: 200, text: '## Soup\nStir.' });
    expect(await ask(logs.app)).toEqual({ status: 200, text: '## Soup\nStir.' });
    expect(first).toHaveLength(5);
    expect(fallback).toHaveLength(5);
  });

  it('lets one recipe try the host after the window, while the others still skip it', async () => {
    const gate = Promise.withResolvers<void>();
    let held = false;
    const first = mockChatCompletions(async () => {
      if (!held) return hostFails(500)();
      await gate.promise;
      return sseResponse(chatCompletionSse(['## Soup\n', 'Stir.']));
    });
    const fallback = mockFallback();
    const logs = await appOnClock({ AI_HOST_FAILURES_BEFORE_SKIP: '1' });
    await withFastClock(() => ask(logs.app));
    expect(first).toHaveLength(2); // the SDK's one retry, on the same host

    logs.advance(30_000);
    held = true;
    const trial = ask(logs.app);
    await until(() => first.length === 3);
    // The trial is in flight: this recipe skips the host.
    expect(await ask(logs.app)).toEqual({ status: 200, text: FALLBACK_RECIPE.join('') });
    expect(first).toHaveLength(3);

    gate.resolve();
    expect(await trial).toEqual({ status: 200, text: '## Soup\nStir.' });
    expect(await ask(logs.app)).toEqual({ status: 200, text: '## Soup\nStir.' });
    expect(fallback).toHaveLength(2);
  });

  it('asks every host anyway, in order, when all of them are being skipped', async () => {
    const first = mockChatCompletions(hostFails(401));
    const fallback = mockFallback(hostFails(401));
    const logs = await appOnClock({ AI_HOST_FAILURES_BEFORE_SKIP: '1' });
    expect((await ask(logs.app)).status).toBe(502);
    expect([first.length, fallback.length]).toEqual([1, 1]);

    expect((await ask(logs.app)).status).toBe(502);
    expect([first.length, fallback.length]).toEqual([2, 2]);
    expect(logs.fallOverLines().map((line) => line.host)).toEqual(['llm.test', 'llm.test']);
  });
});

describe('naming the hosts', () => {
  it('lists every host on /healthz by name and model, never a key or a full URL', async () => {
    const { app } = await appWithLogs({ AI_FALLBACK_BASE_URL: 'https://user:inline-secret@fallback.test/v1' });
    const response = await app.inject('/healthz');
    expect(response.json()).toEqual({
      status: 'ok',
      provider: 'openai-compatible',
      model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
      host: 'llm.test',
      hosts: [
        { name: 'llm.test', provider: 'openai-compatible', model: 'mistralai/Mixtral-8x7B-Instruct-v0.1' },
        { name: 'fallback.test', provider: 'openai-compatible', model: 'backup-model' },
      ],
    });
    expect(response.body).not.toMatch(/inline-secret|\/v1|test-secret|fallback-secret/);
  });

  it('names the offline chef as a host when it is the last resort', async () => {
    const { app } = await appWithLogs({ AI_FALLBACK_BASE_URL: 'offline' });
    expect((await app.inject('/healthz')).json().hosts[1]).toEqual({ name: 'offline', provider: 'offline', model: 'offline-chef' });
  });

  it('names the first host in the header when it answers', async () => {
    mockChatCompletions(() => sseResponse(chatCompletionSse(['## Soup\n', 'Stir.'])));
    const fallback = mockFallback();
    const { app, recipeLines } = await appWithLogs();
    const response = await postRecipe(app, { ingredients: FOUR });
    expect(recipeBy(response)).toBe('mistralai/Mixtral-8x7B-Instruct-v0.1 via llm.test');
    expect(fallback).toHaveLength(0);
    expect(recipeLines()).toEqual([expect.objectContaining({ host: 'llm.test' })]);
  });
});
