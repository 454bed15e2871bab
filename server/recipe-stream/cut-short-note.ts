import type { Stage } from './stages.ts';

import { CUT_SHORT_NOTE } from '../../shared/incomplete-recipe.ts';

export { CUT_SHORT_NOTE };

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
