import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PUBLIC_MESSAGES } from '../../shared/api/api-errors.ts';
import { retryWaitFor, withRetryWait } from '../../server/hosts/retry-wait.ts';
import { withFastClock } from '../support/clock.ts';
import { FOUR, buildTestApp, mockChatCompletions, postRecipe, sseResponse } from '../support/test-app.ts';
import { chatCompletionSse } from '../support/fake-host/chunks.ts';
import { parseUIStream, textOf } from '../support/sse.ts';

// Shorter than the SDK's own 2 s wait before its one retry.
const SHORT_FIRST_TOKEN_TIMEOUT = { AI_FIRST_TOKEN_TIMEOUT_MS: '1500' };

/** A host that fails at once with `status` (asking to be retried after `retryAfter` seconds, if given), counting its calls. */
const failingAtOnce = (status: number, retryAfter?: string) =>
  mockChatCompletions(() => HttpResponse.json({ error: { message: 'busy' } }, { status, headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter } }));

// Each runs under a fast clock: the waits are the app's and the SDK's own, in their order, at no real cost.
describe('a host that fails at once, under a short AI_FIRST_TOKEN_TIMEOUT_MS', () => {
  it.each([
    [500, undefined, 'upstream_unavailable'],
    [503, undefined, 'upstream_unavailable'],
    [429, undefined, 'upstream_busy'],
    [429, '30', 'upstream_busy'],
  ] as const)('%i (retry-after %s) is still retried once, and the visitor gets %s, not a timeout', async (status, retryAfter, code) => {
    const calls = failingAtOnce(status, retryAfter);
    const app = await buildTestApp(SHORT_FIRST_TOKEN_TIMEOUT);
    const response = await withFastClock(() => postRecipe(app, { ingredients: FOUR }));
    expect(calls).toHaveLength(2);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: { code, message: PUBLIC_MESSAGES[code] } });
  });

  it('gives the recipe when the retry answers', async () => {
    let call = 0;
    mockChatCompletions(() => (++call === 1 ? HttpResponse.json({ error: { message: 'down' } }, { status: 503 }) : sseResponse(chatCompletionSse(['## Soup\n', 'Simmer.']))));
    const app = await buildTestApp(SHORT_FIRST_TOKEN_TIMEOUT);
    const response = await withFastClock(() => postRecipe(app, { ingredients: FOUR }));
    expect(response.statusCode).toBe(200);
    expect(textOf(parseUIStream(response.body))).toBe('## Soup\nSimmer.');
  });
});

describe('the wait the SDK is told before its retry', () => {
  it.each([
    [{}, 2000, '2000'],
    [{}, 375, '375'],
    [{ 'retry-after': '30' }, 375, '375'],
    [{ 'retry-after': '0.1' }, 375, '100'],
    [{ 'retry-after-ms': '50', 'retry-after': '30' }, 375, '50'],
    [{ 'retry-after': 'soon' }, 375, '375'],
    [{ 'retry-after': '-3' }, 2000, '2000'],
  ])('a failed answer with %o, waiting at most %i ms: retry-after-ms %s', async (headers, maxWaitMs, expected) => {
    const fetch = withRetryWait(() => async () => new Response('{"error":{}}', { status: 503, headers }), maxWaitMs);
    const response = await fetch('http://host.test/v1/chat/completions');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after-ms')).toBe(expected);
    expect(await response.text()).toBe('{"error":{}}');
  });

  it('leaves an answer that did not fail as it came', async () => {
    const ok = new Response('data: [DONE]\n\n');
    expect(await withRetryWait(() => async () => ok, 375)('http://host.test/v1/chat/completions')).toBe(ok);
  });

  it.each([
    [20_000, 2000],
    [1500, 375],
    [100, 25],
  ])('waits at most a quarter of a first-token timeout of %i ms, and never more than the SDK would: %i', (timeout, wait) => {
    expect(retryWaitFor(timeout)).toBe(wait);
  });
});
