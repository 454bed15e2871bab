import { MAX_CHANGEABLE_BYTES } from '../../shared/api/limits.ts';
import { PROOF_PART } from '../../shared/api/recipe-change.ts';
import { draftOfMetadata, type DraftKey } from '../../shared/api/draft-key.ts';
import type { TextStreamPart, ToolSet } from 'ai';
import type { Stage } from './stages.ts';

// Whether a change could carry the recipe back (see MAX_CHANGEABLE_BYTES).
const changeable = (text: string) => Buffer.byteLength(JSON.stringify(text)) <= MAX_CHANGEABLE_BYTES;

// Where the draft rides from a step's finish to the proof part.
const DRAFT = 'builtInChefDraft';

/**
 * The UI stream's `messageMetadata` for a step's finish that carries the built-in chef's draft: it
 * comes down the row as a message-metadata chunk, which proofPart takes and sends with the proof.
 */
export const carryDraft = ({ part }: { part: TextStreamPart<ToolSet> }): Record<string, DraftKey> | undefined => {
  const draft = part.type === 'finish-step' ? draftOfMetadata(part.providerMetadata) : undefined;
  return draft === undefined ? undefined : { [DRAFT]: draft };
};

/**
 * Sends the proof of the text the visitor received (every text part, the cut-short note included)
 * just before the finish part: a recipe that did not finish whole is signed only with the note that
 * says so (see cutShortNote, which runs before this stage). An answer that failed or was stopped
 * gets none, and neither does one too long to come back in a change's body. `signed` is the text
 * it signed, once the finish has passed it: the recipe as the visitor got it whole. A recipe of the
 * built-in chef has the key of its draft sent beside its proof (see carryDraft), unsigned: the chef
 * drafts only its own recipes from a key, so a key sent back can name nothing but one of those.
 */
export function proofPart(sign: (markdown: string) => string): { stage: Stage; signed: () => string | undefined } {
  let text = '';
  let broken = false;
  let signed: string | undefined;
  let draft: DraftKey | undefined;
  const stage: Stage = {
    chunk(chunk, emit) {
      const carried = chunk.type === 'message-metadata' ? (chunk.messageMetadata as Record<string, DraftKey> | undefined)?.[DRAFT] : undefined;
      if (carried !== undefined) {
        draft = carried;
        return;
      }
      if (chunk.type === 'text-delta') text += chunk.delta;
      else if (chunk.type === 'error' || chunk.type === 'abort') broken = true;
      else if (chunk.type === 'finish' && !broken && changeable(text)) {
        signed = text;
        emit({ type: PROOF_PART, data: { proof: sign(text), ...(draft ? { draft } : {}) } });
      }
      emit(chunk);
    },
  };
  return { stage, signed: () => signed };
}
