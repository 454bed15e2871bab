import type { StepDuration } from '../../shared/recipe/step-durations.ts';
import { useTimerList } from '../hooks/use-cook-timers.ts';
import { readyChime } from '../lib/chime.ts';
import type { CookTimers } from '../lib/cook-timers.ts';

interface StepTimersProps {
  /** The step, counted from 1, and the times it names. */
  step: number;
  durations: readonly StepDuration[];
  /** recipeKey() of the recipe's markdown, which its timers are kept against. */
  recipeKey: string;
  /** The recipe's title, which its timers are named by once another recipe is on the page. */
  title: string | null;
  timers: CookTimers;
}

/**
 * A "Start 15 min timer" button, saying what it times ("Simmer the rice"), for each time the step names, in the order it names them: a step
 * of several phases ("roast for 15 minutes, then 12 more") offers one for each. Nothing for a step
 * without one.
 */
export function StepTimers({ step, durations, recipeKey, title, timers }: StepTimersProps) {
  const list = useTimerList(timers);
  if (durations.length === 0) return null;

  return (
    <div className="flex flex-wrap gap-3">
      {durations.map((duration, phase) => {
        // One at a time for a phase: a second press would only be a second alarm. A timer kept from
        // before phases were stands for each phase of its length.
        const running = list.some(
          (timer) => !timer.done && timer.recipe === recipeKey && timer.step === step && timer.seconds === duration.seconds && (timer.phase ?? phase) === phase,
        );
        return (
          <button
            // Two phases may be as long as each other: its place in the step is what tells them apart.
            key={phase}
            type="button"
            aria-disabled={running}
            onClick={(event) => {
              if (running) return;
              // The press itself is what lets the page make a sound later, when the timer ends.
              readyChime();
              timers.start(step, duration.seconds, recipeKey, title, phase, duration.what);
              // The timer's row takes room from the step above it: the step's other timers stay in sight.
              const pressed = event.currentTarget;
              requestAnimationFrame(() => pressed.parentElement?.scrollIntoView?.({ block: 'nearest' }));
            }}
            className="btn btn-primary flex-col gap-0 aria-disabled:cursor-not-allowed"
          >
            {/* What it times tells apart the phases of one step: "Cook the spinach", "Cook the garlic". */}
            <span>Start {duration.label} timer</span>{' '}
            <span className="text-sm font-normal">{duration.what}</span>
          </button>
        );
      })}
    </div>
  );
}
