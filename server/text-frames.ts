import type { UIMessageChunk } from 'ai';

/** The next chunk of a stream, or done; it may reject when the source breaks. */
export type ReadNext = () => Promise<ReadableStreamReadResult<UIMessageChunk>>;

export interface FramedStreamOptions {
  /** Chunks already read (the held start of the answer), sent first as they are. */
  held: UIMessageChunk[];
  next: ReadNext;
  /** Shortest time between two text frames; 0 sends every delta as it comes. */
  frameMs: number;
  /** What a chunk becomes on the wire, in order (a note may go before it). */
  expand: (chunk: UIMessageChunk) => UIMessageChunk[];
  onDone: () => void;
  onCancel: () => Promise<void>;
  now?: () => number;
}

type Read = ReadableStreamReadResult<UIMessageChunk>;
const FRAME_DUE = Symbol('frame due');

/**
 * A pull stream of `next`'s chunks in which text deltas that come within `frameMs` of the last
 * frame sent are joined into one delta, sent when that frame is due. A delta after a quiet spell
 * goes out at once, so a paced answer gains no latency; a burst is serialised and written once
 * per frame instead of once per token.
 * @example deltas "a" "b" "c" 1 ms apart, frameMs 16 -> "a" at once, then "bc" 16 ms after it
 */
export function framedStream(options: FramedStreamOptions): ReadableStream<UIMessageChunk> {
  const { next, frameMs, expand } = options;
  const now = options.now ?? (() => performance.now());
  let lastSent = now();
  // A read still running when a frame fell due, and a chunk read while gathering that has to
  // wait for the frame before it: both are taken up by the next pull.
  let running: Promise<Read> | undefined;
  let stashed: Read | undefined;
  const take = async (): Promise<Read> => {
    if (stashed) {
      const read = stashed;
      stashed = undefined;
      return read;
    }
    const read = await (running ?? next());
    running = undefined;
    return read;
  };
  const send = (controller: ReadableStreamDefaultController<UIMessageChunk>, chunk: UIMessageChunk) => {
    for (const piece of expand(chunk)) controller.enqueue(piece);
    if (chunk.type === 'text-delta') lastSent = now();
  };

  // Gathers deltas of the same text part until the frame is due or something else arrives.
  async function gather(first: Extract<UIMessageChunk, { type: 'text-delta' }>): Promise<UIMessageChunk> {
    let delta = first.delta;
    for (;;) {
      const wait = lastSent + frameMs - now();
      if (wait <= 0) break;
      let timer: ReturnType<typeof setTimeout> | undefined;
      running ??= next();
      const winner = await Promise.race([running, new Promise<typeof FRAME_DUE>((resolve) => (timer = setTimeout(resolve, wait, FRAME_DUE)))]);
      clearTimeout(timer);
      if (winner === FRAME_DUE) break;
      running = undefined;
      if (winner.done || winner.value.type !== 'text-delta' || winner.value.id !== first.id) {
        stashed = winner;
        break;
      }
      delta += winner.value.delta;
    }
    return { ...first, delta };
  }

  return new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of options.held) controller.enqueue(chunk);
    },
    async pull(controller) {
      const read = await take();
      if (read.done) {
        options.onDone();
        controller.close();
        return;
      }
      const chunk = read.value;
      const late = chunk.type === 'text-delta' && frameMs > 0 && now() - lastSent < frameMs;
      send(controller, late && chunk.type === 'text-delta' ? await gather(chunk) : chunk);
    },
    async cancel() {
      await options.onCancel();
    },
  });
}
