import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The most days of a week plan one visitor has written at once, so a week does not take every stream slot. */
export const DAYS_AT_ONCE = 2;
/** When a visitor refused a third day may ask again: a day's recipe takes some seconds to write. */
export const DAYS_RETRY_AFTER_SECONDS = 10;

/**
 * Who a visitor is, for the rate limit and the days at once: the client address (as
 * `TRUST_PROXY` lets Fastify read it), an IPv6 one by its /64, as @fastify/rate-limit keys by default.
 */
export const visitorKey = (request: FastifyRequest): string => normalizeIP(request.ip);

/** The days each visitor is writing now, in this instance. */
interface DaysAtOnce {
  /** Takes one of the visitor's days, handing back how to free it (once); undefined when they already write DAYS_AT_ONCE. */
  take(request: FastifyRequest): (() => void) | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    daysAtOnce: DaysAtOnce;
  }
}

/**
 * At most DAYS_AT_ONCE days of a plan written at once per visitor, counted in this instance's
 * memory: the stream slots it guards are this instance's too. A third day is refused at once
 * (the recipe route answers 429 with Retry-After), never held waiting: the page writes one day at
 * a time, and a request held open would keep a connection and its body for nothing.
 */
export const daysAtOncePlugin = fp(
  async (app) => {
    const writing = new Map<string, number>();
    app.decorate('daysAtOnce', {
      take(request) {
        const key = visitorKey(request);
        const now = writing.get(key) ?? 0;
        if (now >= DAYS_AT_ONCE) return undefined;
        writing.set(key, now + 1);
        let freed = false;
        return () => {
          if (freed) return;
          freed = true;
          const left = (writing.get(key) ?? 1) - 1;
          if (left > 0) writing.set(key, left);
          else writing.delete(key);
        };
      },
    });
  },
  { name: 'days-at-once' },
);
