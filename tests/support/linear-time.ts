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

// A reader linear in its input takes four times as long on four times the text; one that reads a
// run again from each of its characters takes sixteen times as long. Twice linear leaves room for
// a busy machine's noise.
const MOST_TIMES_QUARTER = 8;
const ROUNDS = 5;

/**
 * Whether `read` takes time in proportion to its input, made by `make` from `text`: at once when it
 * reads the whole in under TIME_LIMIT_MS (no quadratic reader of 64 kB is that quick), and
 * otherwise when the whole takes under eight times what the same made from a quarter of `text`
 * takes, measured in the same run, so a busy machine that slows both does not fail it.
 */
export async function readsInLinearTime<Input = string>(
  read: (input: Input) => unknown,
  text: string,
  make: (text: string) => Input = (whole) => whole as Input,
): Promise<boolean> {
  const input = make(text);
  let whole = await bestTime(() => read(input));
  if (whole < TIME_LIMIT_MS) return true;
  // A busy machine holds up some runs and not others: the whole and the quarter take turns, and
  // the best of each is compared, so one held-up run of the whole does not fail a linear reader.
  const quarterInput = make(text.slice(0, Math.floor(text.length / 4)));
  let quarter = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    quarter = Math.min(quarter, await bestTime(() => read(quarterInput)));
    if (whole < MOST_TIMES_QUARTER * quarter || whole > CLEARLY_SLOW_MS) break;
    whole = Math.min(whole, await bestTime(() => read(input)));
  }
  return whole < TIME_LIMIT_MS || whole < MOST_TIMES_QUARTER * quarter;
}

/**
 * The median of some timings: what a busy machine's one held-up run (or one lucky run) cannot move.
 * @example medianOf([120, 333, 118]) // 120
 */
export function medianOf(timings: readonly number[]): number {
  const sorted = timings.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
