import fp from 'fastify-plugin';
import type { ModelDescription } from '../../shared/api/provider-label.ts';
import type { RecipeEnd } from '../hosts/ask-hosts.ts';
import type { RedisFeature } from '../redis/redis-errors.ts';
import { serveMetrics } from './metrics-listener.ts';

/** A recipe's end as it is counted and logged: from a host (a cache miss) or from the cache (a hit, named for the host that wrote it). */
export type RecordedEnd = Omit<RecipeEnd, 'host' | 'text'> & { host: ModelDescription; cache: 'hit' | 'miss' };

const REFUSAL_REASONS = ['invalid', 'rate_limited', 'busy', 'budget', 'overloaded', 'shutting_down'] as const;
/** Why a request got a refusal instead of a recipe. */
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

const PLAN_OUTCOMES = ['ok', 'retried', 'unreadable', 'failed'] as const;
/** How a plan ended: read at once, read after one retry, unreadable twice, or no planner answered. */
export type PlanOutcome = (typeof PLAN_OUTCOMES)[number];

/** What the rest of the app tells the metrics, where it happens. */
export interface Metrics {
  /** Counts one recipe from how it ended: outcome, times, characters, and each host that failed it. */
  recipeEnded(end: RecordedEnd): void;
  /** Counts one request refused, by whoever decided to refuse it. */
  refused(reason: RefusalReason): void;
  /** Counts one week plan from how it ended, and who planned it (a host, or the built-in chef). */
  planEnded(outcome: PlanOutcome, by: 'host' | 'chef'): void;
  /** Counts one look in the recipe cache, found or not. */
  cacheLookup(result: 'hit' | 'miss'): void;
  /** Counts one Redis command that failed other than for a lost connection (OOM, WRONGTYPE, TIMEOUT...). */
  redisError(kind: string, feature: RedisFeature): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

interface MetricsOptions {
  /** Where /metrics is served (METRICS_PORT, METRICS_HOST); undefined: metrics are off. */
  listen: { port: number; host: string } | undefined;
}

// Time to first token is usually well under a second; a whole recipe of 1024 tokens takes tens.
const TTFT_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30];
const DURATION_BUCKETS = [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300];
const MISNAMED_DEFAULTS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];
// Ours, not the host's: a shutdown stopping a recipe is counted as a refusal instead.
const NOT_UPSTREAM = new Set(['shutdown']);

