import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { visitorKey } from './days-at-once.ts';
import { reportingRedisStore } from './rate-limit-store.ts';

/**
 * Recipes per client address per window, counted in Redis when there is one so that every
 * instance shares one limit. Routes opt in with `config.rateLimit`. When Redis fails, recipes go
 * on unlimited rather than not at all (the daily budget still bounds what they spend); a failure
 * other than a lost connection is logged at error and counted (redis-errors.ts).
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const { redis } = app;
    const store = redis && reportingRedisStore(redis, 'pantry-chef:rate:', (error) => app.redisErrors.report(error, 'rate_limit'));
    // Keyed by visitorKey, the key the days written at once are counted by too.
    await app.register(rateLimit, { global: false, store, skipOnError: true, keyGenerator: visitorKey });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
