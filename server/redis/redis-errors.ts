import type { FastifyBaseLogger } from 'fastify';
import { RECOMMENDED_POLICY } from './redis-policy.ts';

/** What asked Redis when it failed: a label on the metric and a field of the log line. */
export type RedisFeature = 'rate_limit' | 'daily_budget' | 'recipe_cache';

/** Where each feature's failures are told; a lost connection is said by the redis plugin instead. */
export interface RedisErrors {
  /** Logs (at most once per kind per minute) and counts `error` from `feature`, unless the connection is lost. */
  report(error: unknown, feature: RedisFeature): void;
}

/** How often one kind of error is logged: often enough to see it goes on, not once per request. */
export const REDIS_ERROR_LOG_INTERVAL_MS = 60_000;

// What an operator can do about the kinds with one cause.
const HINTS: Record<string, string> = {
  OOM: `Redis is at its maxmemory and refuses writes: run it with maxmemory-policy ${RECOMMENDED_POLICY} (docs/operating.md)`,
  WRONGTYPE: 'a key Pantry Chef counts in holds another type: something else writes under its prefix',
};

// What goes on while Redis refuses a feature's commands.
const MEANWHILE: Record<RedisFeature, string> = {
  rate_limit: 'the rate limit lets requests through and the daily budget is counted by each instance on its own',
  daily_budget: 'the rate limit lets requests through and the daily budget is counted by each instance on its own',
  recipe_cache: 'recipes are neither kept in nor served from the cache',
};

// Redis's own error codes are short upper-case words; anything else would make a label of any text.
const CODE = /^[A-Z]{2,20}$/;

interface RedisFailure {
  name?: string;
  message?: string;
  command?: { name?: string };
  previousErrors?: RedisFailure[];
}

/**
 * The kind of a failed Redis command: the code Redis answered with, "TIMEOUT" when Redis was
 * connected but did not answer in time, or undefined when the connection is lost (not a fault of
 * the command, and said once by the redis plugin). A refused transaction is its first refusal.
 * @example redisErrorKind(replyError("OOM command not allowed when used memory > 'maxmemory'."), true) // 'OOM'
 */
export function redisErrorKind(error: unknown, connected: boolean): string | undefined {
  const failure = (error ?? {}) as RedisFailure;
  if (failure.name === 'ReplyError') {
    // EXECABORT only says that a MULTI's commands were refused as they were queued; why is in them.
    const first = failure.message?.startsWith('EXECABORT') ? (failure.previousErrors?.[0] ?? failure) : failure;
    const code = first.message?.split(' ', 1)[0] ?? '';
    return CODE.test(code) ? code : 'ERR';
  }
  if (!connected) return undefined;
  // ioredis's own words when a connected client gave up waiting (its commandTimeout).
  return failure.message === 'Command timed out' ? 'TIMEOUT' : undefined;
}

/**
 * Reports Redis failures: every one is counted; the first of each kind is logged at error, then
 * that kind again at most once per REDIS_ERROR_LOG_INTERVAL_MS, with how many came in between.
 * Only the command's name is logged: its arguments hold visitors' addresses and recipes.
 */
export function redisErrorReporter(options: {
  log: FastifyBaseLogger;
  count: (kind: string, feature: RedisFeature) => void;
  /** Whether the client is connected now: a failure while it is not is the lost connection's. */
  connected: () => boolean;
  now?: () => number;
}): RedisErrors {
  const now = options.now ?? Date.now;
  const logged = new Map<string, { at: number; since: number }>();
  return {
    report(error, feature) {
      const kind = redisErrorKind(error, options.connected());
      if (kind === undefined) return;
      options.count(kind, feature);
      const last = logged.get(kind);
      if (last && now() - last.at < REDIS_ERROR_LOG_INTERVAL_MS) {
        last.since += 1;
        return;
      }
      logged.set(kind, { at: now(), since: 0 });
      const { message, command } = error as RedisFailure;
      const what = kind === 'TIMEOUT' ? 'Redis did not answer in time' : `Redis answered ${kind}`;
      options.log.error(
        { redisError: kind, feature, command: command?.name, message, hint: HINTS[kind], repeatsSinceLastLine: last?.since ?? 0 },
        `${what}: while it does, ${MEANWHILE[feature]}`,
      );
    },
  };
}
