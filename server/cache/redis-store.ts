import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { MAX_KEPT_BYTES, readKept, writeKept, type UnreadableKept } from './kept-recipe.ts';
import type { RecipeStore } from './cache-store.ts';

/** The prefix of each kept recipe's key in a Redis shared with the rate limit and the budget. */
export const REDIS_PREFIX = 'pantry:recipe-cache:';
/** The sorted set of the kept recipes' keys by last use, which bounds how many there are. Outside REDIS_PREFIX, so it is never counted as one. */
const REDIS_INDEX = 'pantry:recipe-cache-index';

// Redis's own clock in milliseconds (13 digits: Lua hands Redis a number with 14 at most), so
// replicas whose clocks differ agree on what was used last; past the latest use in the index, so
// two uses in one millisecond still come in order.
const NOW_MS = `local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
local latest = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')[2]
if latest and tonumber(latest) >= now then now = tonumber(latest) + 1 end`;

// KEYS: the recipe, the index. ARGV: the value, the TTL in seconds, the most recipes kept.
// A recipe not used for a whole TTL has expired, so its place in the index goes first; then the
// least recently used go, recipe and place, until no more than the bound are left. The keys it
// deletes are named by the index, not in KEYS: fine on one Redis, not on a cluster.
const PUT = `${NOW_MS}
local ttl = tonumber(ARGV[2])
redis.call('SET', KEYS[1], ARGV[1], 'EX', ttl)
redis.call('ZADD', KEYS[2], now, KEYS[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - ttl * 1000)
local over = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[3])
if over > 0 then
  local oldest = redis.call('ZPOPMIN', KEYS[2], over)
  for i = 1, #oldest, 2 do redis.call('DEL', oldest[i]) end
end
redis.call('EXPIRE', KEYS[2], ttl)
return 0`;

// KEYS: the recipe, the index. ARGV: the most bytes a kept recipe takes. A value over it is not
// sent at all (only its size is); one that fits is marked as used now.
const GET = `local size = redis.call('STRLEN', KEYS[1])
if size == 0 then return nil end
if size > tonumber(ARGV[1]) then return size end
${NOW_MS}
redis.call('ZADD', KEYS[2], 'XX', now, KEYS[1])
return redis.call('GET', KEYS[1])`;

interface RedisRecipeStoreOptions {
  ttlSeconds: number;
  /** RECIPE_CACHE_MAX_ENTRIES: at most this many recipes, the least recently used going first. */
  maxEntries: number;
  /** Where a value that is not a kept recipe is reported. */
  log: FastifyBaseLogger;
  /** Where Redis refusing a command (OOM, a script error) is reported; a lost connection is the redis plugin's. */
  report: (error: unknown) => void;
}

/**
 * Recipes in Redis, shared by every replica, each for `ttlSeconds`, at most `maxEntries` of at
 * most MAX_KEPT_BYTES each: the cache cannot fill a Redis it shares with the rate limit and the
 * budget, whatever Redis's maxmemory policy. A value read back is trusted for nothing: one too
 * large, not JSON or of another shape is a miss, logged at warn. Redis being away is a miss and a
 * recipe not kept, never a failed request (the redis plugin says when it is away).
 */
export function redisRecipeStore(redis: Redis, { ttlSeconds, maxEntries, log, report }: RedisRecipeStoreOptions): RecipeStore {
  return {
    async get(key) {
      const refuse = (reason: UnreadableKept | 'wrong_type', bytes?: number) => {
        log.warn({ cacheKey: key, reason, bytes }, 'a value in the recipe cache is not a kept recipe: treated as a miss');
        return undefined;
      };
      let stored: string | number | null;
      try {
        stored = (await redis.eval(GET, 2, REDIS_PREFIX + key, REDIS_INDEX, MAX_KEPT_BYTES)) as string | number | null;
      } catch (error) {
        // A key holding a list or a hash is no recipe; anything else Redis refuses is reported.
        if (error instanceof Error && error.message.startsWith('WRONGTYPE')) return refuse('wrong_type');
        report(error);
        return undefined;
      }
      if (stored === null) return undefined;
      if (typeof stored === 'number') return refuse('too_large', stored);
      const read = readKept(stored);
      return read.ok ? read.recipe : refuse(read.reason);
    },
    async put(key, recipe) {
      const value = writeKept(recipe);
      if (value === undefined) return;
      await redis.eval(PUT, 2, REDIS_PREFIX + key, REDIS_INDEX, value, ttlSeconds, maxEntries).catch(report);
    },
    async entries() {
      let count = 0;
      let cursor = '0';
      try {
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${REDIS_PREFIX}*`, 'COUNT', 1000);
          cursor = next;
          count += keys.length;
        } while (cursor !== '0');
      } catch {
        return 0;
      }
      return count;
    },
  };
}
