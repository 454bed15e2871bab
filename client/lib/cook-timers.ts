/** One kitchen timer, started from a step of cook mode. */
export interface CookTimer {
  readonly id: number;
  /** The step it was started from, counted from 1. */
  readonly step: number;
  /**
   * Which of the step's timed phases it times, counted from 0 ("roast for 15 minutes, then 12
   * more": 0, then 1), so two phases of one length are two timers. Absent on a timer kept from
   * before phases were, which stands for any phase of its length.
   */
  readonly phase?: number;
  /** Which recipe that step belongs to (recipeKey of its markdown), so another recipe's step 3 is another step. */
  readonly recipe: string;
  /** That recipe's title, to name its timers by once another recipe is on the page; null when it has none. */
  readonly title: string | null;
  readonly seconds: number;
  /** What it times, as the step says it ("Simmer the rice"); absent on a timer kept from before timers said. */
  readonly what?: string;
  /** When it ends, as Date.now() reads then. */
  readonly endsAt: number;
  readonly done: boolean;
}

/** The running and finished timers of a visit, kept outside cook mode so closing it loses none. */
export interface CookTimers {
  /** Every timer not yet dismissed, oldest first; the same array until something changes. */
  list: () => readonly CookTimer[];
  /** Calls `listener` after each change; returns how to stop. */
  subscribe: (listener: () => void) => () => void;
  start: (step: number, seconds: number, recipe: string, title: string | null, phase?: number, what?: string) => CookTimer;
  /** Removes a timer: cancels it while it runs, puts it away once it has ended. */
  dismiss: (id: number) => void;
  /** Marks every timer whose time has passed as done, e.g. when the page is seen again. */
  check: () => void;
}

/** A timer as it is kept across a reload: everything but its id. */
export type SavedTimer = Omit<CookTimer, 'id'>;

/**
 * Kitchen timers that count against the clock rather than ticks: each knows when it ends, so a
 * tab the browser slowed down in the background is still right when it comes back. `onDone` hears
 * of each timer as it ends; `saved` are timers from before a reload, which go on where they were.
 */
export function createCookTimers(onDone: (timer: CookTimer) => void, saved: readonly SavedTimer[] = []): CookTimers {
  let timers: readonly CookTimer[] = saved.map((timer, at) => ({ ...timer, id: at + 1 }));
  let lastId = timers.length;
  const listeners = new Set<() => void>();
  const alarms = new Map<number, ReturnType<typeof setTimeout>>();

  const change = (next: readonly CookTimer[]) => {
    timers = next;
    for (const listener of listeners) listener();
  };

  const check = () => {
    const now = Date.now();
    const ended = timers.filter((timer) => !timer.done && timer.endsAt <= now);
    if (ended.length === 0) return;
    for (const timer of ended) {
      clearTimeout(alarms.get(timer.id));
      alarms.delete(timer.id);
    }
    const endedIds = new Set(ended.map((timer) => timer.id));
    change(timers.map((timer) => (endedIds.has(timer.id) ? { ...timer, done: true } : timer)));
    for (const timer of ended) onDone({ ...timer, done: true });
  };

  // A timeout may fire early or late (a clock change, a throttled tab): the deadline decides.
  const setAlarm = (timer: CookTimer) => {
    alarms.set(
      timer.id,
      setTimeout(() => {
        alarms.delete(timer.id);
        if (Date.now() >= timer.endsAt) check();
        else setAlarm(timer);
      }, timer.endsAt - Date.now()),
    );
  };

  for (const timer of timers) if (!timer.done) setAlarm(timer);
  check();

  return {
    list: () => timers,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: (step, seconds, recipe, title, phase = 0, what) => {
      lastId += 1;
      const timer: CookTimer = { id: lastId, step, phase, recipe, title, seconds, ...(what ? { what } : {}), endsAt: Date.now() + seconds * 1000, done: false };
      change([...timers, timer]);
      setAlarm(timer);
      return timer;
    },
    dismiss: (id) => {
      clearTimeout(alarms.get(id));
      alarms.delete(id);
      change(timers.filter((timer) => timer.id !== id));
    },
    check,
  };
}

/** Time left as a kitchen clock shows it, whole seconds rounded up: 754_100 -> "12:35", 3_600_000 -> "1:00:00". */
export function clockText(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * A short name for a recipe's markdown to keep its timers against (FNV-1a, 32 bits): the same for
 * the same text, and not the whole text in every stored timer.
 * @example recipeKey("## Soup") // "4b13fa56"
 */
export function recipeKey(markdown: string): string {
  let hash = 0x811c9dc5;
  for (let at = 0; at < markdown.length; at += 1) {
    hash ^= markdown.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
