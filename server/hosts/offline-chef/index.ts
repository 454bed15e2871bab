export { createOfflineChef, DEFAULT_WORDS_PER_SECOND, offlineChefOptions } from './offline-chef.ts';
export type { OfflineChefOptions } from './offline-chef.ts';
