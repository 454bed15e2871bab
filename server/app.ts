import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { MAX_BODY_BYTES } from '../shared/limits.ts';
import type { Config } from './config.ts';
import { createModel, type ModelChoice } from './model-factory.ts';
import { registerErrorHandling } from './plugins/error-handling.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticClient } from './plugins/static-client.ts';
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
}

/** Builds the whole HTTP app, ready for `listen` (server/main.ts) or `inject` (tests). */
export async function buildApp(config: Config, deps: AppDeps = {}) {
  const logger = deps.logger ?? false;
  const app = Fastify({
    ...(typeof logger === 'object' && 'child' in logger ? { loggerInstance: logger } : { logger }),
    bodyLimit: MAX_BODY_BYTES,
    logController: new QuietRequestLog(),
    trustProxy: false,
  });
  // Only JSON is accepted: without its text parser, anything else is a 415 before the handler.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app, { serveIndexHtml: () => deps.clientDir !== undefined });

  await registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
  const model = deps.model ?? createModel(config.ai);
  await app.register(healthRoutes, { model });
  await app.register(recipeRoutes, { model, ai: config.ai, rateLimit: config.rateLimit });
  if (deps.clientDir !== undefined) await registerStaticClient(app, deps.clientDir);
  return app;
}

/** The app's type, for plugins and tests. */
export type App = Awaited<ReturnType<typeof buildApp>>;
