/** The most a reader may take on a 64 kB input: a linear one takes about a millisecond, a quadratic one seconds. */
export const TIME_LIMIT_MS = 50;

/** The largest text a recipe, a link or a stored value brings: the page keeps answers of up to 64k characters. */
export const INPUT_CHARS = 64 * 1024;

// One run this long is no busy machine's pause: the reader is slow, and two more runs would only
// take as long again.
const CLEARLY_SLOW_MS = 20 * TIME_LIMIT_MS;

/**
 * The best time of up to three runs of `read`, in milliseconds: on a busy machine one run can be
 * held up, three rarely are. It stops at the first run under TIME_LIMIT_MS (the best of three
 * would be under it too) and at the first clearly slow one. `setAside` says how much of the last
 * run was spent in work that is not the reader's own (a library it calls).
 */
export async function bestTime(read: () => unknown, setAside: () => number = () => 0): Promise<number> {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    await read();
    best = Math.min(best, performance.now() - started - setAside());
    if (best < TIME_LIMIT_MS || best > CLEARLY_SLOW_MS) break;
  }
  return best;
}
