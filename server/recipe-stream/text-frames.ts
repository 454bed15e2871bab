import type { UIMessageChunk } from 'ai';
import type { Emit, Stage } from './stages.ts';

type TextDelta = Extract<UIMessageChunk, { type: 'text-delta' }>;

/**
 * Joins text deltas that come within `frameMs` of the last one sent into one delta, sent when
 * that frame is due; a delta after a quiet spell goes out at once, so a paced answer waits for
 * nothing, while a burst is serialised and written once per frame instead of once per token.
 * Any other chunk first sends what was gathered, then itself.
 * @example deltas "a" "b" "c" 1 ms apart, frameMs 16 -> "a" at once, then "bc" 16 ms after it
 */
export function textFrames(frameMs: number, now: () => number = () => performance.now()): Stage {
  let lastSent = Number.NEGATIVE_INFINITY;
  let gathered: TextDelta | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = (delta: TextDelta, emit: Emit) => {
    emit(delta);
    lastSent = now();
  };
  const flush = (emit: Emit) => {
    clearTimeout(timer);
    if (!gathered) return;
    const delta = gathered;
    gathered = undefined;
    send(delta, emit);
  };

  return {
    chunk(chunk, emit) {
      if (chunk.type !== 'text-delta') {
        flush(emit);
        return emit(chunk);
      }
      if (gathered?.id === chunk.id) {
        gathered = { ...gathered, delta: gathered.delta + chunk.delta };
        return;
      }
      flush(emit);
      const wait = lastSent + frameMs - now();
      if (wait <= 0) return send(chunk, emit);
      gathered = chunk;
      timer = setTimeout(() => flush(emit), wait);
    },
    end: flush,
    cancel: () => clearTimeout(timer),
  };
}
