import type {
  LanguageModelV4,
  LanguageModelV4FinishReason,
  LanguageModelV4Prompt,
  LanguageModelV4Usage,
} from '@ai-sdk/provider';
import { ingredientsFromUserMessage, wishesFromPrompt } from '../../shared/prompt.ts';
import { writeRecipe } from './recipe-writer.ts';
import { wordStream } from './word-stream.ts';

/** Options for the built-in offline chef. */
export interface OfflineChefOptions {
  /** Typing pace; 0 or Infinity sends the whole recipe at once. Defaults to 60. */
  readonly wordsPerSecond?: number;
}

/** About the pace a hosted model streams at, so the page behaves the same offline. */
export const DEFAULT_WORDS_PER_SECOND = 60;

const MODEL_ID = 'offline-chef';
const STOP: LanguageModelV4FinishReason = { unified: 'stop', raw: 'stop' };

/** The text of the last user turn; the recipe route sends exactly one. */
function lastUserText(prompt: LanguageModelV4Prompt): string {
  const user = prompt.findLast((message) => message.role === 'user');
  if (!user || user.role !== 'user') return '';
  return user.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n');
}

function promptText(prompt: LanguageModelV4Prompt): string {
  return prompt
    .map((message) =>
      typeof message.content === 'string'
        ? message.content
        : message.content.map((part) => ('text' in part && typeof part.text === 'string' ? part.text : '')).join('\n'),
    )
    .join('\n');
}

// Roughly four characters a token in English; nobody is billed for these.
const roughTokens = (text: string): number => Math.ceil(text.length / 4);

function answer(prompt: LanguageModelV4Prompt): { text: string; usage: LanguageModelV4Usage } {
  const whole = promptText(prompt);
  // The visitor's wishes travel in the instruction, as they do to a hosted model.
  const text = writeRecipe(ingredientsFromUserMessage(lastUserText(prompt)) ?? [], wishesFromPrompt(whole));
  const input = roughTokens(whole);
  const output = roughTokens(text);
  return {
    text,
    usage: {
      inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: output, text: output, reasoning: 0 },
    },
  };
}

/**
 * The app's default model: writes a recipe from the ingredient list in the prompt, with no
 * network and no key, and streams it word by word like a hosted model would.
 * @example streamText({ model: createOfflineChef(), ...buildRecipePrompt(["Eggs", "Milk"]) })
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
      const { text, usage } = answer(call.prompt);
      return { content: [{ type: 'text', text }], finishReason: STOP, usage, warnings: [] };
    },
    async doStream(call) {
      const { text, usage } = answer(call.prompt);
      const stream = wordStream({ text, usage, finishReason: STOP, modelId: MODEL_ID, wordsPerSecond, abortSignal: call.abortSignal });
      return { stream };
    },
  };
}
