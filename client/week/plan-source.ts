import { askForPlan, type PlanAnswer, type PlanBody } from './plan-request.ts';

// Where a plan comes from: the server (POST /api/plan).

/** The plan's dishes for `body`, from the server. */
export async function planOutline(body: PlanBody, signal: AbortSignal): Promise<PlanAnswer> {
  return askForPlan(body, signal);
}
