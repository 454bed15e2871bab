import { generateText } from 'ai';
import { MAX_OUTPUT_TOKENS } from '../../shared/api/limits.ts';
import type { PlanPrompt } from '../../shared/api/plan-prompt.ts';
import type { HostTurn } from '../hosts/host-health.ts';
import type { ModelChoice } from '../hosts/model-factory.ts';
import { describeUpstreamFailure, fallsOver, type UpstreamFailure } from '../stream/upstream-failure.ts';

/** What one call for a plan takes. */
interface AskPlannerOptions {
  hosts: readonly ModelChoice[];
  /** The hosts to ask this time, in order (app.hostHealth.turns()). */
  turns: readonly HostTurn[];
  prompt: PlanPrompt;
  /** Fires when the visitor leaves or the server stops: the host's call is aborted with it. */
  signal: AbortSignal;
  /** How long the whole call may take, every host's turn included (AI_MAX_RECIPE_MS). */
  maxMs: number;
}

/** A planner's answer as text (its thinking already out), the built-in chef's turn, or why no host answered. */
export type PlannerAnswer =
  | { ok: true; text: string; host: ModelChoice }
  | { ok: false; chef: true; host: ModelChoice }
  | { ok: false; chef?: false; failure: UpstreamFailure; host: ModelChoice };

/**
 * Asks the hosts in turn for a plan, in one call each and not streamed (a plan is read whole):
 * the answer's text, with the thinking a host marks (in a field of its own or in `<think>` blocks)
 * taken out by the same middleware as a recipe's. A host that fails as a recipe's host would fall
 * over (unreachable, 5xx, a timeout) hands the plan to the next; reaching the built-in chef, that
 * is said, for the chef plans from the request itself. No response_format is asked for: many
 * OpenAI-compatible hosts ignore it or refuse it, so the answer is read from its text
 * (plan-answer.ts) whatever the host did with the request.
 */
export async function askPlanner({ hosts, turns, prompt, signal, maxMs }: AskPlannerOptions): Promise<PlannerAnswer> {
  const timeUp = AbortSignal.timeout(maxMs);
  const abortSignal = AbortSignal.any([signal, timeUp]);
  try {
    for (const [asked, turn] of turns.entries()) {
      const host = hosts[turn.index]!;
      if (host.provider === 'offline') return { ok: false, chef: true, host };
      try {
        const { text } = await generateText({ model: host.model, ...prompt, maxOutputTokens: MAX_OUTPUT_TOKENS, maxRetries: 1, abortSignal });
        turn.report('answered');
        return { ok: true, text, host };
      } catch (error) {
        // Our own timeout is the host's slowness; the visitor leaving or a shutdown is no verdict on it.
        const failure = timeUp.aborted ? describeUpstreamFailure(timeUp.reason) : describeUpstreamFailure(error);
        const hostFailed = !signal.aborted && fallsOver(failure);
        turn.report(hostFailed ? 'failed' : 'unjudged');
        if (hostFailed && asked < turns.length - 1 && !timeUp.aborted) continue;
        return { ok: false, failure, host };
      }
    }
  } finally {
    for (const turn of turns) turn.report('unjudged');
  }
  throw new Error('askPlanner needs at least one host turn');
}
