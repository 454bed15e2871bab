import { loadOnce } from './lib/load-once.ts';
import { stepsWhenIdle, whenIdle } from './lib/when-idle.ts';

// What the page fetches before it is asked for, in quiet moments (lib/when-idle.ts), so that the
// first recipe does not wait for it. Everything else a visit may never need is fetched where it is
// used, the first time it is (React.lazy in the component that shows it, loadOnce elsewhere):
// suggestions on a first keystroke, the scaler on a first "Servings to cook", cook mode on "Start
// cooking", and so on. The service worker is registered from the page's start (boot.tsx).
//
//   after the page has taken input: the stream engine (zod's setting, then the AI SDK)
//   a list begun: the markdown renderer, then the first use of it and of the stream's parser

/** The stream engine: zod's setting must run before the SDK builds its schemas (see recipe/no-eval.ts). */
export const loadStreamEngine = loadOnce(() => import('./recipe/no-eval.ts').then(() => import('./recipe/stream-engine.ts')));

/** The markdown renderer's chunk, with what is read out of a shown recipe (see components/recipe-markdown.tsx). */
export const loadRenderer = loadOnce(() => import('./components/recipe-markdown.tsx'));

const ignore = () => undefined;

/**
 * Fetches the stream engine in the page's first quiet moments, zod first and the AI SDK in a
 * quiet moment of its own: run together they were the load's longest task. Returns a cancel.
 */
export function prefetchStream(): () => void {
  let cancel = whenIdle(() => {
    import('./recipe/no-eval.ts')
      .then(() => {
        cancel = whenIdle(() => void loadStreamEngine().catch(ignore));
      })
      .catch(ignore);
  });
  return () => cancel();
}

/**
 * Once a list has begun (a first visit may never get that far): fetches the renderer and runs its
 * first use and the stream parser's, one step per quiet moment, so a recipe's first words do not
 * pay for them. A step is skipped once `used()` says a real recipe has done the same work.
 * Returns a cancel.
 */
export function warmUpForRecipe(used: () => boolean): () => void {
  let cancelled = false;
  const cancels: (() => void)[] = [];
  const run = (steps: readonly (() => unknown)[]) => {
    if (cancelled) return;
    const unlessUsed = (step: () => unknown) => () => {
      // A warm-up that fails costs nothing but itself.
      if (!used()) Promise.resolve().then(step).catch(ignore);
    };
    cancels.push(stepsWhenIdle(steps.map(unlessUsed)));
  };
  loadStreamEngine().then((engine) => run(engine.warmUpSteps), ignore);
  loadRenderer().then((engine) => run(engine.warmUpSteps), ignore);
  return () => {
    cancelled = true;
    for (const cancel of cancels) cancel();
  };
}
