import { useEffect, useId, useRef, useState } from 'react';
import { useReadAloud } from '../hooks/use-read-aloud.ts';
import { useStepMoves } from '../hooks/use-step-moves.ts';
import { useWakeLock } from '../hooks/use-wake-lock.ts';
import type { CookTimers } from '../lib/cook-timers.ts';
import { CookIngredients } from './cook-ingredients.tsx';
import { CookTimerList } from './cook-timer-list.tsx';
import { ReadAloudButton } from './read-aloud-button.tsx';
import { StepAmounts } from './step-amounts.tsx';
import { StepTimers } from './step-timers.tsx';
import { keepAmountsTogether } from '../../shared/recipe/amount-spacing.ts';
import type { Recipe } from '../../shared/recipe/recipe-value.ts';

/** What cook mode shows of a recipe, and where its timers live. */
export interface CookModeProps {
  /** The recipe as shown (scaled to the servings shown): its steps carry the amounts and times they use. */
  recipe: Pick<Recipe, 'title' | 'ingredients' | 'steps'>;
  /** recipeKey() of the recipe's markdown, which its timers are kept against. */
  recipeKey: string;
  timers: CookTimers;
  /** Called once the dialog has closed (Escape or "Done"). */
  onClose: () => void;
}

const WAKE_NOTES = {
  unsupported: 'This browser cannot keep the screen awake, so it may dim while you cook.',
  refused: 'The browser did not let the page keep the screen awake, so it may dim while you cook.',
};

/**
 * The recipe one step at a time, in large type, filling the screen: a modal dialog that keeps the
 * screen awake while open. Previous and Next, the arrow keys or a swipe move between steps; the
 * ingredients are one press away, and each step gives the amounts of those it uses; a step that
 * names a time offers a timer for each; Read aloud says each step as the cook comes to it.
 */
export function CookMode({ recipe, recipeKey, timers, onClose }: CookModeProps) {
  const { title, steps } = recipe;
  const dialog = useRef<HTMLDialogElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(0);
  const wakeLock = useWakeLock();
  const stepId = useId();
  const step = index + 1;
  const move = (by: -1 | 1) => setIndex((at) => Math.max(0, Math.min(steps.length - 1, at + by)));
  const { onKeyDown, swipeHandlers } = useStepMoves(move);
  const shown = steps[index];
  const readAloud = useReadAloud(`Step ${step} of ${steps.length}. ${shown?.text ?? ''}`);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Taken off the page, an open dialog closes by itself: closing it here as well would queue a
    // close event that a remount (React's strict mode) would hear as the cook closing it.
    if (!element.open) element.showModal();
    // Next is what a cook presses most; the dialog's description reads the step out as it opens.
    nextButton.current?.focus();
  }, []);

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
          {...swipeHandlers}
          // Sideways moves come to the page as a swipe; up and down still scroll.
          className="flex-1 touch-pan-y overflow-y-auto overscroll-contain px-4 py-6 sm:px-8 sm:py-10"
        >
          <div className="mx-auto flex max-w-3xl flex-col gap-6">
            <CookIngredients ingredients={recipe.ingredients.map((line) => line.text)}>
              {readAloud.supported && <ReadAloudButton on={readAloud.on} onToggle={readAloud.toggle} />}
            </CookIngredients>

            <div className="flex flex-col gap-4">
              {/* Said again as it changes, so a screen reader hears each step it moves to. */}
              <div id={stepId} aria-live="polite" aria-atomic="true">
                <p className="eyebrow font-semibold text-tomato">
                  Step {step} of {steps.length}
                </p>
                <p key={index} className="cook-step mt-2 font-display text-3xl leading-snug sm:text-5xl sm:leading-tight">
                  {keepAmountsTogether(shown?.text ?? '')}
                </p>
              </div>
              <StepAmounts uses={shown?.uses ?? []} />
            </div>

            <StepTimers step={step} durations={shown?.durations ?? []} recipeKey={recipeKey} title={title} timers={timers} />

            {(wakeLock === 'unsupported' || wakeLock === 'refused') && <p className="text-sm text-ink-soft">{WAKE_NOTES[wakeLock]}</p>}
          </div>
        </div>

        {/* Below the step, out of its scrolling, so a timer ending is in sight whatever the step's length. */}
        <div className="border-t border-line px-4 py-3 sm:px-8">
          <div className="mx-auto flex max-w-3xl flex-col gap-3">
            {/* Room inside the scrolling box for the buttons' focus rings. */}
            <CookTimerList timers={timers} onScreen={recipeKey} columns className="-m-1 max-h-[35dvh] overflow-y-auto p-1" />
            <nav aria-label="Steps" className="grid grid-cols-2 gap-3">
              <button
                type="button"
                aria-disabled={index === 0}
                onClick={() => move(-1)}
                className="btn btn-secondary aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              >
                Previous
              </button>
              <button
                ref={nextButton}
                type="button"
                aria-disabled={index === steps.length - 1}
                onClick={() => move(1)}
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
