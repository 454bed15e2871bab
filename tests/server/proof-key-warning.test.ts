import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app.ts';
import { captureLogs } from '../support/logs.ts';

const KEY_WARNING = /RECIPE_PROOF_KEY is not/;
const warnings = (lines: Record<string, unknown>[]) => lines.filter((line) => line.level === 40 && KEY_WARNING.test(String(line.msg)));

// Nothing listens on port 1: the Redis client only fails to connect, in the background.
const REDIS = { REDIS_URL: 'redis://127.0.0.1:1' };

describe('a shared store without a shared proof key', () => {
  it('warns at start-up that replicas will not accept each other\u2019s recipes', async () => {
    const { lines, logger } = captureLogs();
    await buildTestApp(REDIS, { logger });
    expect(warnings(lines)).toHaveLength(1);
  });

  it.each([
    ['a shared key', { ...REDIS, RECIPE_PROOF_KEY: 'the-replicas-shared-key-of-32-characters' }],
    ['no Redis (one instance)', {}],
  ])('says nothing with %s', async (_name, env) => {
    const { lines, logger } = captureLogs();
    await buildTestApp(env, { logger });
    expect(warnings(lines)).toHaveLength(0);
  });
});
