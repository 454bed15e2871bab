import getPort from 'get-port';
import { HttpResponse, http, passthrough } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { App } from '../../server/app.ts';
import { CUT_SHORT_NOTE } from '../../server/stream/cut-short-note.ts';
import { PUBLIC_MESSAGES } from '../../shared/api/api-errors.ts';
import { FOUR, TEST_KEY, buildTestApp, mockChatCompletions, postRecipe, sseResponse } from '../support/test-app.ts';
import { withFastClock } from '../support/clock.ts';
import { DONE_FRAME, chatCompletionSse, chunkFrame, closingFrames, errorFrame, openingFrames } from '../support/fake-host/chunks.ts';
import { startFakeHost } from '../support/fake-host/server.ts';
import { allowLoopback, plainTcpHost } from '../support/local-hosts.ts';
import { captureLogs } from '../support/logs.ts';
import { upstream } from '../support/msw-setup.ts';
import { pacedBody, parseUIStream, readFixture, silentBody, textOf } from '../support/sse.ts';

// Far beyond any wait under test, so that only the wait a case is about can fall due.
const NO_FIRST_TOKEN_TIMEOUT = { AI_FIRST_TOKEN_TIMEOUT_MS: '600000' };

async function appWithLogs(env: Record<string, string> = {}) {
  const { lines, logger } = captureLogs();
  const app = await buildTestApp(env, { logger });
  // The one line per recipe, and every line at warn or above: a fault must add nothing else.
  const recipeLines = () => lines.filter((line) => line.msg === 'recipe' || line.msg === 'recipe failed');
  const loudLines = () => lines.filter((line) => (line.level as number) >= 40);
  return { app, recipeLines, loudLines };
}

const expectOneFailureLine = (logs: Awaited<ReturnType<typeof appWithLogs>>, fields: Record<string, unknown>) => {
  expect(logs.recipeLines()).toEqual([expect.objectContaining({ msg: 'recipe failed', outcome: 'error', ...fields })]);
  expect(logs.loudLines()).toEqual(logs.recipeLines());
};

/** The same app answers the next recipe whole once the host behaves: nothing stuck or crashed. */
async function expectRecovers(app: App) {
  mockChatCompletions(() => sseResponse(chatCompletionSse(['## Soup\n', 'Stir.'])));
  const response = await postRecipe(app, { ingredients: FOUR });
  expect(response.statusCode).toBe(200);
  expect(textOf(parseUIStream(response.body))).toBe('## Soup\nStir.');
}

// What a host may say that a visitor must never see: its own error text, our host name and key.
const HOST_DETAIL = /sk-internal|org-acme|10\.1\.2\.3|Token limit|host-internal|llm\.test/;
const expectNothingFromTheHost = (body: string) => {
  expect(body).not.toMatch(HOST_DETAIL);
  expect(body).not.toContain(TEST_KEY);
};

const secretBody = { error: { message: 'Invalid key sk-internal-detail for org-acme at 10.1.2.3' } };
const hostFails = (status: number) => () => HttpResponse.json(secretBody, { status });
/** A host that never answers: only the first-token timeout ends the wait. */
const neverAnswers = (_body: unknown, request: Request) =>
  new Promise<Response>((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error())));
/** An answer with no content: only the model's thinking, if any, then the finish reason. */
const noContent = (thinking: string[], finish: string) =>
  [chunkFrame({ role: 'assistant', content: '' }), ...thinking.map((reasoning) => chunkFrame({ reasoning })), ...closingFrames(finish)].join('');

