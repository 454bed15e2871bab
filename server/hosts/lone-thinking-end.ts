import type { FastifyBaseLogger } from 'fastify';
import type { ModelChoice } from './model-factory.ts';

/** The variable that says this host's template opens the thinking itself (AI_STARTS_IN_THINKING, AI_FALLBACK_…). */
const startsInThinkingOf = (host: ModelChoice) => `${host.variables ?? 'AI_'}STARTS_IN_THINKING`;

/**
 * Warns of a host that sent `</think>` with no `<think>` before it: without AI_STARTS_IN_THINKING,
 * its chat template opens the thinking itself, and the thinking before it reached the visitor; with
 * it, the host closed a block it never opened after its thinking had ended, which no setting
 * mends. Said once per host, however many recipes it happens in.
 */
export function warnLoneThinkingEndOnce(log: FastifyBaseLogger): (host: ModelChoice) => void {
  const warned = new Set<ModelChoice>();
  return (host) => {
    if (warned.has(host)) return;
    warned.add(host);
    const setting = startsInThinkingOf(host);
    if (host.startsInThinking) {
      log.warn({ host: host.host, model: host.modelId }, 'the host sent </think> without <think> after its thinking had ended: the text before it reached the visitor');
      return;
    }
    log.warn(
      { host: host.host, model: host.modelId, hint: `set ${setting}=true` },
      `the host sent </think> without <think>: its chat template opens the thinking itself, and the thinking before it reached the visitor; set ${setting}=true`,
    );
  };
}

/**
 * Logs, at error, an answer the host ended as a whole one with its thinking still open, so that the
 * rest of it was taken as thinking. When the template was said to open the thinking
 * (AI_STARTS_IN_THINKING) and no `</think>` came at all, the setting is likely wrong: the line says
 * to unset it. `anyClosed`: a block had closed before the one left open.
 */
export function logThinkingLeftOpen(log: FastifyBaseLogger, host: ModelChoice, anyClosed: boolean): void {
  const fields = { host: host.host, model: host.modelId };
  if (host.startsInThinking && !anyClosed) {
    const setting = startsInThinkingOf(host);
    log.error(
      { ...fields, hint: `unset ${setting}` },
      `no </think> came: if this host's template does not open thinking, unset ${setting}; the whole answer was taken as thinking`,
    );
    return;
  }
  log.error(fields, 'the host ended its answer inside a <think> block it never closed: the answer after it was taken as thinking');
}
