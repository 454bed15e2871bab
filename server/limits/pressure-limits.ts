import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

// Long enough for a stalled event loop or a full heap to clear, short enough that nobody gives up.
const RETRY_AFTER_SECONDS = 10;

/**
 * Past the event-loop delay or heap limit, every request gets a quick 503 with Retry-After, so an
 * overloaded instance sheds work instead of getting slower for everyone. The plugin's error
 * (FST_UNDER_PRESSURE) becomes our JSON error in ops/error-handling.ts.
 */
export const pressureLimitsPlugin = fp<Config['pressure']>(
  async (app, limits) => {
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxHeapUsedBytes: limits.maxHeapUsedBytes,
      retryAfter: RETRY_AFTER_SECONDS,
    });
  },
  { name: 'pressure-limits' },
);
