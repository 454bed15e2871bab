import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';

const DEFAULT_MODEL = 'mistralai/Mixtral-8x7B-Instruct-v0.1';

// Empty strings count as unset: `.env` files and compose files often carry `NAME=`.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const integer = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

// A time window as @fastify/rate-limit understands it: milliseconds, or "<n> <unit>".
const timeWindow = z
  .string()
  .trim()
  .regex(
    /^(\d+|\d+\s*(ms|s|sec|second|seconds|m|min|minute|minutes|h|hour|hours))$/i,
    'milliseconds, or a duration such as "1 minute" or "30 seconds"',
  )
  .transform((value) => (/^\d+$/.test(value) ? Number(value) : value));

// Fastify's trustProxy: true/false, a hop count, or a comma-separated list of addresses/CIDRs.
const trustProxy = z
  .string()
  .trim()
  .regex(/^(true|false|\d+|[0-9a-f.:/]+(\s*,\s*[0-9a-f.:/]+)*)$/i, 'true, false, a hop count or a comma-separated list of addresses/CIDRs')
  .transform((value): boolean | number | string => {
    if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
    return /^\d+$/.test(value) ? Number(value) : value;
  });

// A fallback host's address, or `offline` for the built-in offline chef as the last resort.
const httpUrl = z.url({ protocol: /^https?$/ });
const fallbackBaseUrl = z
  .string()
  .trim()
  .refine((value) => value === 'offline' || httpUrl.safeParse(value).success, 'an http(s) URL, or offline for the built-in offline chef');

// The page's own address goes into every page's meta tags: a query, a fragment or a user and
// password there would be published to every visitor (and a link's card would carry them).
const publicUrl = httpUrl.superRefine((value, context) => {
  const url = new URL(value);
  const problems = [url.username || url.password ? 'a user or password' : '', url.search ? 'a query' : '', url.hash ? 'a fragment' : ''].filter(Boolean);
  if (problems.length > 0) context.addIssue({ code: 'custom', message: `must be the page's plain address, without ${problems.join(', ')} (every page publishes it)` });
});

// How hard a reasoning model may think (the host's `reasoning_effort`); unset, the key is not sent.
const reasoningEffort = z.enum(['none', 'minimal', 'low', 'medium', 'high']);
const yesOrNo = z.enum(['true', 'false']);

