import type { RecipeRequest } from '../../shared/api/recipe-request.ts';
import type { FirstText } from '../stream/hold-first-text.ts';
import { startRecipe, type AnswerEnd, type RecipeStreamOptions } from '../stream/start-recipe.ts';
import { fallsOver, type UpstreamFailure } from '../stream/upstream-failure.ts';
import type { HostTurn } from './host-health.ts';
import type { ModelChoice } from './model-factory.ts';

/** What asking the hosts for one recipe takes: what startRecipe does for one host, and the hosts with their turns. */
export interface AskHostsOptions
  extends Omit<RecipeStreamOptions, 'model' | 'providerOptions' | 'startsInThinking' | 'onThinking' | 'onLoneThinkingEnd' | 'onThinkingLeftOpen' | 'onUnknownFinish'> {
  hosts: readonly ModelChoice[];
  /** The request the prompt was built from: a model that writes from the request itself (the offline chef) is handed it. */
  request: RecipeRequest;
  /** The hosts to ask this time, in order (app.hostHealth.turns()). */
  turns: readonly HostTurn[];
  /** A host has started thinking, before any text (see startRecipe). */
  onThinking?: (host: ModelChoice) => void;
  /** A host sent a `</think>` with no `<think>` before it (see thinkingFilter). */
  onLoneThinkingEnd?: (host: ModelChoice) => void;
  /** A host ended its answer as a whole one with its thinking still open (see thinkingStage). */
  onThinkingLeftOpen?: (host: ModelChoice, anyClosed: boolean) => void;
  /** A host ended its answer with a reason not known here (see startRecipe). */
  onUnknownFinish?: (host: ModelChoice, reason: string | undefined) => void;
}

/** A host that failed before any text, the recipe going on at the next. */
interface FallOver {
  host: ModelChoice;
  failure: UpstreamFailure;
}

/**
 * How a recipe ended: its answer's summary, with the text the visitor got whole when its proof went
 * out; the host that answered (or failed last); and the hosts left behind on the way.
 */
export interface RecipeEnd extends AnswerEnd {
  host: ModelChoice;
  fallOvers: readonly FallOver[];
}

/** The answer from its first text on (or why there is none), the host that gave it, and how the recipe ended, once it has. */
export type HostAnswer = FirstText & { host: ModelChoice; ended: Promise<RecipeEnd> };

/**
 * Asks the hosts in turn until one gives its first text: a host that fails before any text (see
 * fallsOver) hands the recipe to the next, each with its own first-token timeout. Once text has
 * started nothing switches, so a visitor never reads two recipes spliced together. The recipe's
 * time limit (maxRecipeMs) counts from the first host asked: a turn gets what is left of it. Only
 * the last turn's answer is the recipe's; the turns before it are in `fallOvers`.
 */
export async function askHosts({ hosts, turns, request, maxRecipeMs, onThinking, onLoneThinkingEnd, onThinkingLeftOpen, onUnknownFinish, ...options }: AskHostsOptions): Promise<HostAnswer> {
  const startedAt = performance.now();
  const timeLeft = () => maxRecipeMs - (performance.now() - startedAt);
  const fallOvers: FallOver[] = [];
  try {
    for (const [asked, turn] of turns.entries()) {
      const host = hosts[turn.index]!;
      const started = await startRecipe({
        ...options,
        model: host.model,
        providerOptions: host.providerOptionsFor?.(request),
        maxRecipeMs: timeLeft(),
        startsInThinking: host.startsInThinking,
        onThinking: onThinking && (() => onThinking(host)),
        onLoneThinkingEnd: onLoneThinkingEnd && (() => onLoneThinkingEnd(host)),
        onThinkingLeftOpen: onThinkingLeftOpen && ((anyClosed) => onThinkingLeftOpen(host, anyClosed)),
        onUnknownFinish: onUnknownFinish && ((reason) => onUnknownFinish(host, reason)),
      });
      const stopped = options.visitorLeft.aborted || options.serverStopping.aborted;
      const hostFailed = !started.ok && !stopped && fallsOver(started.failure);
      turn.report(started.ok ? 'answered' : hostFailed ? 'failed' : 'unjudged');
      if (!started.ok && hostFailed && asked < turns.length - 1 && timeLeft() > 0) {
        fallOvers.push({ host, failure: withHostHint(started.failure, host) });
        continue;
      }
      const ended = started.ended.then((summary) => ({ ...withHostSummary(summary, host), host, fallOvers }));
      return started.ok ? { ...started, host, ended } : { ...started, failure: withHostHint(started.failure, host), host, ended };
    }
  } finally {
    // Hosts never reached release their turn (a trial among them), after a throw too; a turn
    // already reported keeps its verdict.
    for (const turn of turns) turn.report('unjudged');
  }
  throw new Error('askHosts needs at least one host turn');
}

// The hints name the first host's variables; a fallback's are its own.
const withHostHint = (failure: UpstreamFailure, host: ModelChoice): UpstreamFailure =>
  failure.hint === undefined || host.variables === undefined ? failure : { ...failure, hint: failure.hint.replaceAll('AI_', host.variables) };

const withHostSummary = (summary: AnswerEnd, host: ModelChoice): AnswerEnd =>
  summary.failure ? { ...summary, failure: withHostHint(summary.failure, host) } : summary;
