import type { FastifyBaseLogger } from 'fastify';
import { hostName, type ModelDescription } from '../../shared/api/provider-label.ts';
import { isHostCut } from '../stream/finish-reason.ts';
import type { UpstreamFailure } from '../stream/upstream-failure.ts';
import type { Metrics, RecordedEnd } from './metrics.ts';

const isConfigurationWrong = ({ reason }: UpstreamFailure) => reason === 'auth' || reason === 'model_not_found';
const describe = (source: ModelDescription) => ({ provider: source.provider, model: source.modelId, host: hostName(source) });

/**
 * The one place a recipe's end is recorded, in its lines and its figures. Each host left behind
 * gets a line of its own; then the recipe's line names the provider, model and host that wrote it,
 * with its figures: at info when it streamed, at warn when the host failed, stopped short for a
 * reason other than its token limit (a content filter, say) or the server cut it at a limit, at
 * error when the operator's configuration is wrong (a bad key, an unknown model). Never the key or
 * the prompt.
 */
export function recordRecipeEnd(log: FastifyBaseLogger, metrics: Metrics, ingredients: number, end: RecordedEnd): void {
  metrics.recipeEnded(end);
  // Each figure by name: the end also carries the recipe's text, which no line holds.
  const { host, fallOvers, failure, outcome, ttftMs, chars, totalMs, cache } = end;
  for (const fallOver of fallOvers) {
    const { reason, upstreamStatus, hint } = fallOver.failure;
    const level = isConfigurationWrong(fallOver.failure) ? 'error' : 'warn';
    log[level]({ ...describe(fallOver.host), reason, upstreamStatus, hint }, 'host failed, asking the next');
  }
  const line = { ...describe(host), ingredients, outcome, ttftMs, chars, totalMs, cache };
  // A host that goes on past what any recipe needs is worth a look, though the visitor got a recipe.
  if (outcome === 'size_limit' || outcome === 'time_limit' || outcome === 'event_too_long') return log.warn(line, 'recipe cut short by the server');
  // A content filter, a turn to tools: the visitor got half a recipe, and the operator may want to know why.
  if (isHostCut(outcome)) return log.warn(line, 'recipe cut short by the host');
  if (!failure) return log.info(line, 'recipe');
  const { reason, upstreamStatus, hint } = failure;
  log[isConfigurationWrong(failure) ? 'error' : 'warn']({ ...line, reason, upstreamStatus, hint }, 'recipe failed');
}
