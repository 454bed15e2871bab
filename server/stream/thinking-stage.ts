import { FIELD_REASONING } from '../hosts/think-blocks.ts';
import { isCutShort } from './finish-reason.ts';
import type { Stage } from './stages.ts';
import { thinkingFilter, type ThinkingFilterOptions } from './thinking-filter.ts';

interface ThinkingStageOptions extends ThinkingFilterOptions {
  /** The host has started thinking, before any recipe text: it is working, not silent. Called once. */
  onThinking?: () => void;
  /** The host ended its answer as a whole one with its thinking still open; `anyClosed`: a block had closed before. */
  onThinkingLeftOpen?: (anyClosed: boolean) => void;
}

/**
 * The first stage: only the recipe goes on. Thinking in a field of its own (`reasoning_content`,
 * `reasoning`) and `<think>` blocks the SDK's middleware took out of the text (think-blocks.ts),
 * both the SDK's reasoning parts, and the thinking left inline in the text (see thinkingFilter) stop
 * here, before the limits, the log's counts, the proof or the cache see any of it. The first sign
 * of thinking before any text is reported once. A host that thinks in a field gives its answer in
 * the text, whatever the template was said to open. A recipe the host ends in thinking it never
 * closed stopped where that thinking opened: it ends as cut short, not whole.
 */
export function thinkingStage({ onThinking, onThinkingLeftOpen, ...filterOptions }: ThinkingStageOptions = {}): Stage {
  const filter = thinkingFilter(filterOptions);
  // Reasoning parts opened and not yet ended, and ended: a host's field always ends its own
  // (the provider closes it when text or the end comes); a `<think>` block the SDK's middleware
  // took out of the text that never closed never ends.
  let openBlocks = 0;
  let closedBlocks = 0;
  let texted = false;
  let reported = false;
  const thinking = () => {
    if (reported || texted) return;
    reported = true;
    onThinking?.();
  };
  return {
    chunk(chunk, emit) {
      switch (chunk.type) {
        case 'reasoning-start':
        case 'reasoning-delta':
        case 'reasoning-end':
          if (chunk.type === 'reasoning-start') openBlocks += 1;
          else if (chunk.type === 'reasoning-end') {
            openBlocks -= 1;
            closedBlocks += 1;
          }
          if (chunk.id.startsWith(FIELD_REASONING)) filter.thinksApart();
          else filter.blockTakenOut();
          return thinking();
        case 'text-delta': {
          const delta = filter.push(chunk.delta);
          if (filter.thought) thinking();
          if (delta === '') return;
          texted = true;
          return emit(delta === chunk.delta ? chunk : { ...chunk, delta });
        }
        case 'text-end': {
          const rest = filter.flush();
          if (rest !== '') emit({ type: 'text-delta', id: chunk.id, delta: rest });
          return emit(chunk);
        }
        case 'finish': {
          const leftOpen = filter.leftOpen ?? (openBlocks > 0 ? { anyClosed: closedBlocks > 0 } : undefined);
          if (!leftOpen || isCutShort(chunk.finishReason)) return emit(chunk);
          onThinkingLeftOpen?.(leftOpen.anyClosed);
          // The recipe stopped where the thinking opened: it is cut short (its note, never kept), not
          // whole. Interrupted is the SDK's one cut that names no cause the host did not give.
          return emit(texted ? { ...chunk, finishReason: 'interrupted' } : chunk);
        }
        default:
          return emit(chunk);
      }
    },
  };
}
