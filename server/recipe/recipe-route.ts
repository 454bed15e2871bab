import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiError, PUBLIC_MESSAGES } from '../../shared/api/api-errors.ts';
import { buildRecipePrompt } from '../../shared/api/prompt.ts';
import { parseRecipeRequest, type RecipeRequest } from '../../shared/api/recipe-request.ts';
import { cachedAnswer } from '../cache/cached-answer.ts';
import type { CachedRecipe } from '../cache/kept-recipe.ts';
import type { Config } from '../config.ts';
import { askHosts, type AskHostsOptions, type HostAnswer, type RecipeEnd } from '../hosts/ask-hosts.ts';
import { logThinkingLeftOpen, warnLoneThinkingEndOnce } from '../hosts/lone-thinking-end.ts';
import type { ModelChoice } from '../hosts/model-factory.ts';
import { warnUnknownFinishOnce } from '../hosts/unknown-finish.ts';
import { DAYS_RETRY_AFTER_SECONDS } from '../limits/days-at-once.ts';
import { recordRecipeEnd } from '../ops/record-recipe-end.ts';
import { recipeResponse } from '../stream/recipe-response.ts';

interface RecipeRouteOptions {
  /** Every host, in the order a recipe asks them. */
  hosts: readonly ModelChoice[];
  ai: Config['ai'];
  /** Where traces go (OTEL_EXPORTER_OTLP_ENDPOINT), and whether they may hold the prompt and the answer. */
  telemetry: Config['telemetry'];
  /** The longest the visitor's stream stays quiet before a comment keeps it alive (STREAM_HEARTBEAT_MS). */
  heartbeatMs: number;
}

/**
 * Fires when the visitor leaves before the answer is sent. request.signal is no use here: Fastify
 * 5.12 aborts it about 2 ms into any POST with a body; the raw response closing before it
 * finished is the real sign that the visitor left.
 */
export function whenVisitorLeaves(reply: FastifyReply): AbortSignal {
  const left = new AbortController();
  const leave = () => left.abort(new DOMException('The visitor left', 'AbortError'));
  // Already gone while the hooks before this handler ran (the rate limit asking Redis, say).
  if (reply.raw.destroyed) leave();
  else
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) leave();
    });
  return left.signal;
}

const UNKNOWN_RECIPE =
  '"change" names a recipe this service did not write, or wrote before it restarted: ask for a new recipe, then change that one.';


/**
 * How the recipe ended, once it has; undefined when it threw before any host answered (the
 * route's own await hands that throw to the error handler). Its stream slot is freed here, once,
 * whichever way it went.
 */
async function endFreeingSlot(asking: Promise<HostAnswer>, slot: { finish(): void }): Promise<RecipeEnd | undefined> {
  try {
    return await (await asking).ended;
  } catch {
    return undefined;
  } finally {
    slot.finish();
  }
}

/** What asking for one recipe takes from its request: when to stop, and whom to tell of the host's thinking. */
type Asking = Pick<AskHostsOptions, 'visitorLeft' | 'serverStopping' | 'onThinking' | 'onThinkingLeftOpen'>;

