import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared store for the rate limit and the daily budget when REDIS_URL is set. */
    redis: Redis | undefined;
  }
}

/**
 * The Redis client shared by the rate limit and the daily budget, when REDIS_URL is set; it closes
 * with the app. It never makes a request wait for Redis: commands fail at once while it is away
 * (callers then fail open) and it keeps reconnecting in the background. An outage is logged once
 * at warn when it starts and once at info when it ends, not on every request.
 */
export const redisPlugin = fp<{ url: string | undefined }>(
  async (app, { url }) => {
    if (!url) return void app.decorate('redis', undefined);
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
      app.log.warn({ err: error }, 'Redis is unreachable: the rate limit and the daily budget are not enforced until it returns');
    });
    redis.on('ready', () => {
      if (!down) return;
      down = false;
      app.log.info('Redis is back: the rate limit and the daily budget are enforced again');
    });
    app.decorate('redis', redis);
    app.addHook('onClose', async () => void redis.disconnect());
  },
  { name: 'redis' },
);
