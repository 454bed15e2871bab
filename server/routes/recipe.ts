import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiError, PUBLIC_MESSAGES } from '../../shared/api-errors.ts';
import { buildRecipePrompt } from '../../shared/prompt.ts';
import { parseRecipeRequest } from '../../shared/recipe-request.ts';
import type { Config } from '../config.ts';
import type { RefusalReason } from '../plugins/metrics.ts';
import type { ModelChoice } from '../providers/model-factory.ts';
import { offlineChefOptions } from '../providers/offline-chef/index.ts';
import { askHosts, type HostAnswer, type RecipeEnd } from '../hosts/ask-hosts.ts';
import { answerableFromCache, recipeCacheKey } from '../recipe-cache/cache-key.ts';
import { cachedAnswer } from '../recipe-cache/cached-answer.ts';
import { checkedCache } from '../recipe-cache/checked-cache.ts';
import type { CachedRecipe } from '../recipe-cache/kept-recipe.ts';
import { recipeResponse } from '../recipe-stream/recipe-response.ts';
import { recordRecipeEnd } from './record-recipe-end.ts';

interface RecipeRouteOptions {
  /** Every host, in the order a recipe asks them. */
  hosts: readonly ModelChoice[];
  ai: Config['ai'];
  rateLimit: Config['rateLimit'];
  /** Where traces go (OTEL_EXPORTER_OTLP_ENDPOINT), and whether they may hold the prompt and the answer. */
  telemetry: Config['telemetry'];
}

