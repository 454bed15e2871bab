import { FIELD_REASONING } from '../hosts/think-blocks.ts';
import { isCutShort } from './finish-reason.ts';
import type { UIMessageChunk } from 'ai';
import type { Emit, Stage } from './stages.ts';
import { thinkTags } from './think-tags.ts';
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
  // A `<think>` block the SDK's middleware took out of the text, read on by our rules: the
  // middleware knows only `</think>`, so a block it opened and the host closed another way
  // (`</think >`, `</THINK>`, `[/THINK]`) would swallow the rest of the answer. What follows such a
  // close is the answer's text again. Undefined outside a block.
  let block: ReturnType<typeof thinkTags> | undefined;
  let closedBlocks = 0;
  let texted = false;
  let reported = false;
  let textId = 'txt-0';
  const started = new Set<string>(); // text parts whose start has gone on
  const thinking = () => {
    if (reported || texted) return;
    reported = true;
    onThinking?.();
  };
  // The recipe's text in `piece`, passed on as `chunk` itself when nothing was taken out of it.
  const text = (piece: string, emit: Emit, chunk?: UIMessageChunk & { type: 'text-delta' }) => {
    const delta = filter.push(piece);
    if (filter.thought) thinking();
    if (delta === '') return;
    texted = true;
    // Text read on after a block comes before the start the middleware holds back until its own text.
    if (!started.has(textId)) {
      started.add(textId);
      emit({ type: 'text-start', id: textId });
    }
    emit(chunk && delta === chunk.delta ? chunk : { type: 'text-delta', id: textId, delta });
  };
  return {
    chunk(chunk, emit) {
      switch (chunk.type) {
        case 'reasoning-start':
        case 'reasoning-delta':
        case 'reasoning-end':
          thinking();
          if (chunk.id.startsWith(FIELD_REASONING)) return filter.thinksApart();
          filter.blockTakenOut();
          if (chunk.type === 'reasoning-start') block = thinkTags({ startsInThinking: true });
          else if (chunk.type === 'reasoning-delta' && block) text(block.push(chunk.delta), emit);
          else if (chunk.type === 'reasoning-end' && block) {
            text(block.flush(), emit);
            block = undefined;
            closedBlocks += 1;
          }
          return;
        case 'text-start':
          textId = chunk.id;
          if (started.has(chunk.id)) return;
          started.add(chunk.id);
          return emit(chunk);
        case 'text-delta':
          textId = chunk.id;
          return text(chunk.delta, emit, chunk);
        case 'text-end': {
          started.delete(chunk.id);
          const rest = filter.flush();
          if (rest !== '') emit({ type: 'text-delta', id: chunk.id, delta: rest });
          return emit(chunk);
        }
        case 'finish': {
          const leftOpen = filter.leftOpen ?? (block?.thinking ? { anyClosed: closedBlocks > 0 || block.closed } : undefined);
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
