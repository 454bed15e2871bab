import { useEffect, useRef } from 'react';
import { useNow, useTimerList } from '../hooks/use-cook-timers.ts';
import { clockText, type CookTimer, type CookTimers } from '../lib/cook-timers.ts';

interface CookTimerListProps {
  timers: CookTimers;
  /** Classes for the list's box, which is not drawn while there are no timers. */
  className?: string;
  /**
   * For a list that sits at the bottom of the window over the page: the page then scrolls what
   * takes keyboard focus clear of it, rather than under it.
   */
  keepClear?: boolean;
  /** recipeKey() of the recipe on the page, if any: another recipe's timers are named by its title. */
  onScreen: string | null;
  /** Side by side where there is room (cook mode's foot, under a step), rather than one a row. */
  columns?: boolean;
}

/**
 * What a timer is called, at the start of a line or within a sentence: "Step 3" while its recipe
 * is the one on the page, "Leek soup, step 3" once another has taken its place (whose own step 3
 * would otherwise read the same).
 */
function timerName(timer: CookTimer, onScreen: string | null, within: boolean): string {
  if (timer.recipe === onScreen) return `${within ? 'step' : 'Step'} ${timer.step}`;
  return `${timer.title ?? (within ? 'earlier recipe' : 'Earlier recipe')}, step ${timer.step}`;
}

const BELL = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="timer-bell size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinejoin="round">
    <path d="M10 3a5 5 0 0 0-5 5v3l-1.5 3h13L15 11V8a5 5 0 0 0-5-5Z" />
    <path d="M8 16.5a2 2 0 0 0 4 0" strokeLinecap="round" />
  </svg>
);

/**
 * Each timer with its step and the time left, or that its time is up, and a button to cancel or
 * dismiss it. A timer's end is also said through a live region that is there before it ends.
 */
export function CookTimerList({ timers, className = '', keepClear = false, onScreen, columns = false }: CookTimerListProps) {
  const list = useTimerList(timers);
  const box = useRef<HTMLUListElement>(null);
  const shown = list.length > 0;
  useEffect(() => {
    const element = box.current;
    if (!keepClear || !shown || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('scroll-padding-bottom', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [keepClear, shown]);
  const now = useNow(list.some((timer) => !timer.done));
  // A timer started since the last tick is shown whole until the next one, not with the old clock's extra.
  const left = (timer: CookTimer) => clockText(Math.min(timer.seconds * 1000, timer.endsAt - now));

  return (
    <>
      {shown && (
        <ul ref={box} aria-label="Timers" className={`${columns ? 'grid gap-2 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-2'} ${className}`}>
          {list.map((timer) => {
            const name = timerName(timer, onScreen, false);
            return (
              <li
                key={timer.id}
                className={`flex items-center justify-between gap-2 rounded-xl border-2 py-1 pr-1 pl-2.5 ${
                  timer.done ? 'border-wine bg-blush font-semibold text-wine' : 'border-line bg-paper text-ink'
                }`}
              >
                <span className="flex min-w-0 flex-wrap items-center gap-x-1.5 tabular-nums wrap-anywhere">
                  {timer.done && BELL}
                  <span>{timer.done ? `${name}: time's up` : `${name}: ${left(timer)} left`}</span>
                  {/* What it times, so two timers of one step read apart. */}
                  {timer.what && <span className="font-normal"> · {timer.what}</span>}
                </span>
                {/* One button that changes its word, so keyboard focus stays put as the timer ends. */}
                <button
                  type="button"
                  aria-label={`${timer.done ? 'Dismiss' : 'Cancel'} ${timerName(timer, onScreen, true)} timer`}
                  onClick={() => timers.dismiss(timer.id)}
                  className="btn btn-secondary min-h-11 shrink-0 px-3"
                >
                  {timer.done ? 'Dismiss' : 'Cancel'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {/* Only ends are said: the countdown changes every second and would drown everything else. */}
      <div aria-live="assertive" className="sr-only">
        {list
          .filter((timer) => timer.done)
          .map((timer) => (
            <p key={timer.id}>Time's up: the {timerName(timer, onScreen, true)} timer has ended.</p>
          ))}
      </div>
    </>
  );
}
