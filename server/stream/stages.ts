import type { ReadableStreamReadResult } from 'node:stream/web';
import type { UIMessageChunk } from 'ai';

/** Passes a chunk on to the next stage (or, after the last, to the visitor). */
export type Emit = (chunk: UIMessageChunk) => void;

/**
 * One step of the recipe stream. Stages are plain functions called in a row inside one stream, so
 * a chunk costs a few calls on its way, not another web stream per step.
 */
export interface Stage {
  /**
   * The stream has started: `emit` passes chunks on outside `chunk` (from a timer, say), and
   * `endAnswer` ends the answer after what the stage has passed on, letting go of the source.
   */
  start?(emit: Emit, endAnswer: () => void): void;
  /** Takes one chunk and passes on what follows from it: itself, more, or nothing yet. */
  chunk(chunk: UIMessageChunk, emit: Emit): void;
  /** The answer is over: pass on anything still held. */
  end?(emit: Emit): void;
  /** The visitor went away: let go of anything held. */
  cancel?(): void;
}

/**
 * The chunks of `source` through `stages`, in order. A read that fails (a connection broken
 * mid-answer) becomes the chunk `brokenRead` makes of it, and the answer ends there. A source is
 * read only as fast as the stream is read: the visitor's pace is the host's.
 */
export function throughStages(
  source: ReadableStream<UIMessageChunk>,
  stages: readonly Stage[],
  brokenRead: (error: unknown) => UIMessageChunk,
): ReadableStream<UIMessageChunk> {
  const reader = source.getReader();
  let emitters: Emit[] = [];
  let over = false; // nothing more is read
  let closed = false; // nothing more is passed on
  let sent = 0;
  const end = (controller: ReadableStreamDefaultController<UIMessageChunk>) => {
    if (closed) return;
    over = true;
    stages.forEach((stage, index) => stage.end?.(emitters[index + 1]!));
    closed = true;
    controller.close();
  };
  return new ReadableStream<UIMessageChunk>({
    start(controller) {
      // emitters[i] feeds stage i; the one after the last stage hands the chunk to the visitor.
      const last: Emit = (chunk) => {
        if (closed) return;
        sent += 1;
        controller.enqueue(chunk);
      };
      emitters = stages.reduceRight<Emit[]>((after, stage) => [(chunk) => stage.chunk(chunk, after[0]!), ...after], [last]);
      const endAnswer = () => {
        if (over) return;
        end(controller);
        reader.cancel(new DOMException('The answer was ended early', 'AbortError')).catch(() => {});
      };
      stages.forEach((stage, index) => stage.start?.(emitters[index + 1]!, endAnswer));
    },
    // Reads on until something reaches the visitor (a stage may hold a chunk back for a while):
    // the stream asks again only once this pull has given it something.
    async pull(controller) {
      const before = sent;
      while (!over && sent === before) {
        let read: ReadableStreamReadResult<UIMessageChunk>;
        try {
          read = await reader.read();
        } catch (error) {
          if (!over) emitters[0]!(brokenRead(error));
          return end(controller);
        }
        if (read.done || over) return end(controller);
        emitters[0]!(read.value);
      }
    },
    async cancel(reason) {
      over = closed = true;
      for (const stage of stages) stage.cancel?.();
      await reader.cancel(reason);
    },
  });
}
