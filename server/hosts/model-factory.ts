import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { SharedV4ProviderOptions } from '@ai-sdk/provider';
import { wrapLanguageModel, type LanguageModel } from 'ai';
import type { ModelDescription } from '../../shared/api/provider-label.ts';
import type { RecipeRequest } from '../../shared/api/recipe-request.ts';
import type { Config, HostConfig } from '../config.ts';
import { MERGE_WINDOW_MS, withMergedDeltas } from './merge-deltas.ts';
import { createOfflineChef, offlineChefOptions } from './offline-chef/index.ts';
import { retryWaitFor, withRetryWait } from './retry-wait.ts';
import { thinkBlocks } from './think-blocks.ts';

/** The model the recipe route talks to, and what the page may be told about it. */
export interface ModelChoice extends ModelDescription {
  model: LanguageModel;
  /** The prefix of the variables that set this host ("AI_", "AI_FALLBACK_"), for the log's hints. */
  variables?: string;
  /** The host's chat template opens `<think>` itself: its answers start in thinking (AI_STARTS_IN_THINKING). */
  startsInThinking?: boolean;
  /**
   * What the model reads besides the prompt, made from the parsed request only when it is asked:
   * the offline chef writes from the request as a typed value, never from the prompt's words. A
   * host has none; it reads the prompt alone.
   */
  providerOptionsFor?: (request: RecipeRequest) => SharedV4ProviderOptions;
}

/** What a caller may change in how the model reaches its host. */
interface ModelOptions {
  /** The fetch the provider calls the host with, under the merging of text chunks (`npm run record` keeps the raw answer through it). */
  fetch?: typeof globalThis.fetch;
}

/**
 * One host as the factory needs it: where, with which key and model, and the offline chef's pace;
 * with the first-token timeout, the retry of a host that failed at once comes within it.
 */
type HostSettings = Pick<HostConfig, 'baseURL' | 'apiKey' | 'model'> &
  Partial<Pick<HostConfig, 'variables' | 'reasoningEffort' | 'startsInThinking'>> &
  Pick<Config['ai'], 'offlineWordsPerSecond'> &
  Partial<Pick<Config['ai'], 'firstTokenTimeoutMs'>>;

/**
 * The one seam that turns config into a model: any OpenAI-compatible host when its base URL is
 * set, otherwise the built-in offline chef. Each host gets a provider of its own, so a key is only
 * ever sent to the host it belongs to.
 */
export function createModel(host: HostSettings, { fetch }: ModelOptions = {}): ModelChoice {
  const variables = host.variables ?? 'AI_';
  if (host.baseURL === undefined) {
    const model = createOfflineChef({ wordsPerSecond: host.offlineWordsPerSecond });
    return { model, provider: 'offline', modelId: model.modelId, host: null, variables, providerOptionsFor: offlineChefOptions };
  }
  const { reasoningEffort, firstTokenTimeoutMs } = host;
  const hostFetch = () => fetch ?? globalThis.fetch;
  const waitingFetch = firstTokenTimeoutMs === undefined ? hostFetch : () => withRetryWait(hostFetch, retryWaitFor(firstTokenTimeoutMs));
  const provider = createOpenAICompatible({
    name: 'upstream',
    baseURL: host.baseURL,
    apiKey: host.apiKey,
    // Text chunks are merged before the SDK parses them: its cost is per chunk, not per character.
    fetch: withMergedDeltas(waitingFetch, { windowMs: MERGE_WINDOW_MS }),
    // Asked of this host only; unset, the request stays exactly as it was.
    transformRequestBody: reasoningEffort === undefined ? undefined : (body) => ({ ...body, reasoning_effort: reasoningEffort }),
  });
  return {
    // No middleware for host error events: the provider reads any event with an `error` key as an
    // error, OpenRouter's (error and choices in one event) included, at no extra cost per chunk.
    // The SDK's own middleware takes `<think>` blocks out of the text as reasoning (see think-blocks.ts).
    model: wrapLanguageModel({ model: provider.chatModel(host.model), middleware: thinkBlocks }),
    provider: 'openai-compatible',
    modelId: host.model,
    host: new URL(host.baseURL).hostname,
    variables,
    startsInThinking: host.startsInThinking ?? false,
  };
}
