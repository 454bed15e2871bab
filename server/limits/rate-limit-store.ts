import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// One round trip: count the request and say how long its window has left, starting the window when
// the key has none (its first request, or a key that somehow lost its expiry and would never reset).
const COUNT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  ttl = tonumber(ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return {current, ttl}
`;

type CountingClient = Redis & { pantryRateLimit(key: string, windowMs: number): Promise<[number, number]> };

/** The option that names a limiter's count when it guards no one route (app.rateLimit), in place of the route's method and URL. */
export const HOST_WORK_COUNTER = 'pantryCounter';

// What @fastify/rate-limit really hands child(): its types say a route's options, but it passes its
// own parameters with the route under routeInfo (as its own RedisStore reads them); a limiter made
// with app.rateLimit has an empty routeInfo, and its own options, its name among them.
type ChildOptions = { routeInfo: { method?: string | string[]; url?: string }; [HOST_WORK_COUNTER]?: string };

/**
 * Counts requests in Redis for @fastify/rate-limit, and hands each failure to `onError` before the
 * plugin lets the request through (skipOnError). The plugin's own Redis store drops the error there
 * unseen, which is all this one adds; its keys are named the same way: prefix, route, address.
 */
class ReportingRedisStore implements FastifyRateLimitStore {
  readonly #client: CountingClient;
  readonly #prefix: string;
  readonly #onError: (error: unknown) => void;

  constructor(client: CountingClient, prefix: string, onError: (error: unknown) => void) {
    this.#client = client;
    this.#prefix = prefix;
    this.#onError = onError;
  }

  incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
    this.#client.pantryRateLimit(this.#prefix + key, timeWindow).then(
      ([current, ttl]) => done(null, { current, ttl }),
      (error: Error) => {
        this.#onError(error);
        done(error);
      },
    );
  }

  child(options: unknown) {
    const { routeInfo: { method, url }, [HOST_WORK_COUNTER]: counter } = options as ChildOptions;
    return new ReportingRedisStore(this.#client, `${this.#prefix}${counter ?? `${String(method)}${url}`}-`, this.#onError);
  }
}

/**
 * The `store` option of @fastify/rate-limit: counts in `redis` under `prefix`, telling `onError`
 * of every failed count.
 * @example await app.register(rateLimit, { store: reportingRedisStore(redis, 'app:rate:', report), skipOnError: true })
 */
export function reportingRedisStore(redis: Redis, prefix: string, onError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  if (!('pantryRateLimit' in redis)) redis.defineCommand('pantryRateLimit', { numberOfKeys: 1, lua: COUNT });
  const client = redis as CountingClient;
  // The plugin builds the store with `new Store(itsOptions)`; this one needs only what it closes over.
  return class extends ReportingRedisStore {
    constructor() {
      super(client, prefix, onError);
    }
  };
}
