import fp from 'fastify-plugin';
import { createDailyBudget, memoryDayCounter, redisDayCounter } from './daily-budget.ts';

/** A recipe let in (its signal fires if the server must stop it; `finish` frees its slot), or why not. */
type Admission =
  | { ok: true; signal: AbortSignal; finish: () => void }
  | { ok: false; code: 'busy' | 'budget_exhausted'; retryAfterSeconds: number };

/** What bounds the work one instance takes on: stream slots, today's budget, and the recipes in flight. */
export interface Capacity {
  /** Lets one recipe in: a free stream slot first, then one recipe from today's budget. */
  admit(): Promise<Admission>;
  /** Recipes streaming now. */
  readonly inFlight: number;
  /** Recipes left in today's budget (read from Redis when shared); undefined without a budget. */
  readonly budgetLeft: (() => Promise<number>) | undefined;
  /** Stops every recipe still streaming, upstream included (a shutdown whose grace is over). */
  abortAll(reason: unknown): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    capacity: Capacity;
  }
}

interface CapacityOptions {
  /** Upstream streams this instance runs at once (AI_MAX_CONCURRENT). */
  maxConcurrent: number;
  /** Recipes per UTC day (AI_DAILY_REQUEST_BUDGET); undefined: unlimited. */
  dailyBudget: number | undefined;
  /** The clock the budget's day is read from. */
  now?: () => number;
}

// A slot frees up as soon as any stream ends; a few seconds is a fair guess.
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Stream slots, the daily budget (shared through Redis when there is one) and the recipes in
 * flight, as one decoration: `app.capacity`. A recipe holds its slot until `finish`, which the
 * recipe route calls once its recipe has ended, however it ended.
 */
export const capacityPlugin = fp<CapacityOptions>(
  async (app, { maxConcurrent, dailyBudget, now }) => {
    const budget =
      dailyBudget === undefined
        ? undefined
        : createDailyBudget({
            limit: dailyBudget,
            counter: app.redis ? redisDayCounter(app.redis) : memoryDayCounter(),
            now,
            onCounterError: (error) => app.redisErrors.report(error, 'daily_budget'),
          });
    const running = new Set<AbortController>();

    app.decorate('capacity', {
      async admit(): Promise<Admission> {
        if (running.size >= maxConcurrent) return { ok: false, code: 'busy', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
        // The slot is taken before the budget is asked, so two recipes never race for the last one.
        const controller = new AbortController();
        running.add(controller);
        const verdict = budget ? await budget.take() : { ok: true as const };
        if (!verdict.ok) {
          running.delete(controller);
          return { ok: false, code: 'budget_exhausted', retryAfterSeconds: verdict.retryAfterSeconds };
        }
        return { ok: true, signal: controller.signal, finish: () => void running.delete(controller) };
      },
      get inFlight() {
        return running.size;
      },
      budgetLeft: budget && (() => budget.left()),
      abortAll(reason) {
        for (const controller of running) controller.abort(reason);
      },
    });
  },
  { name: 'capacity', dependencies: ['redis'] },
);
