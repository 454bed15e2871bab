import rateLimit from '@fastify/rate-limit';
import type { onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { visitorKey } from './days-at-once.ts';
import { HOST_WORK_COUNTER, reportingRedisStore } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limit of every request that asks for a host's work (a recipe, a day of a week, a plan): one count per visitor, whichever route. */
    hostWorkLimit: onRequestAsyncHookHandler;
  }
}

/**
 * Recipes per client address per window, counted in Redis when there is one so that every
 * instance shares one limit. The routes that ask a host share one count, `app.hostWorkLimit`:
 * a week plan is one request and each of its days one more; other routes opt in with
 * `config.rateLimit`, counted apart. When Redis fails, recipes go on unlimited rather than not at
 * all (the daily budget still bounds what they spend); a failure other than a lost connection is
 * logged at error and counted (redis-errors.ts).
 */
export const rateLimitPlugin = fp<Config['rateLimit']>(
  async (app, { max, timeWindow }) => {
    const { redis } = app;
    const store = redis && reportingRedisStore(redis, 'pantry-chef:rate:', (error) => app.redisErrors.report(error, 'rate_limit'));
    // Keyed by visitorKey, the key the days written at once are counted by too.
    await app.register(rateLimit, { global: false, store, skipOnError: true, keyGenerator: visitorKey });
    // One limiter, so one count, for every route it guards; in Redis it is named as the recipe route's was.
    const shared = { max, timeWindow, [HOST_WORK_COUNTER]: 'POST/api/recipe' };
    app.decorate('hostWorkLimit', app.rateLimit(shared));
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
