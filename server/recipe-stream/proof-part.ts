import { PROOF_PART } from '../../shared/recipe-change.ts';
import type { Stage } from './stages.ts';

/**
 * Sends the proof of the recipe's whole text (every text part the visitor received, the
 * cut-short note included) just before the finish part. An answer that failed or was stopped
 * gets none: only a recipe that came whole can be changed.
 */
export function proofPart(sign: (markdown: string) => string): Stage {
  let text = '';
  let broken = false;
  return {
    chunk(chunk, emit) {
      if (chunk.type === 'text-delta') text += chunk.delta;
      else if (chunk.type === 'error' || chunk.type === 'abort') broken = true;
      else if (chunk.type === 'finish' && !broken) emit({ type: PROOF_PART, data: { proof: sign(text) } });
      emit(chunk);
    },
  };
}