// The one table of how an upstream failure before any text reaches the visitor and the log. Each
// runs under a fast clock, so the SDK's backoff before its one retry and a timeout cost no real time.
describe('an upstream fault before any text answers JSON, logs one line and leaves the server serving', () => {
  const timeout = { AI_FIRST_TOKEN_TIMEOUT_MS: '150' };
  it.each([
    ['401', hostFails(401), {}, 502, 'kitchen_closed', 1, { level: 50, reason: 'auth', upstreamStatus: 401, hint: 'check AI_API_KEY' }],
    ['403', hostFails(403), {}, 502, 'kitchen_closed', 1, { level: 50, reason: 'auth', upstreamStatus: 403, hint: 'check AI_API_KEY' }],
    ['404 for the model', hostFails(404), {}, 502, 'kitchen_closed', 1, { level: 50, reason: 'model_not_found', upstreamStatus: 404, hint: expect.stringContaining('check AI_MODEL') }],
    ['429 twice', hostFails(429), {}, 502, 'upstream_busy', 2, { level: 40, reason: 'upstream_rate_limited', upstreamStatus: 429 }],
    ['500 twice', hostFails(500), {}, 502, 'upstream_unavailable', 2, { level: 40, reason: 'upstream_status', upstreamStatus: 500 }],
    ['503 twice', hostFails(503), {}, 502, 'upstream_unavailable', 2, { level: 40, reason: 'upstream_status', upstreamStatus: 503 }],
    ['an error event in the framing OpenRouter uses', () => sseResponse(readFixture('openrouter-minimax-error-midstream')), {}, 502, 'upstream_unavailable', 1, { level: 40, reason: 'stream_error' }],
    ['a network error twice', () => HttpResponse.error(), {}, 502, 'upstream_unavailable', 2, { level: 40, reason: 'connection' }],
    ['a model that spent every token thinking', () => sseResponse(noContent(['The user', ' wants soup.'], 'length')), {}, 502, 'empty_answer', 1, { reason: 'empty_answer', chars: 0 }],
    ['a host that sent no content at all', () => sseResponse(noContent([], 'stop')), {}, 502, 'empty_answer', 1, { reason: 'empty_answer', chars: 0 }],
    ['no answer within AI_FIRST_TOKEN_TIMEOUT_MS', neverAnswers, timeout, 504, 'upstream_timeout', 1, { level: 40, reason: 'timeout' }],
    ['a stream that opens but stays silent', () => sseResponse(silentBody()), timeout, 504, 'upstream_timeout', 1, { level: 40, reason: 'timeout' }],
  ] as const)('for %s', async (_name, respond, env, status, code, calls, fields) => {
    const requests = mockChatCompletions(respond);
    const logs = await appWithLogs({ ...NO_FIRST_TOKEN_TIMEOUT, ...env });
    const response = await withFastClock(() => postRecipe(logs.app, { ingredients: FOUR }));

    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code, message: PUBLIC_MESSAGES[code] } });
    expectNothingFromTheHost(response.body);
    expect(requests).toHaveLength(calls);
    expectOneFailureLine(logs, fields);
    await expectRecovers(logs.app);
  });

  it('tells the visitor the kitchen is closed when the key is refused', () => {
    expect(PUBLIC_MESSAGES.kitchen_closed).toMatch(/kitchen is closed.*try again later/i);
    expect(PUBLIC_MESSAGES.upstream_busy).toMatch(/try again shortly/i);
  });

  it("waits as long as a 429's Retry-After asks before its one retry, not the SDK's own 2 s", async () => {
    let calls = 0;
    mockChatCompletions(() =>
      ++calls === 1
        ? HttpResponse.json({}, { status: 429, headers: { 'retry-after': '1' } })
        : sseResponse(chatCompletionSse(['## Soup\n', 'Stir.'])),
    );
    const { app } = await appWithLogs(NO_FIRST_TOKEN_TIMEOUT);
    const waits: unknown[] = [];
    const response = await withFastClock(async () => {
      const timers = vi.spyOn(globalThis, 'setTimeout');
      try {
        return await postRecipe(app, { ingredients: FOUR });
      } finally {
        waits.push(...timers.mock.calls.map((call) => call[1]));
        timers.mockRestore();
      }
    });

    expect(response.statusCode).toBe(200);
    expect(calls).toBe(2);
    expect(waits).toContain(1_000);
    expect(waits).not.toContain(2_000);
  });
});

