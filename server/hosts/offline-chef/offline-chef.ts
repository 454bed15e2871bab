import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4FinishReason,
  LanguageModelV4Usage,
  SharedV4ProviderOptions,
} from '@ai-sdk/provider';
import { recipeRequestSchema, type RecipeRequest } from '../../../shared/api/recipe-request.ts';
import { draftMetadata, type DraftKey } from '../../../shared/api/draft-key.ts';
import { DEFAULT_WORDS_PER_SECOND } from '../../../shared/offline-chef/typing.ts';
import { wordStream } from './word-stream.ts';

/** Options for the built-in offline chef. */
export interface OfflineChefOptions {
  /** Typing pace; 0 or Infinity sends the whole recipe at once. Defaults to 60. */
  readonly wordsPerSecond?: number;
}

export { DEFAULT_WORDS_PER_SECOND };

const MODEL_ID = 'offline-chef';
const STOP: LanguageModelV4FinishReason = { unified: 'stop', raw: 'stop' };

// Where the offline chef finds the request among a call's provider options.
const OPTIONS_KEY = 'offlineChef';

/**
 * The provider options that hand the offline chef the request it writes for, as a typed value:
 * the prompt's words are for hosted models, never read back. The model factory gives the offline
 * chef's choice this function (ModelChoice.providerOptionsFor), so only a call to the chef builds them.
 * @example streamText({ model, ...prompt, providerOptions: offlineChefOptions(request) })
 */
export function offlineChefOptions(request: RecipeRequest): SharedV4ProviderOptions {
  return { [OPTIONS_KEY]: { request: { ...request } } };
}

/** The request a call carries, checked by the shared schema; without one the chef asks for a list. */
function requestOf(call: LanguageModelV4CallOptions): RecipeRequest {
  const parsed = recipeRequestSchema.safeParse(call.providerOptions?.[OPTIONS_KEY]?.request);
  return parsed.success ? parsed.data : { ingredients: [] };
}

// Roughly four characters a token in English; nobody is billed for these.
const roughTokens = (text: string): number => Math.ceil(text.length / 4);

// The writer and its knowledge of dishes load with the first recipe: an instance whose hosts
// never fall back to the offline chef never holds them.
const writer = () => import('../../../shared/offline-chef/recipe-writer.ts');

// The key of its draft goes out with the finish, as provider metadata, to the proof part (see draftMetadata).
async function answer(call: LanguageModelV4CallOptions): Promise<{ text: string; usage: LanguageModelV4Usage; draft?: DraftKey }> {
  const { ingredients, ...wishes } = requestOf(call);
  const { markdown: text, draft } = (await writer()).writeDraft(ingredients, wishes);
  const input = roughTokens(call.prompt.map(({ content }) => (typeof content === 'string' ? content : JSON.stringify(content))).join('\n'));
  const output = roughTokens(text);
  return {
    text,
    ...(draft ? { draft } : {}),
    usage: {
      inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: output, text: output, reasoning: 0 },
    },
  };
}

/**
 * The app's default model: writes a recipe for the request it is handed (see offlineChefOptions),
 * with no network and no key, and streams it word by word like a hosted model would.
 * @example streamText({ model: createOfflineChef(), ...prompt, providerOptions: offlineChefOptions({ ingredients: ["Eggs", "Milk", "Flour", "Sugar"] }) })
 */
export function createOfflineChef(options: OfflineChefOptions = {}): LanguageModelV4 {
  const wordsPerSecond = options.wordsPerSecond ?? DEFAULT_WORDS_PER_SECOND;
  if (Number.isNaN(wordsPerSecond) || wordsPerSecond < 0) {
    throw new RangeError(`wordsPerSecond must be 0 or more, got ${wordsPerSecond}`);
  }
  return {
    specificationVersion: 'v4',
    provider: 'offline',
    modelId: MODEL_ID,
    supportedUrls: {},
    async doGenerate(call) {
      call.abortSignal?.throwIfAborted();
      const { text, usage, draft } = await answer(call);
      return { content: [{ type: 'text', text }], finishReason: STOP, usage, warnings: [], ...(draft ? { providerMetadata: draftMetadata(draft) } : {}) };
    },
    async doStream(call) {
      const { text, usage, draft } = await answer(call);
      const providerMetadata = draft ? draftMetadata(draft) : undefined;
      const stream = wordStream({ text, usage, finishReason: STOP, modelId: MODEL_ID, wordsPerSecond, abortSignal: call.abortSignal, providerMetadata });
      return { stream };
    },
  };
}
