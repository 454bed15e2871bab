import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import { budgetTooSmallMessage, PUBLIC_MESSAGES, type ApiErrorCode } from '../../shared/api/api-errors.ts';
import { readPlanAnswer } from '../../shared/api/plan-answer.ts';
import { buildPlanPrompt } from '../../shared/api/plan-prompt.ts';
import type { PlanRequest } from '../../shared/api/plan-request.ts';
import { providerLabel } from '../../shared/api/provider-label.ts';
import type { WeekOutline } from '../../shared/week/week-plan.ts';
import type { Config } from '../config.ts';
import type { ModelChoice } from '../hosts/model-factory.ts';
import { serverStopped } from '../stream/upstream-failure.ts';
import { askPlanner } from './ask-planner.ts';
import { daysTheBudgetAllows } from './plan-budget.ts';

/** The answer of POST /api/plan: the week's dishes, and who planned them as "Recipes by" names it. */
export type PlanAnswer = WeekOutline & { by: string };

/** A plan made, or the refusal the visitor gets instead: its status, its error and when to ask again. */
export type MadePlan =
  | { ok: true; plan: PlanAnswer }
  | { ok: false; status: number; error: { code: ApiErrorCode; message: string; days?: number }; retryAfterSeconds?: number };

/** How many times a host is asked for a plan it answers unreadably: once, and one retry. */
export const PLAN_CALLS = 2;

// The built-in chef's planner and its knowledge of dishes load with the first plan it makes: an
// instance whose hosts plan every week never holds them.
const weekPlanner = () => import('../../shared/offline-chef/week-plan.ts');

const refusal = (status: number, code: ApiErrorCode, message: string, retryAfterSeconds?: number): MadePlan => ({ ok: false, status, error: { code, message }, retryAfterSeconds });

/**
 * The server's plan maker: for one checked request, refuses up front a plan today's budget cannot
 * finish, then asks the hosts (each call let in by the capacity, as a recipe is: a slot and one
 * from the budget) and reads the answer; an unreadable one gets one retry, then a clear error,
 * and nothing of it is kept. With no host, or once the hosts hand over to it, the built-in chef plans.
 */
export function planMaker(app: FastifyInstance, { hosts, ai }: { hosts: readonly ModelChoice[]; ai: Config['ai'] }) {
  // The chef plans from the request as a typed value; fewer dishes than days where fewer fit (`asked` says so).
  const chef = async ({ ingredients, days, avoid, ...wishes }: PlanRequest, host: ModelChoice): Promise<MadePlan> => {
    const { planWeek } = await weekPlanner();
    app.metrics.planEnded('ok', 'chef');
    return { ok: true, plan: { ...planWeek(ingredients, days, wishes, avoid), by: providerLabel(host) } };
  };

  /** One call to the hosts: the plan read, or the refusal to send; `unreadable` when the answer was not a plan. */
  const call = async (request: PlanRequest, visitorLeft: AbortSignal, log: FastifyBaseLogger, calls: number): Promise<MadePlan | 'unreadable'> => {
    const admitted = await app.capacity.admit();
    if (!admitted.ok) return refusal(503, admitted.code, PUBLIC_MESSAGES[admitted.code], admitted.retryAfterSeconds);
    try {
      const signal = AbortSignal.any([visitorLeft, admitted.signal]);
      const prompt = buildPlanPrompt(request, ai.systemPrompt);
      const answer = await askPlanner({ hosts, turns: app.hostHealth.turns(), prompt, signal, maxMs: ai.maxRecipeMs });
      if (answer.ok) {
        const read = readPlanAnswer(answer.text, request);
        if (read.ok) {
          app.metrics.planEnded(calls === 1 ? 'ok' : 'retried', 'host');
          return { ok: true, plan: { dishes: read.dishes, by: providerLabel(answer.host) } };
        }
        log.warn({ host: answer.host.host, fault: read.fault, chars: answer.text.length }, 'plan answer unreadable');
        return 'unreadable';
      }
      if (answer.chef) return chef(request, answer.host);
      const failure = admitted.signal.aborted ? serverStopped() : answer.failure;
      log.warn({ host: answer.host.host, reason: failure.reason, upstreamStatus: failure.upstreamStatus, hint: failure.hint }, 'plan failed');
      app.metrics.planEnded('failed', 'host');
      return refusal(failure.status, failure.code, failure.message, failure.retryAfterSeconds);
    } finally {
      admitted.finish();
    }
  };

  return async (request: PlanRequest, visitorLeft: AbortSignal, log: FastifyBaseLogger): Promise<MadePlan> => {
    const byChef = hosts[0]!.provider === 'offline';
    const allowed = daysTheBudgetAllows(await app.capacity.budgetLeft?.(), request.days, byChef);
    if (allowed !== undefined) {
      return { ok: false, status: 429, error: { code: 'budget_too_small', message: budgetTooSmallMessage(allowed), days: allowed } };
    }
    if (byChef) return chef(request, hosts[0]!);
    for (let calls = 1; calls <= PLAN_CALLS; calls += 1) {
      const made = await call(request, visitorLeft, log, calls);
      if (made !== 'unreadable') return made;
    }
    app.metrics.planEnded('unreadable', 'host');
    return refusal(502, 'plan_unreadable', PUBLIC_MESSAGES.plan_unreadable);
  };
}
