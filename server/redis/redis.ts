import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { redisErrorReporter, type RedisErrors } from './redis-errors.ts';
import { maxmemoryHarm, RECOMMENDED_POLICY } from './redis-policy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared store for the rate limit and the daily budget when REDIS_URL is set. */
    redis: Redis | undefined;
    /** Where a feature reports a Redis command that failed (redis-errors.ts); a no-op without Redis. */
    redisErrors: RedisErrors;
  }
}

/**
 * The Redis client shared by the rate limit and the daily budget, when REDIS_URL is set; it closes
 * with the app. It never makes a request wait for Redis: commands fail at once while it is away
 * (the rate limit then lets requests through, the daily budget counts in this instance) and it
 * keeps reconnecting in the background. An outage is logged once at warn when it starts and once
 * at info when it ends, not on every request; any other failure (OOM, WRONGTYPE...) is each
 * feature's to report through `app.redisErrors`, logged at error and counted.
 */
export const redisPlugin = fp<{ url: string | undefined }>(
  async (app, { url }) => {
    if (!url) {
      app.decorate('redis', undefined);
      app.decorate('redisErrors', { report() {} });
      return;
    }
    // Loaded only when configured: without REDIS_URL its client is memory an instance never uses.
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, {
      enableOfflineQueue: false,
      connectTimeout: 500,
      commandTimeout: 500,
      maxRetriesPerRequest: 1,
      // Reconnect soon, but not in a tight loop.
      retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
    });
    let down = false;
    redis.on('error', (error: Error) => {
      if (down) return;
      down = true;
      app.log.warn(
        { err: error },
        'Redis is unreachable: the rate limit is not enforced and the daily budget is counted by each instance on its own until it returns',
      );
    });
    redis.on('ready', () => {
      void warnOfPolicy(redis, app.log);
      if (!down) return;
      down = false;
      app.log.info('Redis is back: the rate limit and the daily budget are shared again');
    });
    app.decorate('redis', redis);
    app.decorate(
      'redisErrors',
      redisErrorReporter({
        log: app.log,
        // The metrics plugin registers after this one; an error only comes once requests do, when it is there.
        count: (kind, feature) => app.metrics.redisError(kind, feature),
        connected: () => redis.status === 'ready',
      }),
    );
    app.addHook('onClose', async () => void redis.disconnect());
  },
  { name: 'redis' },
);

/** Warns, on each connection, when this Redis once full would refuse or evict the counters (redis-policy.ts). */
async function warnOfPolicy(redis: Redis, log: FastifyBaseLogger) {
  // Some managed Redis hide INFO: then there is nothing to say.
  const info = await redis.info('memory').catch(() => '');
  const risk = maxmemoryHarm(info);
  if (risk === undefined) return;
  log.warn(
    { maxmemoryPolicy: risk.policy, hint: `maxmemory-policy ${RECOMMENDED_POLICY} (docs/operating.md)` },
    `Redis runs maxmemory-policy ${risk.policy}: once it is full, ${risk.harm}`,
  );
}
