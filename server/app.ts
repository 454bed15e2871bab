import Fastify, { type FastifyServerOptions } from 'fastify';
import { MAX_BODY_BYTES } from '../shared/api/limits.ts';
import { providerLabel } from '../shared/api/provider-label.ts';
import { recipeCachePlugin } from './cache/recipe-cache.ts';
import type { Config } from './config.ts';
import { hostHealthPlugin } from './hosts/host-health.ts';
import { createHosts } from './hosts/host-list.ts';
import type { ModelChoice } from './hosts/model-factory.ts';
import { pressureLimitsPlugin } from './limits/pressure-limits.ts';
import { rateLimitPlugin } from './limits/rate-limit.ts';
import { capacityPlugin } from './limits/recipe-capacity.ts';
import { daysAtOncePlugin } from './limits/days-at-once.ts';
import { refusalCountPlugin } from './ops/refusal-count.ts';
import { answerClientError, answerFrameworkError, errorHandlingPlugin } from './ops/error-handling.ts';
import { healthRoutes } from './ops/health.ts';
import { metricsPlugin } from './ops/metrics.ts';
import { QuietRequestLog } from './ops/request-logging.ts';
import { shutdownPlugin } from './ops/shutdown.ts';
import { loadPageShell } from './page/page-html.ts';
import { securityHeadersPlugin } from './page/security-headers.ts';
import { sendPageShell, staticClientPlugin } from './page/static-client.ts';
import { planRoutes } from './plan/plan-route.ts';
import { recipeCheckRoutes } from './recipe/recipe-check-route.ts';
import { recipeProofPlugin } from './recipe/recipe-proof.ts';
import { recipeRoutes } from './recipe/recipe-route.ts';
import { redisPlugin } from './redis/redis.ts';

/** What the app may be handed instead of building it from config: tests use this seam. */
export interface AppDeps {
  /** The model to use, as the only host; by default the hosts config.ai describes. */
  model?: ModelChoice;
  /** Folder of the built page; without it only the API is served. */
  clientDir?: string;
  /** Fastify's logger option or a pino instance; silent by default. */
  logger?: FastifyServerOptions['logger'] | FastifyServerOptions['loggerInstance'];
  /** The clock the daily budget and the hosts' skip windows read; Date.now by default. */
  now?: () => number;
}

/**
 * How long a request's headers and body together may take to arrive. A recipe request is under
 * 16 kB: anything slower is a connection held open on purpose, and a few hundred of those would
 * use up the process's file descriptors. Node counts it until the request is whole, so it never
 * cuts an answer, however long a recipe streams.
 */
export const REQUEST_TIMEOUT_MS = 10_000;
// How often Node looks for requests past their timeout (its default, 30 s, would triple the wait).
const TIMEOUT_CHECK_MS = 1_000;

/** Builds the whole HTTP app, ready for `listen` (server/main.ts) or `inject` (tests). */
export async function buildApp(config: Config, deps: AppDeps = {}) {
  const logger = deps.logger ?? false;
  const app = Fastify({
    ...(typeof logger === 'object' && 'child' in logger ? { loggerInstance: logger } : { logger }),
    bodyLimit: MAX_BODY_BYTES,
    logController: new QuietRequestLog(),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Headers alone get no longer than the whole request (Node's own default would be 60 s).
    http: { requestTimeout: REQUEST_TIMEOUT_MS, headersTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_MS },
    // A hop count becomes the function Fastify itself would build from it; its types take no number.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  // Only JSON is accepted: without its text parser, anything else is a 415 before the handler.
  app.removeContentTypeParser('text/plain');

  const hosts = deps.model ? [deps.model] : createHosts(config.ai);
  // The page, when there is one, filled in once: its provider line and its inline scripts' hashes.
  const page = deps.clientDir === undefined ? undefined : { clientDir: deps.clientDir, shell: loadPageShell(deps.clientDir, providerLabel(hosts[0]!), config.publicUrl) };
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(capacityPlugin, { ...config.capacity, now: deps.now });
  // The cache checks what it keeps with the proof's key.
  await app.register(recipeProofPlugin, { key: config.recipeProofKey });
  await app.register(recipeCachePlugin, { ...config.recipeCache, firstHost: hosts[0]!, systemPrompt: config.ai.systemPrompt });
  // Before anything that refuses a request: every refusal is counted from the answer that carries it.
  await app.register(metricsPlugin, { listen: config.metrics });
  await app.register(refusalCountPlugin);
  await app.register(errorHandlingPlugin, { sendPage: page && ((request, reply) => sendPageShell(page.shell, request, reply)) });
  await app.register(securityHeadersPlugin, {
    inlineScriptHashes: page?.shell.inlineScriptHashes ?? [],
    inlineStyleHashes: page?.shell.inlineStyleHashes ?? [],
  });
  await app.register(pressureLimitsPlugin, config.pressure);
  await app.register(rateLimitPlugin, config.rateLimit);
  await app.register(daysAtOncePlugin);
  await app.register(hostHealthPlugin, { hosts, ...config.ai.hostSkip, now: deps.now });
  // Redis means replicas; each would make its own key, so a proof from one fails on the others.
  if (config.redisUrl && !config.recipeProofKey) {
    app.log.warn('REDIS_URL is set but RECIPE_PROOF_KEY is not: each replica signs recipes with a key of its own, so a recipe written by one cannot be changed on another, nor served from the cache another kept; give every replica the same RECIPE_PROOF_KEY');
  }
  await app.register(shutdownPlugin, { windowMs: config.shutdownDrainMs, graceMs: config.shutdownGraceMs });

  await app.register(healthRoutes, { hosts });
  await app.register(recipeRoutes, { hosts, ai: config.ai, telemetry: config.telemetry, heartbeatMs: config.streamHeartbeatMs });
  await app.register(recipeCheckRoutes, { rateLimit: config.rateLimit });
  await app.register(planRoutes, { hosts, ai: config.ai });
  if (page) await app.register(staticClientPlugin, page);
  return app;
}

/** The app's type, for plugins and tests. */
export type App = Awaited<ReturnType<typeof buildApp>>;

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
