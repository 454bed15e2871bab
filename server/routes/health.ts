import type { FastifyPluginAsync } from 'fastify';
import type { ModelChoice } from '../providers/model-factory.ts';

/** GET /healthz: liveness, and which model answers (never the key or the full base URL). */
export const healthRoutes: FastifyPluginAsync<{ model: ModelChoice }> = async (app, { model }) => {
  const body = { status: 'ok', provider: model.provider, model: model.modelId, host: model.host };
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return body;
  });

  // GET /readyz: readiness. 503 from the moment the instance drains (SIGTERM), so a proxy or an
  // orchestrator stops sending it work while it still finishes the recipes in flight.
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.isDraining()) return reply.code(503).send({ status: 'draining' });
    return { status: 'ready' };
  });
};
