import fp from 'fastify-plugin';
import { buildRecipePrompt } from '../../shared/api/prompt.ts';
import type { RecipeRequest } from '../../shared/api/recipe-request.ts';
import type { Config } from '../config.ts';
import type { RecipeEnd } from '../hosts/ask-hosts.ts';
import type { ModelChoice } from '../hosts/model-factory.ts';
import { answerableFromCache, recipeCacheKey } from './cache-key.ts';
import { checkedCache } from './checked-cache.ts';
import type { CachedRecipe } from './kept-recipe.ts';
import { memoryRecipeStore, NO_STORE, type RecipeStore } from './cache-store.ts';
import { redisRecipeStore } from './redis-store.ts';

/** What the cache holds for one request, and how that request's recipe is kept once it has ended. */
export interface CacheLookup {
  /** The recipe kept for the request, if there is one and its check holds. */
  found?: CachedRecipe;
  /**
   * Keeps the recipe once it has ended, if it may be given out again: only one the host finished
   * by itself (`stop`, or its own name for it such as `eos`: see finishOf), from the host the key
   * names, with its proof. Never one cut by a limit or a filter, ended with a reason not known here,
   * stopped, failed, or the offline chef's after the hosts failed.
   */
  keepIfFinished(end: RecipeEnd): void;
}

/** The cache of finished recipes and its rules: which requests it may answer, under which key, and what it keeps. */
export interface RecipeCache {
  /** Whether RECIPE_CACHE_TTL is set. */
  readonly enabled: boolean;
  /** Where the recipes are, unchecked: how many there are (the metrics' gauge), and where tests plant their own. */
  readonly store: RecipeStore;
  /** What the cache holds for `request`, the look counted; for a request it may not answer, nothing, and nothing is kept. */
  lookup(request: RecipeRequest): Promise<CacheLookup>;
}

declare module 'fastify' {
  interface FastifyInstance {
    recipeCache: RecipeCache;
  }
}

interface RecipeCacheOptions {
  /** RECIPE_CACHE_TTL in seconds; undefined: no cache. */
  ttlSeconds: number | undefined;
  /** RECIPE_CACHE_MAX_ENTRIES: the bound on how many recipes it holds, in this process or in Redis. */
  maxEntries: number;
  /** The host a recipe is asked of first: the one a kept recipe's key names, and the only one whose recipes are kept. */
  firstHost: ModelChoice;
  /** How the instruction reaches the model (AI_SYSTEM_PROMPT): part of the prompt's version. */
  systemPrompt: Config['ai']['systemPrompt'];
}

// A sample request whose instruction stands for the prompt's wording in the cache's keys.
const PROMPT_SAMPLE = ['Eggs', 'Milk', 'Flour', 'Sugar'];
const NOTHING: CacheLookup = { keepIfFinished: () => {} };

/**
 * The cache of finished recipes (RECIPE_CACHE_TTL): in Redis when the app has one, shared by the
 * replicas, else in this process; at most RECIPE_CACHE_MAX_ENTRIES recipes either way, each kept
 * with a check (checked-cache.ts). Off, it keeps and finds nothing.
 */
export const recipeCachePlugin = fp<RecipeCacheOptions>(
  async (app, { ttlSeconds, maxEntries, firstHost, systemPrompt }) => {
    const report = (error: unknown) => app.redisErrors.report(error, 'recipe_cache');
    const store =
      ttlSeconds === undefined
        ? NO_STORE
        : app.redis
          ? redisRecipeStore(app.redis, { ttlSeconds, maxEntries, log: app.log, report })
          : memoryRecipeStore({ ttlMs: ttlSeconds * 1000, maxEntries });
    const cache = checkedCache(store, app.recipeProof, app.log);
    // A new wording of the instruction (or its mode) is a new version: the recipes kept before it miss.
    const promptVersion = JSON.stringify(buildRecipePrompt(PROMPT_SAMPLE, systemPrompt, {}));
    // The offline chef writes for nothing: only a host's recipes are worth keeping.
    const keeping = ttlSeconds !== undefined && firstHost.provider !== 'offline';
    const by = { provider: firstHost.provider, modelId: firstHost.modelId, host: firstHost.host };

    app.decorate('recipeCache', {
      enabled: ttlSeconds !== undefined,
      store,
      async lookup(request) {
        // "Another idea" and a change are never answered from the cache, so theirs are not kept either.
        if (!keeping || !answerableFromCache(request)) return NOTHING;
        const key = recipeCacheKey(request, firstHost, promptVersion);
        const found = await cache.find(key);
        // The metrics plugin registers after this one; a look only comes once requests do, when it is there.
        app.metrics.cacheLookup(found ? 'hit' : 'miss');
        return {
          found,
          keepIfFinished(end) {
            const finished = end.outcome === 'ok' && end.fallOvers.length === 0 && end.host === firstHost;
            if (finished && end.text !== undefined) void cache.keep(key, { markdown: end.text, by });
          },
        };
      },
    });
  },
  { name: 'recipe-cache', dependencies: ['redis', 'recipe-proof'] },
);
