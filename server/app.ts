import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { MAX_BODY_BYTES } from '../shared/limits.ts';
import { providerLabel } from '../shared/provider-label.ts';
import { createCapacity } from './capacity.ts';
import type { Config } from './config.ts';
import { createInFlight } from './in-flight.ts';
import { createModel, type ModelChoice } from './model-factory.ts';
import { loadPageShell } from './page-shell.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handling.ts';
import { registerPressureLimits } from './plugins/pressure-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticClient, sendPageShell } from './plugins/static-client.ts';
import { QuietRequestLog } from './request-logging.ts';
import { healthRoutes } from './routes/health.ts';
import { recipeRoutes } from './routes/recipe.ts';

/** What the app may be handed instead of building it from config: tests use this seam. */
export interface AppDeps {
  /** The model to use; by default the one config.ai describes. */
  model?: ModelChoice;
  /** Folder of the built page; without it only the API is served. */
  clientDir?: string;
  /** Fastify's logger option or a pino instance; silent by default. */
  logger?: FastifyServerOptions['logger'] | FastifyServerOptions['loggerInstance'];
  /** The clock the daily budget reads; Date.now by default. */
  now?: () => number;
}

/** Builds the whole HTTP app, ready for `listen` (server/main.ts) or `inject` (tests). */
export async function buildApp(config: Config, deps: AppDeps = {}) {
  const logger = deps.logger ?? false;
  const app = Fastify({
    ...(typeof logger === 'object' && 'child' in logger ? { loggerInstance: logger } : { logger }),
    bodyLimit: MAX_BODY_BYTES,
    logController: new QuietRequestLog(),
    frameworkErrors: answerFrameworkError,
    // A hop count becomes the function Fastify itself would build from it; its types take no number.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  // Only JSON is accepted: without its text parser, anything else is a 415 before the handler.
  app.removeContentTypeParser('text/plain');
  const model = deps.model ?? createModel(config.ai);
  const page = deps.clientDir && { dir: deps.clientDir, shell: loadPageShell(deps.clientDir, providerLabel(model)) };
  registerErrorHandling(app, { sendPage: page ? (request, reply) => sendPageShell(page.shell, request, reply) : undefined });

  await registerSecurityHeaders(app, page ? page.shell.inlineScriptHashes : []);
  await registerPressureLimits(app, config.pressure);
  const capacity = createCapacity(app, config, deps.now);
  app.decorate('inFlight', createInFlight());
  // skipOnError: when Redis is away, recipes go on unlimited rather than not at all.
  await app.register(rateLimit, { global: false, redis: capacity.redis, skipOnError: true, nameSpace: 'pantry-chef:rate:' });
  await app.register(healthRoutes, { model });
  await app.register(recipeRoutes, {
    model,
    ai: config.ai,
    rateLimit: config.rateLimit,
    capacity,
    inFlight: app.inFlight,
  });
  if (page) await registerStaticClient(app, page.dir, page.shell);
  return app;
}

/** The app's type, for plugins and tests. */
export type App = Awaited<ReturnType<typeof buildApp>>;

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
