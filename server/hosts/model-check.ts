import type { FastifyBaseLogger } from 'fastify';
import type { HostConfig } from '../config.ts';

/** How long a host may take to list its models: the check is advice, never a wait. */
const MODEL_CHECK_TIMEOUT_MS = 5_000;
// The most served models a warning names.
const SUGGESTIONS = 10;

type Listed = { models: string[] } | { status: number } | { unreadable: true };

/** The model ids a host lists at `url` (the OpenAI shape `{ data: [{ id }] }`), or why there are none. */
async function listModels(url: string, apiKey: string | undefined, fetch: typeof globalThis.fetch): Promise<Listed> {
  const late = new AbortController();
  const timer = setTimeout(() => late.abort(new DOMException('The model list took too long', 'TimeoutError')), MODEL_CHECK_TIMEOUT_MS);
  try {
    const response = await fetch(url, { headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {}, signal: late.signal });
    if (!response.ok) return { status: response.status };
    const body = (await response.json()) as { data?: unknown };
    if (!Array.isArray(body.data)) return { unreadable: true };
    const models = body.data.flatMap((entry: unknown) => {
      const id = (entry as { id?: unknown } | null)?.id;
      return typeof id === 'string' ? [id] : [];
    });
    return models.length > 0 ? { models } : { unreadable: true };
  } catch {
    return { unreadable: true };
  } finally {
    clearTimeout(timer);
  }
}

const words = (id: string) => id.toLowerCase().split(/[^a-z0-9.]+/).filter(Boolean);

function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * The served models most like `wanted`, closest first: most words in common ("mixtral", "8x7b"),
 * then the fewest edits between the names.
 * @example closestModels('mistralai/Mixtral-8x7B-Instruct-v0.1', ['llama-3.3-70b', 'mixtral-8x7b-32768']) // ['mixtral-8x7b-32768', 'llama-3.3-70b']
 */
export function closestModels(wanted: string, served: readonly string[], count = SUGGESTIONS): string[] {
  const wantedWords = new Set(words(wanted));
  const lower = wanted.toLowerCase();
  return served
    .map((id) => ({ id, shared: words(id).filter((word) => wantedWords.has(word)).length, edits: editDistance(lower, id.toLowerCase()) }))
    .sort((a, b) => b.shared - a.shared || a.edits - b.edits || a.id.localeCompare(b.id))
    .slice(0, count)
    .map(({ id }) => id);
}

/** A base URL as a log may show it: no user or password. */
const shown = (url: string) => url.replace(/\/\/[^/@]*@/, '//');

/**
 * Reads each configured host's model list once (GET {base}/models) and says what an operator
 * should know before a visitor finds out: a model the host does not list (with the closest ones it
 * does), a base URL that lacks its `/v1`, a key the host refuses. A host with no list is trusted;
 * nothing here stops the server, since some hosts serve models they do not list.
 */
export async function checkModels(hosts: readonly HostConfig[], log: FastifyBaseLogger, fetch: typeof globalThis.fetch = globalThis.fetch): Promise<void> {
  await Promise.all(
    hosts.map(async ({ baseURL, apiKey, model, variables }) => {
      if (baseURL === undefined) return;
      const where = { host: new URL(baseURL).hostname, model };
      let listed = await listModels(`${baseURL}/models`, apiKey, fetch);
      if ('status' in listed && listed.status === 404) {
        const withV1 = await listModels(`${baseURL}/v1/models`, apiKey, fetch);
        if ('models' in withV1) {
          const corrected = `${variables}BASE_URL=${shown(baseURL)}/v1`;
          log.warn({ ...where, hint: `set ${corrected}` }, `${variables}BASE_URL lacks /v1: the host answers at ${shown(baseURL)}/v1; set ${corrected}`);
          listed = withV1;
        }
      }
      if ('models' in listed) {
        if (listed.models.includes(model)) return log.info(where, 'the host serves the model');
        const served = closestModels(model, listed.models);
        return log.warn(
          { ...where, served },
          `the host does not list ${variables}MODEL=${model}; it serves ${served.join(', ')}${listed.models.length > served.length ? ', …' : ''}`,
        );
      }
      if ('status' in listed && (listed.status === 401 || listed.status === 403)) {
        return log.warn({ ...where, upstreamStatus: listed.status, hint: `check ${variables}API_KEY` }, 'the host refused the key when asked for its models');
      }
      log.info({ ...where, ...('status' in listed ? { upstreamStatus: listed.status } : {}) }, 'the host lists no models: trusting it serves the model');
    }),
  );
}
