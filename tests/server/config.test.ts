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
  ])('reads %s=%s', (name, value, expected) => {
    expect(loadConfig({ [name]: value })).toMatchObject(expected);
  });

  it('names every bad variable at once', () => {
    const bad = { PORT: 'eighty', AI_BASE_URL: 'ftp://example.com', AI_SYSTEM_PROMPT: 'user', RATE_LIMIT_MAX: '0' };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (error) {
      for (const name of Object.keys(bad)) expect((error as Error).message).toContain(name);
    }
  });
});
