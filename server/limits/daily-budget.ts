import type { Redis } from 'ioredis';

/** Whether one more recipe fits in today's budget; if not, seconds until it renews. */
type BudgetVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Recipes per UTC day, counted across every request that reaches the model. */
interface DailyBudget {
  /** Counts one recipe against today and says whether it was still within the budget. */
  take(): Promise<BudgetVerdict>;
  /** Recipes still left today, for the metrics; never below 0. */
  left(): Promise<number>;
}

/** Where the day's count lives: this process, or Redis so several instances share it. */
export interface DayCounter {
  /** Adds one to the day's count and returns the new count. */
  increment(day: string): Promise<number>;
  /** The day's count so far, without adding to it. */
  read(day: string): Promise<number>;
}

const DAY_MS = 86_400_000;

/** A counter in this process's memory; it forgets past days. */
export function memoryDayCounter(): DayCounter {
  let current = { day: '', count: 0 };
  return {
    async increment(day) {
      if (current.day !== day) current = { day, count: 0 };
      current.count += 1;
      return current.count;
    },
    async read(day) {
      return current.day === day ? current.count : 0;
    },
  };
}

/** A counter in Redis: one key per day, kept two days so clocks a little apart still agree. */
export function redisDayCounter(redis: Redis, prefix = 'pantry-chef:budget:'): DayCounter {
  return {
    async increment(day) {
      const key = `${prefix}${day}`;
      const results = await redis.multi().incr(key).expire(key, 2 * 86_400).exec();
      const [error, count] = results?.[0] ?? [new Error('Redis returned no result'), undefined];
      if (error) throw error;
      return Number(count);
    },
    async read(day) {
      return Number((await redis.get(`${prefix}${day}`)) ?? 0);
    },
  };
}

/**
 * `shared` (Redis), with this instance's own count behind it for when it fails: the highest count
 * it has seen today, plus each recipe it has counted since. So a failure never opens the budget:
 * whatever Redis does, one instance lets through at most the day's budget by itself, and none once
 * it has seen the budget spent. While Redis answers, its count is the count (a fresh Redis counts
 * from zero again); every failure goes to `onError`.
 */
function withLocalFallback(shared: DayCounter, onError: (error: unknown) => void): DayCounter {
  let seen = { day: '', count: 0 };
  const see = (day: string, count: number) => {
    seen = { day, count: seen.day === day ? Math.max(seen.count, count) : count };
    return count;
  };
  const known = (day: string) => (seen.day === day ? seen.count : 0);
  return {
    async increment(day) {
      try {
        return see(day, await shared.increment(day));
      } catch (error) {
        onError(error);
        return see(day, known(day) + 1);
      }
    },
    async read(day) {
      try {
        return see(day, await shared.read(day));
      } catch (error) {
        onError(error);
        return known(day);
      }
    },
  };
}

/**
 * A daily budget of `limit` recipes. It does not fail open: when the counter fails (Redis away,
 * full or holding the wrong type), each instance counts on by itself (withLocalFallback), so spend
 * stays bounded however long the failure lasts; `onCounterError` hears of each failure.
 * @example createDailyBudget({ limit: 500, counter: memoryDayCounter() })
 */
export function createDailyBudget(options: {
  limit: number;
  counter: DayCounter;
  now?: () => number;
  onCounterError?: (error: unknown) => void;
}): DailyBudget {
  const now = options.now ?? Date.now;
  const counter = withLocalFallback(options.counter, options.onCounterError ?? (() => {}));
  const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);
  return {
    async take() {
      const at = now();
      const count = await counter.increment(dayOf(at));
      if (count <= options.limit) return { ok: true };
      const nextMidnight = (Math.floor(at / DAY_MS) + 1) * DAY_MS;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((nextMidnight - at) / 1000)) };
    },
    async left() {
      // Refused recipes count too, so the count can pass the limit.
      return Math.max(0, options.limit - (await counter.read(dayOf(now()))));
    },
  };
}
