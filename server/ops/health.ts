import type { FastifyPluginAsync } from 'fastify';
import { hostName } from '../../shared/api/provider-label.ts';
import type { ModelChoice } from '../hosts/model-factory.ts';

/**
 * GET /healthz: liveness, and which models answer (never a key or a full base URL): the first
 * host at the top level, and every host, in the order a recipe asks them, under `hosts`.
 */
export const healthRoutes: FastifyPluginAsync<{ hosts: readonly ModelChoice[] }> = async (app, { hosts }) => {
  const [first] = hosts as [ModelChoice, ...ModelChoice[]];
  const body = {
    status: 'ok',
    provider: first.provider,
    model: first.modelId,
    host: first.host,
    hosts: hosts.map((host) => ({ name: hostName(host), provider: host.provider, model: host.modelId })),
  };
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
