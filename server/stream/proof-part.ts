import { MAX_CHANGEABLE_BYTES } from '../../shared/api/limits.ts';
import { PROOF_PART } from '../../shared/api/recipe-change.ts';
import type { Stage } from './stages.ts';

// Whether a change could carry the recipe back (see MAX_CHANGEABLE_BYTES).
const changeable = (text: string) => Buffer.byteLength(JSON.stringify(text)) <= MAX_CHANGEABLE_BYTES;

/**
 * Sends the proof of the text the visitor received (every text part, the cut-short note included)
 * just before the finish part: a recipe that did not finish whole is signed only with the note that
 * says so (see cutShortNote, which runs before this stage). An answer that failed or was stopped
 * gets none, and neither does one too long to come back in a change's body. `signed` is the text
 * it signed, once the finish has passed it: the recipe as the visitor got it whole.
 */
export function proofPart(sign: (markdown: string) => string): { stage: Stage; signed: () => string | undefined } {
  let text = '';
  let broken = false;
  let signed: string | undefined;
  const stage: Stage = {
    chunk(chunk, emit) {
      if (chunk.type === 'text-delta') text += chunk.delta;
      else if (chunk.type === 'error' || chunk.type === 'abort') broken = true;
      else if (chunk.type === 'finish' && !broken && changeable(text)) {
        signed = text;
        emit({ type: PROOF_PART, data: { proof: sign(text) } });
      }
      emit(chunk);
    },
  };
  return { stage, signed: () => signed };
}
