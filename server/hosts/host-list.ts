import type { Config } from '../config.ts';
import { createModel, type ModelChoice } from './model-factory.ts';

/**
 * Every configured host as a model, in the order a recipe asks them (config.ai.hosts): the first
 * host, then the fallback. Each goes through the one factory that turns config into a model.
 */
export function createHosts(ai: Config['ai']): ModelChoice[] {
  return ai.hosts.map((host) => createModel({ ...host, offlineWordsPerSecond: ai.offlineWordsPerSecond, firstTokenTimeoutMs: ai.firstTokenTimeoutMs }));
}
