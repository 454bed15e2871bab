import type { UIMessageChunk } from 'ai';
import { MAX_ANSWER_CHARS } from '../../shared/api/limits.ts';
import type { Emit, Stage } from './stages.ts';

/** Why the server ended an answer itself: too much text, or too much time. */
export type AnswerLimit = 'size_limit' | 'time_limit';

interface AnswerLimitsOptions {
  /** The most characters of text passed on; MAX_ANSWER_CHARS by default. */
  maxChars?: number;
  /** How long the answer may go on from now (AI_MAX_RECIPE_MS, less what the recipe has spent). */
  maxMs: number;
  /** Stops the host's answer, its request included. */
  stopHost: (reason: DOMException) => void;
}

// A delta cut at `length` would end in half of a character that takes two UTF-16 units.
const cutPoint = (text: string, length: number) => {
  const last = text.charCodeAt(length - 1);
  return last >= 0xd800 && last <= 0xdbff ? length - 1 : length;
};

/**
 * Ends an answer that goes on past anything a recipe needs, so that no host (one that ignores
 * max_tokens, or one that trickles for ever) decides how much a stream costs: past `maxChars` of
 * text, or once `maxMs` is over. It ends the way the host's own token limit ends one (a finish for
 * `length`, which cutShortNote follows with the note), at once, whether or not the visitor is
 * reading; the host's request is aborted. Time running out before any text is a timeout.
 * @example maxChars 10, deltas "Soup with " and "lentils" -> "Soup with ", then the finish
 */
export function answerLimits({ maxChars = MAX_ANSWER_CHARS, maxMs, stopHost }: AnswerLimitsOptions) {
  let reached: AnswerLimit | undefined;
  let chars = 0;
  let stepOpen = false;
  const openTexts = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let emit: Emit = () => {};
  let endAnswer = () => {};

  // Whatever is open is closed, as a finished answer would have it, before the finish itself.
  const cut = (limit: AnswerLimit) => {
    reached = limit;
    clearTimeout(timer);
    for (const id of openTexts) emit({ type: 'text-end', id });
    if (stepOpen) emit({ type: 'finish-step' });
    emit({ type: 'finish', finishReason: 'length' });
    endAnswer();
    stopHost(new DOMException(`The answer reached the server's ${limit.replace('_', ' ')}`, 'AbortError'));
  };

  const timeUp = () => {
    if (chars > 0) return cut('time_limit');
    stopHost(new DOMException(`No recipe within ${maxMs} ms`, 'TimeoutError'));
  };

  const stage: Stage = {
    start(next, end) {
      emit = next;
      endAnswer = end;
      timer = setTimeout(timeUp, Math.max(0, maxMs));
    },
    chunk(chunk: UIMessageChunk, next) {
      if (reached) return;
      if (chunk.type === 'text-delta') {
        const room = maxChars - chars;
        if (chunk.delta.length > room) {
          const keep = room > 0 ? cutPoint(chunk.delta, room) : 0;
          if (keep > 0) next({ ...chunk, delta: chunk.delta.slice(0, keep) });
          chars += keep;
          return cut('size_limit');
        }
        chars += chunk.delta.length;
      } else if (chunk.type === 'text-start') openTexts.add(chunk.id);
      else if (chunk.type === 'text-end') openTexts.delete(chunk.id);
      else if (chunk.type === 'start-step') stepOpen = true;
      else if (chunk.type === 'finish-step') stepOpen = false;
      next(chunk);
    },
    end: () => clearTimeout(timer),
    cancel: () => clearTimeout(timer),
  };

  return {
    stage,
    /** The limit that ended the answer, once one has. */
    reached: () => reached,
  };
}