const envSchema = z.object({
  PORT: optional(integer(0, 65535)).default(3000),
  HOST: optional(z.string()).default('127.0.0.1'),
  AI_BASE_URL: optional(httpUrl),
  AI_API_KEY: optional(z.string()),
  AI_MODEL: optional(z.string().trim().min(1)).default(DEFAULT_MODEL),
  AI_FALLBACK_BASE_URL: optional(fallbackBaseUrl),
  AI_FALLBACK_API_KEY: optional(z.string()),
  AI_FALLBACK_MODEL: optional(z.string().trim().min(1)),
  AI_REASONING_EFFORT: optional(reasoningEffort),
  AI_FALLBACK_REASONING_EFFORT: optional(reasoningEffort),
  AI_STARTS_IN_THINKING: optional(yesOrNo).default('false'),
  AI_FALLBACK_STARTS_IN_THINKING: optional(yesOrNo).default('false'),
  AI_HOST_FAILURES_BEFORE_SKIP: optional(integer(1, 1000)).default(3),
  AI_HOST_SKIP_MS: optional(integer(0, 3_600_000)).default(30_000),
  AI_SYSTEM_PROMPT: optional(z.enum(['system', 'fold'])).default('system'),
  AI_FIRST_TOKEN_TIMEOUT_MS: optional(integer(100, 600_000)).default(20_000),
  AI_IDLE_TIMEOUT_MS: optional(integer(100, 600_000)).default(30_000),
  AI_MAX_RECIPE_MS: optional(integer(100, 3_600_000)).default(180_000),
  STREAM_HEARTBEAT_MS: optional(integer(100, 600_000)).default(15_000),
  // A visitor trying changes asks for a recipe each time, a dozen in a minute is ordinary use.
  RATE_LIMIT_MAX: optional(integer(1, 1_000_000)).default(30),
  RATE_LIMIT_WINDOW: optional(timeWindow).default('1 minute'),
  TRUST_PROXY: optional(trustProxy).default(false),
  AI_MAX_CONCURRENT: optional(integer(1, 100_000)).default(64),
  AI_DAILY_REQUEST_BUDGET: optional(integer(1, 1_000_000_000)),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
  // 0 turns the check off; otherwise at least the delay monitor's own 10 ms resolution.
  MAX_EVENT_LOOP_DELAY_MS: optional(z.union([z.coerce.number().pipe(z.literal(0)), integer(10, 600_000)])).default(1000),
  MAX_HEAP_USED_BYTES: optional(integer(1, Number.MAX_SAFE_INTEGER)),
  SHUTDOWN_GRACE_MS: optional(integer(0, 600_000)).default(10_000),
  SHUTDOWN_DRAIN_MS: optional(integer(0, 600_000)).default(5_000),
  OFFLINE_CHEF_WORDS_PER_SECOND: optional(z.coerce.number().min(0).max(100_000)).default(60),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
  METRICS_PORT: optional(integer(1, 65535)),
  METRICS_HOST: optional(z.string().trim().min(1)).default('127.0.0.1'),
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  TELEMETRY_RECORD_CONTENT: optional(yesOrNo).default('false'),
  PUBLIC_URL: optional(publicUrl),
  RECIPE_CACHE_TTL: optional(integer(1, 365 * 24 * 60 * 60)),
  RECIPE_CACHE_MAX_ENTRIES: optional(integer(1, 10_000_000)).default(1000),
  RECIPE_PROOF_KEY: optional(z.string().min(32, 'must be at least 32 characters (replicas share it; `openssl rand -base64 32` makes one)')),
})
  .refine((env) => env.METRICS_PORT !== env.PORT, {
    // Metrics say how busy the service is and what it spends: they stay off the public port.
    message: 'must differ from PORT: metrics are never served on the public port',
    path: ['METRICS_PORT'],
  })
  .refine((env) => env.AI_FALLBACK_BASE_URL === undefined || env.AI_BASE_URL !== undefined, {
    // Without a first host the offline chef answers every recipe: a fallback would never be asked.
    message: 'needs AI_BASE_URL: without it the offline chef is the only host',
    path: ['AI_FALLBACK_BASE_URL'],
  })
  .refine(
    (env) =>
      env.AI_FALLBACK_BASE_URL !== undefined ||
      (env.AI_FALLBACK_API_KEY === undefined && env.AI_FALLBACK_MODEL === undefined && env.AI_FALLBACK_REASONING_EFFORT === undefined),
    {
    message: 'AI_FALLBACK_API_KEY, AI_FALLBACK_MODEL and AI_FALLBACK_REASONING_EFFORT need AI_FALLBACK_BASE_URL',
    path: ['AI_FALLBACK_BASE_URL'],
  });

/**
 * One host recipes may come from, in the order they are asked, from the variables that start with
 * `variables` ("AI_", "AI_FALLBACK_").
 */
const hostConfig = (
  variables: 'AI_' | 'AI_FALLBACK_',
  baseURL: string | undefined,
  apiKey: string | undefined,
  model: string,
  effort: z.output<typeof reasoningEffort> | undefined,
  startsInThinking: 'true' | 'false',
) => ({
  /** The OpenAI-compatible base URL, without a trailing slash; undefined: the offline chef. */
  baseURL: baseURL === 'offline' ? undefined : baseURL?.replace(/\/+$/, ''),
  apiKey,
  model,
  /** The prefix of the variables that set this host, for the log's hints. */
  variables,
  /** Sent as `reasoning_effort` when set (AI_REASONING_EFFORT); unset, the request has no such key. */
  reasoningEffort: effort,
  /** The host's chat template opens `<think>` itself, so its answers start in thinking (AI_STARTS_IN_THINKING). */
  startsInThinking: startsInThinking === 'true',
});

