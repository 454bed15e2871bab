import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { ModelDescription } from '../../shared/provider-label.ts';
import type { Config } from '../config.ts';
import { createOfflineChef } from './offline-chef/index.ts';

/** The model the recipe route talks to, and what the page may be told about it. */
export interface ModelChoice extends ModelDescription {
  model: LanguageModel;
}

/** What a caller may change in how the model reaches its host. */
export interface ModelOptions {
  /** The fetch the provider calls the host with (`npm run record` keeps the raw answer through it). */
  fetch?: typeof globalThis.fetch;
}

/**
 * The one seam that turns config into a model: any OpenAI-compatible host when AI_BASE_URL is
 * set, otherwise the built-in offline chef.
 */
export function createModel(ai: Config['ai'], { fetch }: ModelOptions = {}): ModelChoice {
  if (ai.baseURL === undefined) {
    const model = createOfflineChef({ wordsPerSecond: ai.offlineWordsPerSecond });
    return { model, provider: 'offline', modelId: model.modelId, host: null };
  }
  const provider = createOpenAICompatible({
    name: 'upstream',
    baseURL: ai.baseURL,
    apiKey: ai.apiKey,
    fetch,
  });
  return {
    // No middleware for host error events: the provider reads any event with an `error` key as an
    // error, OpenRouter's (error and choices in one event) included, at no extra cost per chunk.
    model: provider.chatModel(ai.model),
    provider: 'openai-compatible',
    modelId: ai.model,
    host: new URL(ai.baseURL).hostname,
  };
}
