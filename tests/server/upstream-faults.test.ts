import { HttpResponse, http, passthrough } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { CUT_SHORT_NOTE } from '../../server/recipe-stream/cut-short-note.ts';
import { PUBLIC_MESSAGES } from '../../shared/api-errors.ts';
import { FOUR, buildTestApp, mockChatCompletions, postRecipe, sseResponse } from '../helpers/app.ts';
import { allowLoopback, closedPort, plainTcpHost, resettingHost } from '../helpers/local-hosts.ts';
import { captureLogs } from '../helpers/logs.ts';
import { upstream } from '../helpers/msw-setup.ts';
import { chatCompletionSse, pacedBody, parseUIStream, readFixture, textOf } from '../helpers/sse.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function appWithLogs(env: Record<string, string> = {}) {
  const { lines, logger } = captureLogs();
  const app = await buildTestApp(env, { logger });
  cleanups.push(() => app.close());
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

const hostError = readFixture('openrouter-minimax-error-midstream')
  .split('\n')
  .find((line) => line.includes('"error"'))!;
const textFrames = chatCompletionSse(['## Soup\n', 'Chop the onion. ']).split(/(?<=\n\n)/).slice(0, 3).join('');

describe('an upstream fault before any text answers JSON, logs one line and leaves the server serving', () => {
  it.each([
    ['401', () => HttpResponse.json({ error: 'bad key' }, { status: 401 }), 'kitchen_closed', { level: 50, reason: 'auth', upstreamStatus: 401, hint: 'check AI_API_KEY' }],
    ['403', () => HttpResponse.json({ error: 'forbidden' }, { status: 403 }), 'kitchen_closed', { level: 50, reason: 'auth', upstreamStatus: 403, hint: 'check AI_API_KEY' }],
    ['404 for the model', () => HttpResponse.json({ error: 'no such model' }, { status: 404 }), 'kitchen_closed', { level: 50, reason: 'model_not_found', upstreamStatus: 404, hint: expect.stringContaining('check AI_MODEL') }],
    ['429 twice', () => HttpResponse.json({}, { status: 429, headers: { 'retry-after': '0' } }), 'upstream_busy', { level: 40, reason: 'upstream_rate_limited', upstreamStatus: 429 }],
    ['500', () => HttpResponse.json({}, { status: 500 }), 'upstream_unavailable', { level: 40, reason: 'upstream_status', upstreamStatus: 500 }],
    ['503', () => HttpResponse.json({}, { status: 503 }), 'upstream_unavailable', { level: 40, reason: 'upstream_status', upstreamStatus: 503 }],
    ['an error event in the framing OpenRouter uses', () => sseResponse(readFixture('openrouter-minimax-error-midstream')), 'upstream_unavailable', { level: 40, reason: 'stream_error' }],
    ['a network error', () => HttpResponse.error(), 'upstream_unavailable', { level: 40, reason: 'connection' }],
  ] as const)('for %s', async (_name, respond, code, fields) => {
    mockChatCompletions(respond);
    const logs = await appWithLogs();
    const response = await postRecipe(logs.app, { ingredients: FOUR });

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: { code, message: PUBLIC_MESSAGES[code] } });
    expectOneFailureLine(logs, fields);
    await expectRecovers(logs.app);
  });

  it('tells the visitor the kitchen is closed when the key is refused', () => {
    expect(PUBLIC_MESSAGES.kitchen_closed).toMatch(/kitchen is closed.*try again later/i);
    expect(PUBLIC_MESSAGES.upstream_busy).toMatch(/try again shortly/i);
  });

  it("waits as long as a 429's Retry-After asks before its one retry", async () => {
    const calledAt: number[] = [];
    mockChatCompletions(() => {
      calledAt.push(performance.now());
      return calledAt.length === 1
        ? HttpResponse.json({}, { status: 429, headers: { 'retry-after': '1' } })
        : sseResponse(chatCompletionSse(['## Soup\n', 'Stir.']));
    });
    const { app } = await appWithLogs();
    const response = await postRecipe(app, { ingredients: FOUR });

    expect(response.statusCode).toBe(200);
    expect(calledAt).toHaveLength(2);
    // The SDK's own backoff would be 2 s: a gap near 1 s shows the header was read.
    expect(calledAt[1] - calledAt[0]).toBeGreaterThanOrEqual(950);
    expect(calledAt[1] - calledAt[0]).toBeLessThan(1_900);
  });
});

