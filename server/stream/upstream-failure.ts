import { APICallError, RetryError } from 'ai';
import { PUBLIC_MESSAGES, type ApiErrorCode } from '../../shared/api/api-errors.ts';

/** What went wrong upstream: a public face for the visitor and a private one for the log. */
export interface UpstreamFailure {
  /** HTTP status for a failure before any text: 504 for a timeout, 503 for a shutdown, 502 otherwise. */
  status: 502 | 503 | 504;
  code: ApiErrorCode;
  /** Safe to show a visitor: never an upstream body, host or key. */
  message: string;
  /** A short machine-readable cause for the log line. */
  reason: string;
  upstreamStatus?: number;
  /** What an operator should check, when the cause is likely their configuration. */
  hint?: string;
  /** For a 503: when asking again makes sense. */
  retryAfterSeconds?: number;
}

const failure = (
  code: 'upstream_unavailable' | 'upstream_timeout' | 'upstream_busy' | 'kitchen_closed' | 'empty_answer' | 'shutting_down',
  reason: string,
  extra: Partial<UpstreamFailure> = {},
): UpstreamFailure => ({
  status: code === 'upstream_timeout' ? 504 : code === 'shutting_down' ? 503 : 502,
  code,
  message: PUBLIC_MESSAGES[code],
  reason,
  ...extra,
});

// How hosts say they do not serve the model asked for: OpenAI and Groq (`model_not_found`), vLLM
// ("The model `X` does not exist."), Ollama ("model \"X\" not found"), the Hugging Face router
// (`model_not_supported`). Some say it with a 400 rather than a 404.
const MODEL_UNKNOWN = /"code"\s*:\s*"model_not_(found|supported|available)"|\bmodel\b[^"]{0,120}?\b(does not exist|not found|is not supported|not available)/i;

const isModelUnknown = (status: number, body: string | undefined) =>
  status === 404 || ((status === 400 || status === 422) && body !== undefined && MODEL_UNKNOWN.test(body));

const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || /timeout of \d+ms exceeded/i.test(error.message));

/**
 * The single place that maps an upstream error to what the visitor and the operator see.
 * @example describeUpstreamFailure(new APICallError({ statusCode: 401, ... })).hint // "check AI_API_KEY"
 */
export function describeUpstreamFailure(error: unknown): UpstreamFailure {
  // After its one retry the SDK wraps the last error; the cause is what matters.
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (isTimeout(cause)) return failure('upstream_timeout', 'timeout');
  if (APICallError.isInstance(cause)) {
    const upstreamStatus = cause.statusCode;
    if (upstreamStatus === undefined) return failure('upstream_unavailable', 'connection');
    // The operator's configuration is wrong: retrying will not help the visitor.
    if (upstreamStatus === 401 || upstreamStatus === 403) {
      return failure('kitchen_closed', 'auth', { upstreamStatus, hint: 'check AI_API_KEY' });
    }
    if (isModelUnknown(upstreamStatus, cause.responseBody)) {
      return failure('kitchen_closed', 'model_not_found', { upstreamStatus, hint: 'check AI_MODEL and AI_BASE_URL' });
    }
    if (upstreamStatus === 429) return failure('upstream_busy', 'upstream_rate_limited', { upstreamStatus });
    return failure('upstream_unavailable', 'upstream_status', { upstreamStatus });
  }
  return failure('upstream_unavailable', 'stream_error');
}

/** The host answered without a word of recipe (say, a model that spent every token thinking). */
export const emptyAnswer = (): UpstreamFailure => failure('empty_answer', 'empty_answer');

// A restarted server is usually back within seconds.
const RESTART_RETRY_AFTER_SECONDS = 5;

/** The server stopped the stream: a shutdown whose grace period ran out. */
export const serverStopped = (): UpstreamFailure =>
  failure('shutting_down', 'shutdown', { retryAfterSeconds: RESTART_RETRY_AFTER_SECONDS });

// The host could not be reached or refused to answer: another host may well answer.
const FALLS_OVER = new Set(['connection', 'stream_error', 'timeout', 'auth', 'model_not_found', 'upstream_rate_limited']);

/**
 * Whether a failure before any text is the host's (unreachable, reset, DNS or TLS, 5xx, 429, no
 * first token in time, or a key or model it refuses), so the next host may be asked; not an empty
 * answer, a 400 or our own shutdown.
 * @example fallsOver(describeUpstreamFailure(new APICallError({ statusCode: 503, ... }))) // true
 */
export function fallsOver({ reason, upstreamStatus }: UpstreamFailure): boolean {
  if (reason === 'upstream_status') return upstreamStatus !== undefined && upstreamStatus >= 500;
  return FALLS_OVER.has(reason);
}
