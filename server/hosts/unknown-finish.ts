import type { FastifyBaseLogger } from 'fastify';
import type { ModelChoice } from './model-factory.ts';

/**
 * Warns of a host that ended an answer with a finish reason not known here (see finishOf): the
 * recipe was shown whole, with no note, but is not kept, since nothing says it was whole. Said
 * once per host and reason, however many recipes it happens in.
 */
export function warnUnknownFinishOnce(log: FastifyBaseLogger): (host: ModelChoice, reason: string | undefined) => void {
  const warned = new Map<ModelChoice, Set<string | undefined>>();
  return (host, reason) => {
    const reasons = warned.get(host) ?? new Set();
    if (reasons.has(reason)) return;
    warned.set(host, reasons.add(reason));
    log.warn(
      { host: host.host, model: host.modelId, finishReason: reason ?? null },
      `the host ended an answer with finish_reason ${JSON.stringify(reason ?? null)}, which this server does not know: its recipes are shown whole but never kept in the cache`,
    );
  };
}