describe('an upstream fault at the transport level', () => {
  it('answers 502 when the host refuses the connection, and serves once it is back', async () => {
    const port = await closedPort();
    allowLoopback(port);
    const logs = await appWithLogs({ AI_BASE_URL: `http://127.0.0.1:${port}/v1` });
    const response = await postRecipe(logs.app, { ingredients: FOUR });

    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('upstream_unavailable');
    expectOneFailureLine(logs, { reason: 'connection' });

    const host = await resettingHost(['## Soup\n', 'Stir.'], port);
    cleanups.push(host.close);
    host.healthy();
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
      cleanups.push(host.close);
      allowLoopback(host.port);
      return `https://127.0.0.1:${host.port}/v1`;
    }],
  ])('answers 502 when %s, and keeps answering', async (_name, baseUrl) => {
    const logs = await appWithLogs({ AI_BASE_URL: await baseUrl() });
    for (const attempt of [1, 2]) {
      const response = await postRecipe(logs.app, { ingredients: FOUR });
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
    const host = await resettingHost(['## Soup\n', 'Chop the onion. ']);
    cleanups.push(host.close);
    allowLoopback(host.port);
    const logs = await appWithLogs({ AI_BASE_URL: `http://127.0.0.1:${host.port}/v1` });
    const response = await postRecipe(logs.app, { ingredients: FOUR });

    expect(response.statusCode).toBe(200);
    const chunks = parseUIStream(response.body);
    expect(textOf(chunks)).toBe('## Soup\nChop the onion. ');
    expect(chunks.at(-1)).toEqual({ type: 'error', errorText: PUBLIC_MESSAGES.upstream_unavailable });
    expect(response.body.trimEnd().endsWith('data: [DONE]')).toBe(true);
    expectOneFailureLine(logs, { chars: '## Soup\nChop the onion. '.length });

    host.healthy();
    const again = await postRecipe(logs.app, { ingredients: FOUR });
    expect(textOf(parseUIStream(again.body))).toBe('## Soup\nChop the onion. ');
  });

  it('ends with an error chunk for an error event in the framing OpenRouter uses', async () => {
    mockChatCompletions(() => sseResponse(`${textFrames}${hostError}\n\ndata: [DONE]\n\n`));
    const logs = await appWithLogs();
    const response = await postRecipe(logs.app, { ingredients: FOUR });

    const chunks = parseUIStream(response.body);
    expect(textOf(chunks)).toBe('## Soup\nChop the onion. ');
    expect(chunks.find((chunk) => chunk.type === 'error')).toEqual({ type: 'error', errorText: PUBLIC_MESSAGES.upstream_unavailable });
    expect(response.body).not.toContain('Token limit');
    expectOneFailureLine(logs, {});
    await expectRecovers(logs.app);
  });

  it.each([
    ['split into 7-byte network chunks', (sse: string) => pacedBody(sse.match(/[\s\S]{1,7}/g) ?? [])],
    ['with CRLF line endings', (sse: string) => sse.replace(/\n/g, '\r\n')],
  ])('ends with an error chunk for an OpenRouter error event %s', async (_name, frame) => {
    mockChatCompletions(() => sseResponse(frame(`${textFrames}${hostError}\n\ndata: [DONE]\n\n`)));
    const logs = await appWithLogs();
    const chunks = parseUIStream((await postRecipe(logs.app, { ingredients: FOUR })).body);

    expect(textOf(chunks)).toBe('## Soup\nChop the onion. ');
    expect(chunks.find((chunk) => chunk.type === 'error')).toEqual({ type: 'error', errorText: PUBLIC_MESSAGES.upstream_unavailable });
    expectOneFailureLine(logs, {});
  });

  it('relays the text around garbage lines, or ends cleanly, and never crashes', async () => {
    const garbage = 'data: {not json\n\nthis is not sse at all\n\ndata: {"choices":[{"delta":{"content":42}}]}\n\n';
    const frames = chatCompletionSse(['## Soup\n', 'Stir.']).split(/(?<=\n\n)/);
    mockChatCompletions(() => sseResponse([frames[0], frames[1], garbage, ...frames.slice(2)].join('')));
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

  it.each([
    ['spent every token thinking', 'reasoning', 'length'],
    ['sent no content at all', 'none', 'stop'],
  ])('answers 502 when the host %s, rather than a recipe with nothing in it', async (_name, kind, finish) => {
    const frame = (delta: object, finishReason: string | null) =>
      `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;
    const thinking = kind === 'reasoning' ? ['The user', ' wants soup.'].map((reasoning) => frame({ reasoning }, null)) : [];
    mockChatCompletions(() => sseResponse([frame({ role: 'assistant', content: '' }, null), ...thinking, frame({}, finish), 'data: [DONE]\n\n'].join('')));
    const logs = await appWithLogs();
    const response = await postRecipe(logs.app, { ingredients: FOUR });

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: { code: 'empty_answer', message: PUBLIC_MESSAGES.empty_answer } });
    expectOneFailureLine(logs, { reason: 'empty_answer', chars: 0 });
    await expectRecovers(logs.app);
  });
});
