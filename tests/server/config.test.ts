import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it('defaults to the offline chef on 127.0.0.1:3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      ai: { baseURL: undefined, model: 'mistralai/Mixtral-8x7B-Instruct-v0.1', systemPrompt: 'system', firstTokenTimeoutMs: 20_000, idleTimeoutMs: 30_000 },
      rateLimit: { max: 10, timeWindow: '1 minute' },
      trustProxy: false,
      capacity: { maxConcurrent: 64, dailyBudget: undefined },
      redisUrl: undefined,
      pressure: { maxEventLoopDelayMs: 1000 },
      shutdownGraceMs: 10_000,
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
    ['SHUTDOWN_GRACE_MS', '2000', { shutdownGraceMs: 2000 }],
    ['METRICS_PORT', '9464', { metrics: { port: 9464, host: '127.0.0.1' } }],
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
