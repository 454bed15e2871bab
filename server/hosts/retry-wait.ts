/** How long the SDK waits before its one retry when the host does not say. */
const SDK_RETRY_WAIT_MS = 2000;

/**
 * The longest wait before the retry of a host that failed before any text: the SDK's own, but no
 * more than a quarter of the first-token timeout, which covers the whole wait (the failed call,
 * the wait and the retry's own first token), so that the retry always comes within it.
 * @example retryWaitFor(1500) // 375
 */
export const retryWaitFor = (firstTokenTimeoutMs: number): number => Math.min(SDK_RETRY_WAIT_MS, firstTokenTimeoutMs / 4);

/** The wait a failed answer asks for (`retry-after-ms`, or `retry-after` in seconds or as a date), if it asks for one that makes sense. */
function askedWaitMs(headers: Headers): number | undefined {
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (ms >= 0) return ms;
  const retryAfter = headers.get('retry-after');
  if (retryAfter === null) return undefined;
  const seconds = Number.parseFloat(retryAfter);
  const wait = Number.isNaN(seconds) ? Date.parse(retryAfter) - Date.now() : seconds * 1000;
  return wait >= 0 ? wait : undefined;
}

/**
 * `fetch` whose failed answers tell the SDK (by `retry-after-ms`, which it honours) to retry after
 * the host's own wait or its usual one, but never after more than `maxWaitMs` (see retryWaitFor):
 * a short first-token timeout must not turn an instant 500, 503 or 429 into a timeout with no
 * retry. `fetch` is looked up on each call.
 */
export function withRetryWait(fetch: () => typeof globalThis.fetch, maxWaitMs: number): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await fetch()(input, init);
    if (response.ok) return response;
    const headers = new Headers(response.headers);
    headers.set('retry-after-ms', String(Math.min(askedWaitMs(response.headers) ?? SDK_RETRY_WAIT_MS, maxWaitMs)));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
