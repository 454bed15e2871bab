// However busy the page, the work runs within this long.
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` when the browser has a quiet moment (or on the next turn where requestIdleCallback
 * is missing). Called from an effect, which React runs once the page has painted, it leaves the
 * first paint and the first input to go first. Returns a function that cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

/**
 * Runs each of `steps` in a quiet moment of its own, in order, so that work done ahead of time
 * never holds the page for longer than its largest step. Returns a function that cancels the rest.
 */
export function stepsWhenIdle(steps: readonly (() => void)[]): () => void {
  let cancel = () => {};
  const run = (index: number) => {
    const step = steps[index];
    if (!step) return;
    cancel = whenIdle(() => {
      step();
      run(index + 1);
    });
  };
  run(0);
  return () => cancel();
}
