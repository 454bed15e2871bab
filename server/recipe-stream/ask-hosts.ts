import type { HostTurn } from '../plugins/host-health.ts';
import type { ModelChoice } from '../providers/model-factory.ts';
import type { FirstText } from './hold-first-text.ts';
import type { StreamSummary } from './observe.ts';
import { startRecipe, type RecipeStreamOptions } from './start-recipe.ts';
import { fallsOver, type UpstreamFailure } from './upstream-failure.ts';

export interface AskHostsOptions extends Omit<RecipeStreamOptions, 'model' | 'onEnd'> {
  hosts: readonly ModelChoice[];
  /** The hosts to ask this time, in order (app.hostHealth.turns()). */
  turns: readonly HostTurn[];
  /** Called exactly once, however the recipe ends, with the host that answered (or failed last). */
  onEnd: (host: ModelChoice, summary: StreamSummary) => void;
  /** A host failed before any text and the next one is asked. */
  onFallOver: (host: ModelChoice, failure: UpstreamFailure) => void;
}

/** The answer from its first text on, with the host that wrote it; or why there is none. */
export type HostAnswer = (FirstText & { ok: true; host: ModelChoice }) | (FirstText & { ok: false });

/**
 * Asks the hosts in turn until one gives its first text: a host that fails before any text (see
 * fallsOver) hands the recipe to the next, each with its own first-token timeout. Once text has
 * started nothing switches, so a visitor never reads two recipes spliced together. The recipe's
 * time limit (maxRecipeMs) counts from the first host asked: a turn gets what is left of it.
 */
export async function askHosts({ hosts, turns, onEnd, onFallOver, maxRecipeMs, ...options }: AskHostsOptions): Promise<HostAnswer> {
  const startedAt = performance.now();
  const timeLeft = () => maxRecipeMs - (performance.now() - startedAt);
  for (const [asked, turn] of turns.entries()) {
    const host = hosts[turn.index]!;
    // A failed turn's own summary is not the recipe's: only the turn that ends the recipe reports.
    let endsRecipe = false;
    let held: StreamSummary | undefined;
    const started = await startRecipe({
      ...options,
      model: host.model,
      maxRecipeMs: timeLeft(),
      onEnd: (summary) => (endsRecipe ? onEnd(host, withHostSummary(summary, host)) : (held = summary)),
    }).catch((error: unknown) => {
      for (const left of turns.slice(asked)) left.report('unjudged');
      throw error;
    });
    const stopped = options.visitorLeft.aborted || options.serverStopping.aborted;
    const hostFailed = !started.ok && !stopped && fallsOver(started.failure);
    turn.report(started.ok ? 'answered' : hostFailed ? 'failed' : 'unjudged');
    if (!started.ok && hostFailed && asked < turns.length - 1 && timeLeft() > 0) {
      onFallOver(host, withHostHint(started.failure, host));
      continue;
    }
    // Hosts never reached release their turn (a trial among them).
    for (const left of turns.slice(asked + 1)) left.report('unjudged');
    endsRecipe = true;
    if (held) onEnd(host, withHostSummary(held, host));
    return started.ok ? { ...started, host } : { ...started, failure: withHostHint(started.failure, host) };
  }
  throw new Error('askHosts needs at least one host turn');
}

// The hints name the first host's variables; a fallback's are its own.
const withHostHint = (failure: UpstreamFailure, host: ModelChoice): UpstreamFailure =>
  failure.hint === undefined || host.variables === undefined ? failure : { ...failure, hint: failure.hint.replaceAll('AI_', host.variables) };

const withHostSummary = (summary: StreamSummary, host: ModelChoice): StreamSummary =>
  summary.failure ? { ...summary, failure: withHostHint(summary.failure, host) } : summary;
