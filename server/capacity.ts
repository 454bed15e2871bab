import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { createDailyBudget, memoryDayCounter, redisDayCounter, type DailyBudget } from './daily-budget.ts';
import { createRedisClient } from './redis-client.ts';
import { createStreamSlots, type StreamSlots } from './stream-slots.ts';

/** What bounds the work one instance takes on: concurrent streams, today's budget, shared store. */
export interface Capacity {
  slots: StreamSlots;
  budget: DailyBudget | undefined;
  /** Set when REDIS_URL is: the rate limit and the budget are shared through it. */
  redis: Redis | undefined;
}

/** Builds the app's limits from config; the Redis client, if any, closes with the app. */
export function createCapacity(app: FastifyInstance, config: Config, now?: () => number): Capacity {
  const redis = config.redisUrl ? createRedisClient(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  const { maxConcurrent, dailyBudget } = config.capacity;
  const budget =
    dailyBudget === undefined
      ? undefined
      : createDailyBudget({ limit: dailyBudget, counter: redis ? redisDayCounter(redis) : memoryDayCounter(), now });
  return { slots: createStreamSlots(maxConcurrent), budget, redis };
}