/** POST /api/recipe: validates the list, answers from the cache or lets it in and asks the hosts in turn, streams the recipe as a UI message stream. */
export const recipeRoutes: FastifyPluginAsync<RecipeRouteOptions> = async (app, { hosts, ai, telemetry, heartbeatMs }) => {
  const draining = () => app.isDraining();
  const onLoneThinkingEnd = warnLoneThinkingEndOnce(app.log);
  const onUnknownFinish = warnUnknownFinishOnce(app.log);
  const traces = telemetry.endpoint === undefined ? undefined : { recordContent: telemetry.recordContent };
  const { firstTokenTimeoutMs, idleTimeoutMs, maxRecipeMs } = ai;

  /** Answers a recipe the capacity did not let in (no free slot, or today's budget spent), with when to ask again. */
  const notLetIn = (reply: FastifyReply, { code, retryAfterSeconds }: { code: 'busy' | 'budget_exhausted'; retryAfterSeconds: number }) =>
    reply.header('retry-after', retryAfterSeconds).code(503).send(apiError(code, PUBLIC_MESSAGES[code]));

  /** Streams a kept recipe as any answer, named for the host that wrote it; it counts as a request, not against the slots or the budget. */
  const sendKept = (reply: FastifyReply, ingredients: readonly string[], kept: CachedRecipe) => {
    const startedAt = performance.now();
    const ended = (outcome: 'ok' | 'aborted') =>
      recordRecipeEnd(reply.log, app.metrics, ingredients.length, {
        host: kept.by,
        fallOvers: [],
        outcome,
        totalMs: performance.now() - startedAt,
        chars: kept.markdown.length,
        cache: 'hit',
      });
    const stream = cachedAnswer(kept.markdown, app.recipeProof.sign(ingredients, kept.markdown), ended);
    return recipeResponse(reply, { draining, heartbeatMs }).answer(kept.by, stream);
  };

  /** Asks the hosts in turn for the recipe `wanted` names, its text signed for its list. */
  const ask = (wanted: RecipeRequest, asking: Asking) => {
    const { ingredients, ...wishes } = wanted;
    return askHosts({
      ...asking,
      hosts,
      turns: app.hostHealth.turns(),
      request: wanted,
      prompt: buildRecipePrompt(ingredients, ai.systemPrompt, wishes),
      signRecipe: (markdown) => app.recipeProof.sign(ingredients, markdown),
      firstTokenTimeoutMs,
      idleTimeoutMs,
      maxRecipeMs,
      traces,
      onLoneThinkingEnd,
      onUnknownFinish,
    });
  };

  // The address exists: any other method is told which one it takes, not that there is nothing here.
  app.route({
    method: ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/api/recipe',
    handler: (_request, reply) => reply.code(405).header('allow', 'POST').send(apiError('method_not_allowed', PUBLIC_MESSAGES.method_not_allowed)),
  });

  app.post('/api/recipe', { onRequest: app.hostWorkLimit }, async (request, reply) => {
    const visitorLeft = whenVisitorLeaves(reply);
    const parsed = parseRecipeRequest(request.body);
    if (!parsed.ok) return reply.code(400).send({ error: parsed.error });
    const wanted = parsed.value;
    // A change is only of a recipe this service wrote: its text becomes the model's own earlier turn.
    if (wanted.change && !app.recipeProof.verify(wanted.ingredients, wanted.change.recipe, wanted.change.proof)) {
      return reply.code(400).send(apiError('unknown_recipe', UNKNOWN_RECIPE));
    }
    const cached = await app.recipeCache.lookup(wanted);
    if (cached.found) return sendKept(reply, wanted.ingredients, cached.found);
    // A day of a week plan holds one of the visitor's days at once until its recipe has ended.
    const freeDay = wanted.dish ? app.daysAtOnce.take(request) : () => {};
    if (!freeDay) return reply.header('retry-after', DAYS_RETRY_AFTER_SECONDS).code(429).send(apiError('days_at_once', PUBLIC_MESSAGES.days_at_once));
    // Only lists that passed validation and the rate limit get this far, so only they count.
    const admitted = await app.capacity.admit();
    if (!admitted.ok) {
      freeDay();
      return notLetIn(reply, admitted);
    }
    const response = recipeResponse(reply, { draining, heartbeatMs });
    const asking = ask(wanted, {
      visitorLeft,
      serverStopping: admitted.signal,
      onThinking: (host) => response.thinking(host),
      onThinkingLeftOpen: (host, anyClosed) => logThinkingLeftOpen(request.log, host, anyClosed),
    });
    const slot = { finish: () => (admitted.finish(), freeDay()) };
    void endFreeingSlot(asking, slot).then((end) => {
      if (!end) return;
      recordRecipeEnd(request.log, app.metrics, wanted.ingredients.length, { ...end, cache: 'miss' });
      cached.keepIfFinished(end);
    });
    const started = await asking;
    if (started.ok) return response.answer(started.host, started.answer);
    return response.fail(started.failure);
  });
};
