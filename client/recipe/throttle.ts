/**
 * Calls `run` with the newest value at most once per `windowMs`: the first value at once, and
 * the newest of those that come within a window as it closes. `cancel` drops one still waiting.
 * @example const show = throttle(render, 50); show('a'); show('ab'); show('abc') // render('a') now, render('abc') 50 ms later
 */
export function throttle<T>(run: (value: T) => void, windowMs: number) {
  let ranAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { value: T } | null = null;
  const flush = () => {
    timer = undefined;
    if (!waiting) return;
    const { value } = waiting;
    waiting = null;
    ranAt = Date.now();
    run(value);
  };
  const push = (value: T) => {
    waiting = { value };
    if (timer !== undefined) return;
    const wait = ranAt + windowMs - Date.now();
    if (wait <= 0) flush();
    else timer = setTimeout(flush, wait);
  };
  push.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    waiting = null;
  };
  return push;
}