describe('an upstream fault at the transport level', () => {
  it('answers 502 when the host refuses the connection, and serves once it is back', async () => {
    const port = await getPort({ host: '127.0.0.1' });
    allowLoopback(port);
    const logs = await appWithLogs({ AI_BASE_URL: `http://127.0.0.1:${port}/v1`, ...NO_FIRST_TOKEN_TIMEOUT });
    const response = await withFastClock(() => postRecipe(logs.app, { ingredients: FOUR }));

    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('upstream_unavailable');
    expectOneFailureLine(logs, { reason: 'connection' });

    const host = await startFakeHost({ port });
    onTestFinished(host.close);
    host.answerWith({ kind: 'stream', pieces: ['## Soup\n', 'Stir.'], gapMs: 0 });
    const again = await postRecipe(logs.app, { ingredients: FOUR });
    expect(textOf(parseUIStream(again.body))).toBe('## Soup\nStir.');
  });

  it.each([
    ['the host name does not resolve', async () => {
      upstream.use(http.all('http://pantry-chef-host.invalid/*', () => passthrough()));
      return 'http://pantry-chef-host.invalid/v1';
    }],
    ['the TLS handshake fails', async () => {
      const host = await plainTcpHost();
      onTestFinished(host.close);
      allowLoopback(host.port);
      return `https://127.0.0.1:${host.port}/v1`;
    }],
  ])('answers 502 when %s, and keeps answering', async (_name, baseUrl) => {
    const logs = await appWithLogs({ AI_BASE_URL: await baseUrl(), ...NO_FIRST_TOKEN_TIMEOUT });
    for (const attempt of [1, 2]) {
      const response = await withFastClock(() => postRecipe(logs.app, { ingredients: FOUR }));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ error: { code: 'upstream_unavailable', message: PUBLIC_MESSAGES.upstream_unavailable } });
      expect(logs.recipeLines()).toHaveLength(attempt);
    }
    expect(logs.loudLines()).toEqual(logs.recipeLines());
    expect((await logs.app.inject('/healthz')).statusCode).toBe(200);
  });
});