/**
 * Prometheus metrics in a registry of the app's own (so two apps in one process keep theirs
 * apart), served on a listener of their own, never the public port. `app.metrics` is told of each
 * recipe's end and each refusal where they happen. Off, it records nothing.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, { listen }) => {
    if (listen === undefined) {
      app.decorate('metrics', { recipeEnded() {}, refused() {}, planEnded() {}, cacheLookup() {}, redisError() {} });
      return;
    }
    // Loaded only when metrics are on: without METRICS_PORT, prom-client is memory never used.
    const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } = await import('prom-client');
    const registry = new Registry();
    const registers = [registry];
    collectDefaultMetrics({ register: registry });
    // prom-client gives three gauges a counter's _total suffix, which promtool rejects; each is only
    // the sum of a gauge it also exports by type (nodejs_active_handles and so on).
    for (const name of MISNAMED_DEFAULTS) registry.removeSingleMetric(name);

    const source = ['provider', 'host'] as const;
    const recipes = new Counter({
      name: 'pantry_recipes_total',
      help: "Recipes that ended, by how they ended (ok, length: the host's token limit, content_filter, tool_calls, interrupted or other: the host stopped short, size_limit, time_limit or event_too_long: cut by the server, aborted, error) and whether the cache answered (hit) or a host (miss).",
      labelNames: [...source, 'outcome', 'cache'],
      registers,
    });
    const ttft = new Histogram({
      name: 'pantry_time_to_first_token_seconds',
      help: 'From asking the host to its first words.',
      labelNames: source,
      buckets: TTFT_BUCKETS,
      registers,
    });
    const duration = new Histogram({
      name: 'pantry_recipe_duration_seconds',
      help: 'From asking the host to the end of the recipe, however it ended.',
      labelNames: source,
      buckets: DURATION_BUCKETS,
      registers,
    });
    const characters = new Counter({
      name: 'pantry_recipe_characters_total',
      help: 'Characters of recipe text sent to visitors.',
      labelNames: source,
      registers,
    });
    const upstreamFailures = new Counter({
      name: 'pantry_upstream_failures_total',
      help: 'Host failures, before or during an answer.',
      labelNames: ['host', 'reason'],
      registers,
    });
    const refused = new Counter({
      name: 'pantry_requests_refused_total',
      help: 'Requests answered with a refusal instead of a recipe.',
      labelNames: ['reason'],
      registers,
    });
    // Every reason from the start, so a rate over it is 0 rather than missing.
    for (const reason of REFUSAL_REASONS) refused.inc({ reason }, 0);
    const plans = new Counter({
      name: 'pantry_plans_total',
      help: 'Week plans, by how they ended (ok; retried: read after one unreadable answer; unreadable: twice; failed: no planner answered) and who planned them (host or chef).',
      labelNames: ['outcome', 'by'],
      registers,
    });
    for (const outcome of PLAN_OUTCOMES) plans.inc({ outcome, by: 'host' }, 0);
    new Gauge({
      name: 'pantry_streams_in_flight',
      help: 'Recipes streaming now.',
      registers,
      collect() {
        this.set(app.capacity.inFlight);
      },
    });
    const cache = app.recipeCache;
    const cacheLookups = new Counter({
      name: 'pantry_recipe_cache_lookups_total',
      help: 'Looks in the recipe cache, by whether a recipe was found (hit) or a host was asked (miss).',
      labelNames: ['result'],
      registers,
    });
    if (cache.enabled) {
      for (const result of ['hit', 'miss']) cacheLookups.inc({ result }, 0);
      new Gauge({
        name: 'pantry_recipe_cache_entries',
        help: 'Recipes in the cache now (across instances when it is in Redis).',
        registers,
        async collect() {
          this.set(await cache.store.entries());
        },
      });
    }
    const redisErrors = new Counter({
      name: 'pantry_redis_errors_total',
      help: "Redis commands that failed other than for a lost connection, by Redis's error code (OOM, WRONGTYPE, ERR..., or TIMEOUT) and the feature that asked (rate_limit, daily_budget, recipe_cache).",
      labelNames: ['kind', 'feature'],
      registers,
    });
    const budgetLeft = app.capacity.budgetLeft;
    if (budgetLeft) {
      new Gauge({
        name: 'pantry_daily_budget_remaining',
        help: "Recipes left in today's budget, across instances when it is shared through Redis.",
        registers,
        async collect() {
          try {
            this.set(await budgetLeft());
          } catch {
            // Redis away: the last value read stays, rather than no metrics at all.
          }
        },
      });
    }

    app.decorate('metrics', {
      recipeEnded({ host: { provider, host }, fallOvers, outcome, ttftMs, totalMs, chars, failure, cache: answeredFrom }) {
        // Each host left behind failed before any text: a failure of its own, not of the recipe.
        for (const fallOver of fallOvers) upstreamFailures.inc({ host: fallOver.host.host ?? 'offline', reason: fallOver.failure.reason });
        const labels = { provider, host: host ?? 'offline' };
        recipes.inc({ ...labels, outcome, cache: answeredFrom });
        if (ttftMs !== undefined) ttft.observe(labels, ttftMs / 1000);
        duration.observe(labels, totalMs / 1000);
        characters.inc(labels, chars);
        if (failure && !NOT_UPSTREAM.has(failure.reason)) upstreamFailures.inc({ host: labels.host, reason: failure.reason });
      },
      refused(reason) {
        refused.inc({ reason });
      },
      planEnded(outcome, by) {
        plans.inc({ outcome, by });
      },
      cacheLookup(result) {
        cacheLookups.inc({ result });
      },
      redisError(kind, feature) {
        redisErrors.inc({ kind, feature });
      },
    });

    const close = await serveMetrics(registry, listen, app.log);
    app.addHook('onClose', close);
  },
  { name: 'metrics', dependencies: ['capacity', 'recipe-cache'] },
);
