import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A Redis client that never makes a request wait for Redis: commands fail at once while it is
 * away (callers then fail open), and it keeps reconnecting in the background. An outage is
 * logged once at warn when it starts and once at info when it ends, not on every request.
 */
export function createRedisClient(url: string, log: FastifyBaseLogger): Redis {
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
    log.warn({ err: error }, 'Redis is unreachable: the rate limit and the daily budget are not enforced until it returns');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: the rate limit and the daily budget are enforced again');
  });
  return redis;
}
