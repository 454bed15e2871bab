import type { LanguageModelV4 } from '@ai-sdk/provider';
import { createOfflineChef, offlineChefOptions } from '../../server/hosts/offline-chef/index.ts';
import type { DraftKey } from '../../shared/api/draft-key.ts';
import { PROOF_PART } from '../../shared/api/recipe-change.ts';
import { buildTestApp } from './test-app.ts';
import { parseUIStream, textOf } from './sse.ts';

/** The proof key the apps below sign with. */
export const PROOF_KEY = 'a-key-of-at-least-thirty-two-characters-0001';

/** The text of a recipe stream and what its proof part carries. */
export function answerOf(body: string): { text: string; data: { proof?: string; draft?: DraftKey } | undefined } {
  const chunks = parseUIStream(body);
  const part = chunks.find((chunk) => chunk.type === PROOF_PART) as { data?: { proof?: string; draft?: DraftKey } } | undefined;
  return { text: textOf(chunks), data: part?.data };
}

/** The app with no host: the server's built-in chef writes at once, signing with PROOF_KEY. */
export async function offlineApp() {
  const model: LanguageModelV4 = createOfflineChef({ wordsPerSecond: 0 });
  return buildTestApp({ RECIPE_PROOF_KEY: PROOF_KEY }, { model: { model, provider: 'offline', modelId: model.modelId, host: null, providerOptionsFor: offlineChefOptions } });
}
