import type { LanguageModelV4FinishReason, LanguageModelV4StreamPart, LanguageModelV4Usage, SharedV4ProviderMetadata } from '@ai-sdk/provider';
import { splitWords } from '../../../shared/offline-chef/typing.ts';

/** What the word stream sends and how fast. */
interface WordStreamOptions {
  readonly text: string;
  readonly modelId: string;
  readonly usage: LanguageModelV4Usage;
  readonly finishReason: LanguageModelV4FinishReason;
  /** 0 or Infinity sends every word at once. */
  readonly wordsPerSecond: number;
  readonly abortSignal?: AbortSignal;
  /** Sent on the finish: the offline chef's draft (see offline-chef.ts). */
  readonly providerMetadata?: SharedV4ProviderMetadata;
}

const TEXT_ID = 'text-0';

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

/**
 * A provider stream that types the text out word by word at a steady pace, like a model would.
 * Aborting the signal, or cancelling the stream, clears the pending timer: nothing is sent after.
 */
export function wordStream(options: WordStreamOptions): ReadableStream<LanguageModelV4StreamPart> {
  const { text, abortSignal, wordsPerSecond } = options;
  const words = splitWords(text);
  const interval = wordsPerSecond > 0 && Number.isFinite(wordsPerSecond) ? 1000 / wordsPerSecond : 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stop = (): void => {};

  return new ReadableStream<LanguageModelV4StreamPart>({
    start(controller) {
      if (abortSignal?.aborted) {
        controller.error(abortReason(abortSignal));
        return;
      }
      const onAbort = (): void => {
        stop();
        if (abortSignal) controller.error(abortReason(abortSignal));
      };
      stop = () => {
        clearTimeout(timer);
        timer = undefined;
        abortSignal?.removeEventListener('abort', onAbort);
      };
      abortSignal?.addEventListener('abort', onAbort, { once: true });

      controller.enqueue({ type: 'stream-start', warnings: [] });
      controller.enqueue({ type: 'response-metadata', modelId: options.modelId });
      controller.enqueue({ type: 'text-start', id: TEXT_ID });
      const finish = (): void => {
        stop();
        controller.enqueue({ type: 'text-end', id: TEXT_ID });
        controller.enqueue({ type: 'finish', finishReason: options.finishReason, usage: options.usage, ...(options.providerMetadata ? { providerMetadata: options.providerMetadata } : {}) });
        controller.close();
      };
      const send = (index: number): void => {
        controller.enqueue({ type: 'text-delta', id: TEXT_ID, delta: words[index] ?? '' });
      };

      if (interval === 0 || words.length === 0) {
        words.forEach((_, index) => send(index));
        finish();
        return;
      }
      // Word i goes out at i × interval; rounding each gap against that schedule keeps the
      // average pace exact even though timers only take whole milliseconds.
      const tick = (index: number): void => {
        send(index);
        if (index + 1 === words.length) {
          finish();
          return;
        }
        const gap = Math.round((index + 1) * interval) - Math.round(index * interval);
        timer = setTimeout(() => tick(index + 1), gap);
      };
      tick(0);
    },
    cancel() {
      stop();
    },
  });
}
