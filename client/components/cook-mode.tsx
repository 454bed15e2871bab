import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { durationsIn } from '../../shared/step-durations.ts';
import { useTimerList } from '../hooks/use-cook-timers.ts';
import { useWakeLock } from '../hooks/use-wake-lock.ts';
import { readyChime } from '../lib/chime.ts';
import type { CookTimers } from '../lib/cook-timers.ts';
import { CookTimerList } from './cook-timer-list.tsx';

/** What cook mode shows of a recipe, and where its timers live. */
export interface CookModeProps {
  title: string | null;
  steps: readonly string[];
  ingredients: readonly string[];
  /** The recipe's markdown, which its timers are kept against. */
  recipe: string;
  timers: CookTimers;
  /** Called once the dialog has closed (Escape or "Done"). */
  onClose: () => void;
}

// A swipe is a mostly sideways move of at least this many CSS pixels.
const SWIPE_PX = 50;

const WAKE_NOTES = {
  unsupported: 'This browser cannot keep the screen awake, so it may dim while you cook.',
  refused: 'The browser did not let the page keep the screen awake, so it may dim while you cook.',
};

/**
 * The recipe one step at a time, in large type, filling the screen: a modal dialog that keeps the
 * screen awake while open. Previous and Next, the arrow keys or a swipe move between steps; the
 * ingredients are one press away; a step that names a time offers a timer for it.
 */
export function CookMode({ title, steps, ingredients, recipe, timers, onClose }: CookModeProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(0);
  const [showIngredients, setShowIngredients] = useState(false);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const wakeLock = useWakeLock();
  const running = useTimerList(timers).filter((timer) => !timer.done && timer.recipe === recipe);
  const stepId = useId();
  const ingredientsId = useId();

  const step = index + 1;
  const durations = useMemo(() => durationsIn(steps[index] ?? ''), [steps, index]);
  const go = (to: number) => setIndex(Math.max(0, Math.min(steps.length - 1, to)));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Taken off the page, an open dialog closes by itself: closing it here as well would queue a
    // close event that a remount (React's strict mode) would hear as the cook closing it.
    if (!element.open) element.showModal();
    // Next is what a cook presses most; the dialog's description reads the step out as it opens.
    nextButton.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    go(event.key === 'ArrowRight' ? index + 1 : index - 1);
  };

  const onPointerDown = (event: PointerEvent) => {
    // A mouse drag selects text; a finger or a pen swipes.
    if (event.pointerType === 'mouse') return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 2 * Math.abs(dy)) go(dx < 0 ? index + 1 : index - 1);
  };

  const startTimer = (seconds: number) => {
    // The press itself is what lets the page make a sound later, when the timer ends.
    readyChime();
    timers.start(step, seconds, recipe);
  };

  return (
    // The page behind it is inert while it is open; Escape closes it (the browser's cancel, then close).
    <dialog
      ref={dialog}
      aria-label={title ? `Cook mode: ${title}` : 'Cook mode'}
      aria-describedby={stepId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="cook-mode m-0 h-dvh max-h-none w-full max-w-none border-0 bg-cream p-0 text-ink"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-8">
          <div className="min-w-0">
            <p className="eyebrow font-semibold text-tomato">Cook mode</p>
            <h2 className="font-display text-xl leading-tight font-semibold wrap-anywhere sm:text-2xl">{title ?? 'Your recipe'}</h2>
          </div>
          <button type="button" onClick={() => dialog.current?.close()} className="btn btn-secondary shrink-0">
            Done
          </button>
        </header>

        <div
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipe.current = null)}
          // Sideways moves come to the page as a swipe; up and down still scroll.
          className="flex-1 touch-pan-y overflow-y-auto overscroll-contain px-4 py-6 sm:px-8 sm:py-10"
        >
          <div className="mx-auto flex max-w-3xl flex-col gap-6">
            {ingredients.length > 0 && (
              <div>
                <button
                  type="button"
                  aria-expanded={showIngredients}
                  aria-controls={ingredientsId}
                  onClick={() => setShowIngredients((shown) => !shown)}
                  className="btn btn-secondary gap-2"
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform ${showIngredients ? 'rotate-90' : ''}`} fill="currentColor">
                    <path d="M7 4l7 6-7 6z" />
                  </svg>
                  Ingredients
                </button>
                <ul id={ingredientsId} hidden={!showIngredients} className="mt-3 list-disc rounded-xl border border-line bg-paper py-3 pr-4 pl-9 text-lg leading-relaxed">
                  {ingredients.map((ingredient, at) => (
                    <li key={at}>{ingredient}</li>
                  ))}
                </ul>
              </div>
            )}

            {/* Said again as it changes, so a screen reader hears each step it moves to. */}
            <div id={stepId} aria-live="polite" aria-atomic="true">
              <p className="eyebrow font-semibold text-tomato">
                Step {step} of {steps.length}
              </p>
              <p key={index} className="cook-step mt-2 font-display text-3xl leading-snug sm:text-5xl sm:leading-tight">
                {steps[index]}
              </p>
            </div>

            {durations.length > 0 && (
              <div className="flex flex-wrap gap-3">
                {durations.map((duration) => {
                  const isRunning = running.some((timer) => timer.step === step && timer.seconds === duration.seconds);
                  return (
                    <button
                      key={duration.seconds}
                      type="button"
                      aria-disabled={isRunning}
                      onClick={() => {
                        if (!isRunning) startTimer(duration.seconds);
                      }}
                      className="btn btn-primary aria-disabled:cursor-not-allowed"
                    >
                      Start {duration.label} timer
                    </button>
                  );
                })}
              </div>
            )}


            {(wakeLock === 'unsupported' || wakeLock === 'refused') && <p className="text-sm text-ink-soft">{WAKE_NOTES[wakeLock]}</p>}
          </div>
        </div>

        {/* Below the step, out of its scrolling, so a timer ending is in sight whatever the step's length. */}
        <div className="border-t border-line px-4 py-3 sm:px-8">
          <div className="mx-auto flex max-w-3xl flex-col gap-3">
            {/* Room inside the scrolling box for the buttons' focus rings. */}
            <CookTimerList timers={timers} className="-m-1 max-h-[35dvh] overflow-y-auto p-1" />
            <nav aria-label="Steps" className="grid grid-cols-2 gap-3">
              <button
                type="button"
                aria-disabled={index === 0}
                onClick={() => go(index - 1)}
                className="btn btn-secondary aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              >
                Previous
              </button>
              <button
                ref={nextButton}
                type="button"
                aria-disabled={index === steps.length - 1}
                onClick={() => go(index + 1)}
                className="btn btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              >
                Next
              </button>
            </nav>
          </div>
        </div>
      </div>
    </dialog>
  );
}