// What the server reads from the environment, in the shape its parts use: the type below is this
// schema's output, so a setting is declared once.
const configSchema = envSchema.transform((e) => {
  const first = hostConfig('AI_', e.AI_BASE_URL, e.AI_API_KEY, e.AI_MODEL, e.AI_REASONING_EFFORT, e.AI_STARTS_IN_THINKING);
  const fallback =
    e.AI_FALLBACK_BASE_URL === undefined
      ? undefined
      : hostConfig('AI_FALLBACK_', e.AI_FALLBACK_BASE_URL, e.AI_FALLBACK_API_KEY, e.AI_FALLBACK_MODEL ?? e.AI_MODEL, e.AI_FALLBACK_REASONING_EFFORT, e.AI_FALLBACK_STARTS_IN_THINKING);
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    ai: {
      /** The first host (also hosts[0]): AI_BASE_URL, AI_API_KEY, AI_MODEL. */
      baseURL: first.baseURL,
      apiKey: first.apiKey,
      model: first.model,
      systemPrompt: e.AI_SYSTEM_PROMPT,
      firstTokenTimeoutMs: e.AI_FIRST_TOKEN_TIMEOUT_MS,
      idleTimeoutMs: e.AI_IDLE_TIMEOUT_MS,
      /** The longest a recipe may go on, from asking the first host; past it, it is cut short. */
      maxRecipeMs: e.AI_MAX_RECIPE_MS,
      offlineWordsPerSecond: e.OFFLINE_CHEF_WORDS_PER_SECOND,
      /** Every host, in the order a recipe asks them: the first, then the fallbacks. */
      hosts: fallback ? [first, fallback] : [first],
      /** A host that failed this many times in a row before any text is skipped for skipMs. */
      hostSkip: { failuresBeforeSkip: e.AI_HOST_FAILURES_BEFORE_SKIP, skipMs: e.AI_HOST_SKIP_MS },
    },
    /**
     * The longest a visitor's stream stays quiet (a host thinking at length): past it, an SSE comment
     * goes out, so that a proxy's read timeout never cuts a recipe (STREAM_HEARTBEAT_MS).
     */
    streamHeartbeatMs: e.STREAM_HEARTBEAT_MS,
    rateLimit: { max: e.RATE_LIMIT_MAX, timeWindow: e.RATE_LIMIT_WINDOW },
    /** Fastify's trustProxy: whether (and how far) X-Forwarded-For names the client. */
    trustProxy: e.TRUST_PROXY,
    /** Upstream streams one instance runs at once, and recipes per UTC day (undefined: unlimited). */
    capacity: { maxConcurrent: e.AI_MAX_CONCURRENT, dailyBudget: e.AI_DAILY_REQUEST_BUDGET },
    /** Shared store for the rate limit and the daily budget across instances; unset: in memory. */
    redisUrl: e.REDIS_URL,
    /** Past these, requests get a 503 at once instead of everything getting slower. */
    pressure: {
      maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
      // Most of the heap V8 will grow to, leaving room to finish what is already running.
      maxHeapUsedBytes: e.MAX_HEAP_USED_BYTES ?? Math.round(getHeapStatistics().heap_size_limit * 0.85),
    },
    /** How long streams in flight may go on once the instance has stopped listening. */
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    /**
     * How long after a shutdown signal the instance still listens and serves every recipe while
     * /readyz says 503, so that load balancers and endpoint lists have let it go before it refuses.
     */
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    /** Where Prometheus scrapes /metrics, apart from the public port; undefined: metrics are off. */
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    /** Traces over OTLP/HTTP when an endpoint is set; prompts and answers in them only when asked for. */
    telemetry: { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, recordContent: e.TELEMETRY_RECORD_CONTENT === 'true' },
    /** The key recipes are signed with, shared by replicas; undefined: each process makes its own. */
    recipeProofKey: e.RECIPE_PROOF_KEY,
    /** Where visitors reach the page (no trailing slash), for the absolute links of a shared link's card; undefined: unknown. */
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    /**
     * The cache of finished recipes: how long one is kept (undefined: no cache), and how many the
     * in-memory cache holds (Redis, when REDIS_URL is set, holds them for everyone until they expire).
     */
    recipeCache: { ttlSeconds: e.RECIPE_CACHE_TTL, maxEntries: e.RECIPE_CACHE_MAX_ENTRIES },
  };
});

/** Everything the server needs to know, read once from the environment at start-up. */
export type Config = z.output<typeof configSchema>;

/** One host recipes may come from, in the order they are asked. */
export type HostConfig = Config['ai']['hosts'][number];

/** Thrown when the environment is invalid; its message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// A URL's user and password (a Redis password, a host's key put in its base URL) stay out of
// messages, like the key itself.
const SECRETS = new Set(['AI_API_KEY', 'AI_FALLBACK_API_KEY', 'RECIPE_PROOF_KEY']);

const withoutCredentials = (value: string | undefined) => value?.replace(/\/\/[^/@\s]*@/g, '//…@');

/**
 * Parses and validates the environment.
 * @example loadConfig({ AI_BASE_URL: "https://router.huggingface.co/v1", AI_API_KEY: "..." })
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Echo what was given, to make typos obvious, except for the secret.
      const got = SECRETS.has(name) ? '' : ` (got ${JSON.stringify(withoutCredentials(env[name]))})`;
      return `  ${name}: ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
