import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it('defaults to the offline chef on 127.0.0.1:3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      ai: { baseURL: undefined, model: 'mistralai/Mixtral-8x7B-Instruct-v0.1', systemPrompt: 'system', firstTokenTimeoutMs: 20_000, idleTimeoutMs: 30_000, maxRecipeMs: 180_000 },
      rateLimit: { max: 30, timeWindow: '1 minute' },
      trustProxy: false,
      capacity: { maxConcurrent: 64, dailyBudget: undefined },
      redisUrl: undefined,
      pressure: { maxEventLoopDelayMs: 1000 },
      shutdownGraceMs: 10_000,
      shutdownDrainMs: 5_000,
      streamHeartbeatMs: 15_000,
      metrics: undefined,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ AI_BASE_URL: '', PORT: '' })).toMatchObject({ port: 3000, ai: { baseURL: undefined } });
  });

  it.each([
    ['AI_BASE_URL', 'https://router.huggingface.co/v1/', { ai: { baseURL: 'https://router.huggingface.co/v1' } }],
    ['AI_SYSTEM_PROMPT', 'fold', { ai: { systemPrompt: 'fold' } }],
    ['RATE_LIMIT_WINDOW', '30000', { rateLimit: { timeWindow: 30_000 } }],
    ['RATE_LIMIT_WINDOW', '30 seconds', { rateLimit: { timeWindow: '30 seconds' } }],
    ['PORT', '8080', { port: 8080 }],
    ['TRUST_PROXY', 'true', { trustProxy: true }],
    ['TRUST_PROXY', '2', { trustProxy: 2 }],
    ['TRUST_PROXY', '10.0.0.0/8, 127.0.0.1', { trustProxy: '10.0.0.0/8, 127.0.0.1' }],
    ['AI_MAX_CONCURRENT', '5', { capacity: { maxConcurrent: 5 } }],
    ['AI_DAILY_REQUEST_BUDGET', '500', { capacity: { dailyBudget: 500 } }],
    ['REDIS_URL', 'redis://127.0.0.1:6379', { redisUrl: 'redis://127.0.0.1:6379' }],
    ['MAX_EVENT_LOOP_DELAY_MS', '200', { pressure: { maxEventLoopDelayMs: 200 } }],
    ['MAX_EVENT_LOOP_DELAY_MS', '0', { pressure: { maxEventLoopDelayMs: 0 } }],
    ['SHUTDOWN_GRACE_MS', '2000', { shutdownGraceMs: 2000 }],
    ['SHUTDOWN_DRAIN_MS', '0', { shutdownDrainMs: 0 }],
    ['SHUTDOWN_DRAIN_MS', '30000', { shutdownDrainMs: 30_000 }],
    ['AI_MAX_RECIPE_MS', '60000', { ai: { maxRecipeMs: 60_000 } }],
    ['STREAM_HEARTBEAT_MS', '5000', { streamHeartbeatMs: 5000 }],
    ['METRICS_PORT', '9464', { metrics: { port: 9464, host: '127.0.0.1' } }],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'http://127.0.0.1:4318', { telemetry: { endpoint: 'http://127.0.0.1:4318', recordContent: false } }],
    ['TELEMETRY_RECORD_CONTENT', 'true', { telemetry: { endpoint: undefined, recordContent: true } }],
  ])('reads %s=%s', (name, value, expected) => {
    expect(loadConfig({ [name]: value })).toMatchObject(expected);
  });

  it('names every bad variable at once', () => {
    const bad = { PORT: 'eighty', AI_BASE_URL: 'ftp://example.com', AI_SYSTEM_PROMPT: 'user', RATE_LIMIT_MAX: '0', TRUST_PROXY: 'sometimes' };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (error) {
      for (const name of Object.keys(bad)) expect((error as Error).message).toContain(name);
    }
  });

  it('never echoes a password or key given inside a URL', () => {
    const bad = { REDIS_URL: 'redis+tls://:s3cret-pass@cache.example:6380', AI_BASE_URL: 'ftp://user:sk-inline-key@llm.example/v1' };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('REDIS_URL');
      expect(message).toContain('cache.example');
      expect(message).not.toMatch(/s3cret-pass|sk-inline-key/);
    }
  });

  it('has the first host as the only one, skipping after 3 failures for 30 s, unless told otherwise', () => {
    expect(loadConfig({ AI_BASE_URL: 'https://a.example/v1', AI_API_KEY: 'k' }).ai).toMatchObject({
      hosts: [{ baseURL: 'https://a.example/v1', apiKey: 'k', model: 'mistralai/Mixtral-8x7B-Instruct-v0.1', variables: 'AI_', startsInThinking: false }],
      hostSkip: { failuresBeforeSkip: 3, skipMs: 30_000 },
    });
    expect(loadConfig({}).ai.hosts).toEqual([
      { baseURL: undefined, apiKey: undefined, model: 'mistralai/Mixtral-8x7B-Instruct-v0.1', variables: 'AI_', startsInThinking: false },
    ]);
  });

  it.each([
    ['a second host with its own key and model', { AI_FALLBACK_BASE_URL: 'https://b.example/v1/', AI_FALLBACK_API_KEY: 'kb', AI_FALLBACK_MODEL: 'mb' }, { baseURL: 'https://b.example/v1', apiKey: 'kb', model: 'mb' }],
    ["the first host's model when it names none", { AI_FALLBACK_BASE_URL: 'https://b.example/v1' }, { baseURL: 'https://b.example/v1', apiKey: undefined, model: 'ma' }],
    ['the offline chef for offline', { AI_FALLBACK_BASE_URL: 'offline' }, { baseURL: undefined, apiKey: undefined, model: 'ma' }],
  ])('reads the fallback host: %s', (_name, env, fallback) => {
    const { hosts } = loadConfig({ AI_BASE_URL: 'https://a.example/v1', AI_API_KEY: 'ka', AI_MODEL: 'ma', ...env }).ai;
    expect(hosts).toEqual([
      { baseURL: 'https://a.example/v1', apiKey: 'ka', model: 'ma', variables: 'AI_', startsInThinking: false },
      { ...fallback, variables: 'AI_FALLBACK_', startsInThinking: false },
    ]);
  });

  it("reads each host's reasoning effort and whether its answers start in thinking, on their own", () => {
    const { hosts } = loadConfig({
      AI_BASE_URL: 'https://a.example/v1',
      AI_REASONING_EFFORT: 'low',
      AI_STARTS_IN_THINKING: 'true',
      AI_FALLBACK_BASE_URL: 'https://b.example/v1',
      AI_FALLBACK_REASONING_EFFORT: 'none',
    }).ai;
    expect(hosts).toMatchObject([
      { reasoningEffort: 'low', startsInThinking: true },
      { reasoningEffort: 'none', startsInThinking: false },
    ]);
    expect(loadConfig({ AI_BASE_URL: 'https://a.example/v1' }).ai.hosts[0]).not.toHaveProperty('reasoningEffort', expect.anything());
  });

  it('reads the skip window', () => {
    expect(loadConfig({ AI_HOST_FAILURES_BEFORE_SKIP: '5', AI_HOST_SKIP_MS: '1000' }).ai.hostSkip).toEqual({ failuresBeforeSkip: 5, skipMs: 1000 });
  });

  it.each([
    ['a fallback without a first host', { AI_FALLBACK_BASE_URL: 'https://b.example/v1' }, /AI_FALLBACK_BASE_URL: needs AI_BASE_URL/],
    ['a fallback key without a fallback host', { AI_BASE_URL: 'https://a.example/v1', AI_FALLBACK_API_KEY: 'kb' }, /AI_FALLBACK_BASE_URL: AI_FALLBACK_API_KEY, AI_FALLBACK_MODEL and AI_FALLBACK_REASONING_EFFORT need/],
    ['a fallback effort without a fallback host', { AI_BASE_URL: 'https://a.example/v1', AI_FALLBACK_REASONING_EFFORT: 'low' }, /AI_FALLBACK_BASE_URL: AI_FALLBACK_API_KEY, AI_FALLBACK_MODEL and AI_FALLBACK_REASONING_EFFORT need/],
    ['a reasoning effort a host does not know', { AI_REASONING_EFFORT: 'max' }, /AI_REASONING_EFFORT: .*"none".*"high".*\(got "max"\)/],
    ['a fallback reasoning effort in capitals', { AI_BASE_URL: 'https://a.example/v1', AI_FALLBACK_BASE_URL: 'https://b.example/v1', AI_FALLBACK_REASONING_EFFORT: 'LOW' }, /AI_FALLBACK_REASONING_EFFORT/],
    ['a thinking switch that is neither true nor false', { AI_STARTS_IN_THINKING: 'yes' }, /AI_STARTS_IN_THINKING/],
    ['a fallback thinking switch that is neither true nor false', { AI_FALLBACK_STARTS_IN_THINKING: '1' }, /AI_FALLBACK_STARTS_IN_THINKING/],
    ['a fallback that is neither a URL nor offline', { AI_BASE_URL: 'https://a.example/v1', AI_FALLBACK_BASE_URL: 'ftp://b.example' }, /AI_FALLBACK_BASE_URL: an http\(s\) URL, or offline/],
    ['0 failures before a skip', { AI_HOST_FAILURES_BEFORE_SKIP: '0' }, /AI_HOST_FAILURES_BEFORE_SKIP/],
    ['a skip window that is not a number', { AI_HOST_SKIP_MS: 'half a minute' }, /AI_HOST_SKIP_MS/],
    ['a recipe time limit of no time', { AI_MAX_RECIPE_MS: '0' }, /AI_MAX_RECIPE_MS/],
    ['a recipe time limit that is not a number', { AI_MAX_RECIPE_MS: '3 minutes' }, /AI_MAX_RECIPE_MS/],
    ['a heartbeat of no time', { STREAM_HEARTBEAT_MS: '0' }, /STREAM_HEARTBEAT_MS/],
    ['a heartbeat in seconds', { STREAM_HEARTBEAT_MS: '15s' }, /STREAM_HEARTBEAT_MS/],
    ['a drain window that is not a number', { SHUTDOWN_DRAIN_MS: '5 seconds' }, /SHUTDOWN_DRAIN_MS/],
    ['a negative drain window', { SHUTDOWN_DRAIN_MS: '-1' }, /SHUTDOWN_DRAIN_MS/],
    ['an OTLP endpoint that is not an http(s) URL', { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, /OTEL_EXPORTER_OTLP_ENDPOINT/],
    ['a content switch that is neither true nor false', { TELEMETRY_RECORD_CONTENT: 'yes' }, /TELEMETRY_RECORD_CONTENT/],
  ])('refuses %s', (_name, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never echoes the fallback key', () => {
    expect(() => loadConfig({ AI_FALLBACK_BASE_URL: 'https://b.example/v1', AI_FALLBACK_API_KEY: 'sk-fallback-secret' })).toThrow(ConfigError);
    try {
      loadConfig({ AI_BASE_URL: 'https://a.example/v1', AI_FALLBACK_API_KEY: 'sk-fallback-secret' });
    } catch (error) {
      expect((error as Error).message).not.toContain('sk-fallback-secret');
    }
  });

  it.each([
    ['a user and password', 'https://chef:s3cret@pantry.example', /PUBLIC_URL: must be the page's plain address, without a user or password/],
    ['a query', 'https://pantry.example/?token=abc', /PUBLIC_URL: .*without a query/],
    ['a fragment', 'https://pantry.example/#top', /PUBLIC_URL: .*without a fragment/],
  ])('refuses a PUBLIC_URL with %s, which every page would publish', (_name, value, message) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(message);
    try {
      loadConfig({ PUBLIC_URL: value });
    } catch (error) {
      expect((error as Error).message).not.toContain('s3cret');
    }
  });

  it('takes a PUBLIC_URL with a path, without its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://example.org/pantry/' }).publicUrl).toBe('https://example.org/pantry');
  });

  it('takes METRICS_HOST only together with METRICS_PORT', () => {
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(loadConfig({ METRICS_HOST: '0.0.0.0' }).metrics).toBeUndefined();
  });

  it.each([
    ['the same as PORT', { PORT: '8080', METRICS_PORT: '8080' }, /METRICS_PORT: must differ from PORT.*\(got "8080"\)/],
    ['the default PORT', { METRICS_PORT: '3000' }, /METRICS_PORT: must differ from PORT/],
    ['not a number', { METRICS_PORT: 'nine' }, /METRICS_PORT/],
    ['0', { METRICS_PORT: '0' }, /METRICS_PORT/],
    ['past the last port', { METRICS_PORT: '65536' }, /METRICS_PORT/],
  ])('refuses a METRICS_PORT that is %s', (_name, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