// request.signal is no use here: Fastify 5.12 aborts it about 2 ms into any POST with a body.
// The raw response closing before it finished is the real sign that the visitor left.
function whenVisitorLeaves(reply: FastifyReply): AbortSignal {
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

const describeHost = ({ provider, modelId, host }: ModelChoice) => ({ provider, modelId, host });

// A recipe not let in is counted under the metric's reason, which is shorter than the API's code.
const REFUSED_FOR: Record<'busy' | 'budget_exhausted', RefusalReason> = { busy: 'busy', budget_exhausted: 'budget' };

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

// A sample request whose instruction stands for the prompt's wording in the cache's keys.
const PROMPT_SAMPLE = ['Eggs', 'Milk', 'Flour', 'Sugar'];

/** POST /api/recipe: validates the list, answers from the cache or lets it in and asks the hosts in turn, streams the recipe as a UI message stream. */
export const recipeRoutes: FastifyPluginAsync<RecipeRouteOptions> = async (app, { hosts, ai, rateLimit, telemetry }) => {
  const cache = checkedCache(app.recipeCache, app.recipeProof, app.log);
  // A new wording of the instruction (or its mode) is a new version: the recipes kept before it miss.
  const promptVersion = JSON.stringify(buildRecipePrompt(PROMPT_SAMPLE, ai.systemPrompt, {}));
  // The host a recipe is asked of first: the one a kept recipe's key names.
  const firstHost = hosts[0]!;

  const draining = () => app.isDraining();
  // A host whose template opens <think> itself, without AI_STARTS_IN_THINKING: said once per host.
  const warnedLoneThinkingEnd = new Set<ModelChoice>();
  const warnLoneThinkingEnd = (host: ModelChoice) => {
    if (warnedLoneThinkingEnd.has(host)) return;
    warnedLoneThinkingEnd.add(host);
    const setting = `${host.variables ?? 'AI_'}STARTS_IN_THINKING`;
    app.log.warn(
      { host: host.host, model: host.modelId, hint: `set ${setting}=true` },
      `the host sent </think> without <think>: its chat template opens the thinking itself, and the thinking before it reached the visitor; set ${setting}=true`,
    );
  };

  /** Streams a kept recipe as any answer, named for the host that wrote it; it counts as a request, not against the slots or the budget. */
  const sendCached = (reply: FastifyReply, ingredients: readonly string[], kept: CachedRecipe) => {
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
    return recipeResponse(reply, { draining }).answer(kept.by, stream);
  };

  // The address exists: any other method is told which one it takes, not that there is nothing here.
  app.route({
    method: ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/api/recipe',
    handler: (_request, reply) => reply.code(405).header('allow', 'POST').send(apiError('method_not_allowed', PUBLIC_MESSAGES.method_not_allowed)),
  });

  app.post('/api/recipe', { config: { rateLimit } }, async (request, reply) => {
    const visitorLeft = whenVisitorLeaves(reply);
    const parsed = parseRecipeRequest(request.body);
    if (!parsed.ok) {
      app.metrics.refused('invalid');
      return reply.code(400).send({ error: parsed.error });
    }
    const { change } = parsed.value;
    // A change is only of a recipe this service wrote: its text becomes the model's own earlier turn.
    if (change && !app.recipeProof.verify(parsed.value.ingredients, change.recipe, change.proof)) {
      app.metrics.refused('invalid');
      return reply.code(400).send(apiError('unknown_recipe', UNKNOWN_RECIPE));
    }
    // The offline chef writes for nothing: only a host's recipes are worth keeping. "Another idea"
    // and a change are never answered from the cache, so theirs are not kept either.
    const cacheable = cache.enabled && firstHost.provider !== 'offline' && answerableFromCache(parsed.value);
    const cacheKey = cacheable ? recipeCacheKey(parsed.value, firstHost, promptVersion) : undefined;
    if (cacheKey) {
      const kept = await cache.find(cacheKey);
      app.metrics.cacheLookup(kept ? 'hit' : 'miss');
      if (kept) return sendCached(reply, parsed.value.ingredients, kept);
    }
    // Only lists that passed validation and the rate limit get this far, so only they count.
    const admitted = await app.capacity.admit();
    if (!admitted.ok) {
      app.metrics.refused(REFUSED_FOR[admitted.code]);
      return reply.code(503).header('retry-after', admitted.retryAfterSeconds).send(apiError(admitted.code, PUBLIC_MESSAGES[admitted.code]));
    }

    const { ingredients, ...wishes } = parsed.value;
    // The text as the visitor got it whole, which the proof signs; kept if the answer ends well.
    let written: string | undefined;
    const response = recipeResponse(reply, { draining });
    const asking = askHosts({
      hosts,
      turns: app.hostHealth.turns(),
      prompt: buildRecipePrompt(ingredients, ai.systemPrompt, wishes),
      providerOptions: offlineChefOptions(parsed.value),
      visitorLeft,
      serverStopping: admitted.signal,
      firstTokenTimeoutMs: ai.firstTokenTimeoutMs,
      idleTimeoutMs: ai.idleTimeoutMs,
      maxRecipeMs: ai.maxRecipeMs,
      traces: telemetry.endpoint === undefined ? undefined : { recordContent: telemetry.recordContent },
      signRecipe: (markdown) => {
        written = markdown;
        return app.recipeProof.sign(ingredients, markdown);
      },
      onThinking: (host) => response.thinking(host),
      onLoneThinkingEnd: warnLoneThinkingEnd,
    });
    void endFreeingSlot(asking, admitted).then((end) => {
      if (!end) return;
      recordRecipeEnd(request.log, app.metrics, ingredients.length, { ...end, cache: 'miss' });
      // Only a recipe the host finished by itself (`stop`), from the host the key names: not one
      // cut by a limit or a filter, stopped, failed, or the offline chef's after the hosts failed.
      const finished = end.outcome === 'ok' && end.fallOvers.length === 0 && end.host === firstHost;
      if (cacheKey && finished && written !== undefined) void cache.keep(cacheKey, { markdown: written, by: describeHost(firstHost) });
    });
    const started = await asking;
    if (!started.ok) {
      const { status, code, message, retryAfterSeconds } = started.failure;
      // The server stopping before the first text refuses the recipe; a host failing does not.
      if (code === 'shutting_down') app.metrics.refused('shutting_down');
      if (response.fail(message)) return;
      if (retryAfterSeconds !== undefined) reply.header('retry-after', retryAfterSeconds);
      return reply.code(status).send(apiError(code, message));
    }
    return response.answer(started.host, started.answer);
  });
};
