import type { Stage } from './stages.ts';

/** Told to the visitor when the answer hit the token limit, as the recipe's last words. */
export const CUT_SHORT_NOTE = '\n\n_The recipe was cut short here._';

/**
 * Puts the cut-short note before a finish for the token limit. the page's completion client shows only text,
 * not the finish reason, so the note travels as text of its own.
 */
export function cutShortNote(): Stage {
  return {
    chunk(chunk, emit) {
      if (chunk.type === 'finish' && chunk.finishReason === 'length') {
        emit({ type: 'text-start', id: 'cut-short' });
        emit({ type: 'text-delta', id: 'cut-short', delta: CUT_SHORT_NOTE });
        emit({ type: 'text-end', id: 'cut-short' });
      }
      emit(chunk);
    },
  };
}
