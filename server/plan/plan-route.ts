import type { FastifyPluginAsync } from 'fastify';
import { apiError, PUBLIC_MESSAGES } from '../../shared/api/api-errors.ts';
import { parsePlanRequest } from '../../shared/api/plan-request.ts';
import type { Config } from '../config.ts';
import type { ModelChoice } from '../hosts/model-factory.ts';
import { whenVisitorLeaves } from '../recipe/recipe-route.ts';
import { planMaker } from './make-plan.ts';

interface PlanRouteOptions {
  /** Every host, in the order a plan asks them. */
  hosts: readonly ModelChoice[];
  ai: Config['ai'];
}

/**
 * POST /api/plan: validates the list and the days, and answers the week's dishes as JSON
 * (`{ dishes, by }`), planned by a host in one call or by the built-in chef; each day's recipe is
 * then asked of POST /api/recipe with its dish. It is one request in the count the recipes share (app.hostWorkLimit).
 */
export const planRoutes: FastifyPluginAsync<PlanRouteOptions> = async (app, { hosts, ai }) => {
  const makePlan = planMaker(app, { hosts, ai });

  // The address exists: any other method is told which one it takes, not that there is nothing here.
  app.route({
    method: ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/api/plan',
    handler: (_request, reply) => reply.code(405).header('allow', 'POST').send(apiError('method_not_allowed', PUBLIC_MESSAGES.method_not_allowed)),
  });

  app.post('/api/plan', { onRequest: app.hostWorkLimit }, async (request, reply) => {
    const parsed = parsePlanRequest(request.body);
    if (!parsed.ok) return reply.code(400).send({ error: parsed.error });
    const made = await makePlan(parsed.value, whenVisitorLeaves(reply), request.log);
    if (made.ok) return reply.send(made.plan);
    if (made.retryAfterSeconds !== undefined) reply.header('retry-after', made.retryAfterSeconds);
    return reply.code(made.status).send({ error: made.error });
  });
};
