import type { FastifyBaseLogger } from 'fastify';
import type { ModelChoice } from './model-factory.ts';

/**
 * Warns of a host that sent `</think>` with no `<think>` before it: its chat template opens the
 * thinking itself, without AI_STARTS_IN_THINKING, so the thinking before it reached the visitor.
 * Said once per host, however many recipes it happens in.
 */
export function warnLoneThinkingEndOnce(log: FastifyBaseLogger): (host: ModelChoice) => void {
  const warned = new Set<ModelChoice>();
  return (host) => {
    if (warned.has(host)) return;
    warned.add(host);
    const setting = `${host.variables ?? 'AI_'}STARTS_IN_THINKING`;
    log.warn(
      { host: host.host, model: host.modelId, hint: `set ${setting}=true` },
      `the host sent </think> without <think>: its chat template opens the thinking itself, and the thinking before it reached the visitor; set ${setting}=true`,
    );
  };
}
