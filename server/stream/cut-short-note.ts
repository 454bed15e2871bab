import type { Stage } from './stages.ts';
import { isCutShort } from './finish-reason.ts';

import { CUT_SHORT_NOTE } from '../../shared/recipe/incomplete-recipe.ts';

export { CUT_SHORT_NOTE };

/**
 * Puts the cut-short note before a finish that leaves the recipe cut short (see isCutShort): the
 * host's token limit, the server's limits (which finish for `length`), a content filter, a turn to
 * tools or the host's own error; not a whole answer, nor one whose reason is not known here. The note
 * travels as text of its own, so the recipe shown, kept and shared says it, whoever reads it. An answer that already failed or was stopped says so with its error instead.
 */
export function cutShortNote(): Stage {
  let broken = false;
  return {
    chunk(chunk, emit) {
      if (chunk.type === 'error' || chunk.type === 'abort') broken = true;
      else if (chunk.type === 'finish' && !broken && isCutShort(chunk.finishReason)) {
        emit({ type: 'text-start', id: 'cut-short' });
        emit({ type: 'text-delta', id: 'cut-short', delta: CUT_SHORT_NOTE });
        emit({ type: 'text-end', id: 'cut-short' });
      }
      emit(chunk);
    },
  };
}