describe('an upstream fault after the first text', () => {
  it('keeps the text and ends with an error chunk when the host drops the connection', async () => {
    const host = await startFakeHost();
    onTestFinished(host.close);
    host.answerWith({ kind: 'reset', pieces: ['## Soup\n', 'Chop the onion. '] });
    allowLoopback(host.port);
    const logs = await appWithLogs({ AI_BASE_URL: host.baseURL });
    const response = await postRecipe(logs.app, { ingredients: FOUR });

    expect(response.statusCode).toBe(200);
    const chunks = parseUIStream(response.body);
    expect(textOf(chunks)).toBe('## Soup\nChop the onion. ');
    expect(chunks.at(-1)).toEqual({ type: 'error', errorText: PUBLIC_MESSAGES.upstream_unavailable });
    expect(response.body.trimEnd().endsWith('data: [DONE]')).toBe(true);
    expectOneFailureLine(logs, { chars: '## Soup\nChop the onion. '.length });

    host.answerWith({ kind: 'stream', pieces: ['## Soup\n', 'Chop the onion. '], gapMs: 0 });
    const again = await postRecipe(logs.app, { ingredients: FOUR });
    expect(textOf(parseUIStream(again.body))).toBe('## Soup\nChop the onion. ');
  });

  const firstWords = openingFrames(['## Soup\n', 'Chop the onion. ']).join('');
  const openRouterError = readFixture('openrouter-minimax-error-midstream')
    .split('\n')
    .find((line) => line.includes('"error"'))!;
  it.each([
    ['in the framing OpenRouter uses', `${firstWords}${openRouterError}\n\n${DONE_FRAME}`],
    ['split into 7-byte network chunks', () => pacedBody(`${firstWords}${openRouterError}\n\n${DONE_FRAME}`.match(/[\s\S]{1,7}/g) ?? [])],
    ['with CRLF line endings', `${firstWords}${openRouterError}\n\n${DONE_FRAME}`.replace(/\n/g, '\r\n')],
    ['as a bare error object, the stream ending there', `${firstWords}${errorFrame('upstream exploded at host-internal-7', 500)}`],
  ])('ends with an error chunk for an error event %s', async (_name, body) => {
    mockChatCompletions(() => sseResponse(typeof body === 'string' ? body : body()));
    const logs = await appWithLogs();
    const response = await postRecipe(logs.app, { ingredients: FOUR });

    expect(response.statusCode).toBe(200);
    const chunks = parseUIStream(response.body);
    expect(textOf(chunks)).toBe('## Soup\nChop the onion. ');
    expect(chunks.find((chunk) => chunk.type === 'error')).toEqual({ type: 'error', errorText: PUBLIC_MESSAGES.upstream_unavailable });
    expectNothingFromTheHost(response.body);
    expectOneFailureLine(logs, {});
    await expectRecovers(logs.app);
  });

  it('ends with an error chunk when the host goes silent after the first words', async () => {
    // The role chunk and the first words, then nothing: AI_IDLE_TIMEOUT_MS, on the fast clock, ends it.
    mockChatCompletions(() => sseResponse(pacedBody([openingFrames(['## Soup\n']).join(''), chatCompletionSse(['never sent'])], 600_000)));
    const logs = await appWithLogs({ AI_IDLE_TIMEOUT_MS: '150', ...NO_FIRST_TOKEN_TIMEOUT });
    const response = await withFastClock(() => postRecipe(logs.app, { ingredients: FOUR }));

    expect(response.statusCode).toBe(200);
    const chunks = parseUIStream(response.body);
    expect(textOf(chunks)).toBe('## Soup\n');
    expect(chunks.at(-1)).toEqual({ type: 'error', errorText: PUBLIC_MESSAGES.upstream_timeout });
    expectOneFailureLine(logs, {});
  });

  it('relays the text around garbage lines, or ends cleanly, and never crashes', async () => {
    const garbage = 'data: {not json\n\nthis is not sse at all\n\ndata: {"choices":[{"delta":{"content":42}}]}\n\n';
    const frames = openingFrames(['## Soup\n', 'Stir.']);
    mockChatCompletions(() => sseResponse([frames[0], frames[1], garbage, frames[2], ...closingFrames()].join('')));
    const logs = await appWithLogs();
    const response = await postRecipe(logs.app, { ingredients: FOUR });

    expect(response.statusCode).toBe(200);
    const chunks = parseUIStream(response.body);
    expect(textOf(chunks)).toMatch(/^## Soup\n/);
    const ended = chunks.at(-1)!;
    expect(['finish', 'error']).toContain(ended.type);
    expect(logs.recipeLines()).toHaveLength(1);
    expect(logs.loudLines().length).toBeLessThanOrEqual(1);
    await expectRecovers(logs.app);
  });

  it('tells the visitor when the answer hit the token limit', async () => {
    mockChatCompletions(() => sseResponse(chatCompletionSse(['## Soup\n', 'Chop the'], 'length')));
    const logs = await appWithLogs();
    const response = await postRecipe(logs.app, { ingredients: FOUR });

    const chunks = parseUIStream(response.body);
    expect(textOf(chunks)).toBe(`## Soup\nChop the${CUT_SHORT_NOTE}`);
    expect(chunks.at(-1)).toMatchObject({ type: 'finish', finishReason: 'length' });
    expect(logs.recipeLines()).toEqual([expect.objectContaining({ msg: 'recipe', outcome: 'length', level: 30 })]);
    expect(logs.loudLines()).toEqual([]);
  });

  // A host's own `error` is a failure of its own (host-endings.test.ts has every name).
  it.each([
    ['content_filter', 'content_filter'],
    ['tool_calls', 'tool_calls'],
  ])('tells the visitor the recipe was cut short when the host stops with finish_reason %s, and logs it at warn as %s', async (reason, outcome) => {
    mockChatCompletions(() => sseResponse(chatCompletionSse(['## Soup\n', 'Chop the'], reason)));
    const logs = await appWithLogs();
    const response = await postRecipe(logs.app, { ingredients: FOUR });

    expect(response.statusCode).toBe(200);
    const chunks = parseUIStream(response.body);
    expect(textOf(chunks)).toBe(`## Soup\nChop the${CUT_SHORT_NOTE}`);
    expect(chunks.at(-1)).toMatchObject({ type: 'finish' });
    expect(logs.loudLines()).toEqual([expect.objectContaining({ msg: 'recipe cut short by the host', outcome, level: 40, chars: '## Soup\nChop the'.length })]);
    await expectRecovers(logs.app);
  });
});
