import { lazy } from 'react';
import { stepsWhenIdle, whenIdle } from './lib/when-idle.ts';

/**
 * The engines: code a first visit may never need, each fetched once, the first time it is
 * wanted. Everything a visitor sees or opens is in the page's first script, prerendered into
 * index.html; an engine's arrival changes nothing on screen.
 *
 *   first script ─ the whole page: list, Preferences, "Get a recipe", the recipe area, footer
 *   ├─ quiet moments after it has taken input: the stream engine (zod's setting, then the AI SDK);
 *   │  the service worker's registration (boot.tsx)
 *   ├─ a list begun: the markdown renderer, then the first use of it and of the stream's
 *   │  parser, off the page, one step per quiet moment (warmUpForRecipe)
 *   ├─ a first keystroke: the ingredient suggestions
 *   ├─ an address with a share link, or a press of "Share": the share-link codec
 *   ├─ a recipe finished: the recipe reader, to offer cook mode when it finds steps
 *   ├─ a first change of "Servings to cook": the scaler
 *   ├─ a first change asked for: the check that it would change something
 *   ├─ a press of "Save recipe file" or "Start cooking": the file writer, cook mode's dialog
 *   ├─ a timer started (or kept from the last visit): the list of running timers
 *   ├─ a recipe finished (or kept from the last visit): the recent recipes, folded under the recipe
 *   ├─ a whole recipe shown: nutrition's estimator and USDA's food table
 *   └─ "Get a recipe" with no way to the server: the offline chef, run in the page
 *
 * Run at once, any of them would be a long task while the page loads or as a recipe's first
 * words arrive; waiting for quiet moments (lib/when-idle.ts) keeps each task short.
 */
const ENGINES = {
  // zod's setting must run before the SDK builds its schemas (see recipe/no-eval.ts).
  stream: () => import('./recipe/no-eval.ts').then(() => import('./recipe/stream-engine.ts')),
  renderer: () => import('./components/recipe-markdown.tsx'),
  suggestions: () => import('./lib/ingredient-suggestions.ts'),
  shareLink: () => import('./lib/share-link.ts'),
  reader: () => import('./recipe/read-once.ts'),
  changeCheck: () => import('../shared/unchanged-by.ts'),
  scaler: () => import('../shared/scale-recipe.ts'),
  recipeFile: () => import('./lib/recipe-file.ts'),
  cookMode: () => import('./components/cook-mode.tsx'),
  timerList: () => import('./components/cook-timer-list.tsx'),
  recentRecipes: () => import('./components/recent-recipes.tsx'),
  pageChef: () => import('./recipe/page-chef.ts'),
  nutrition: () => import('./nutrition/nutrition-engine.ts'),
};

type EngineName = keyof typeof ENGINES;
type Engine<Name extends EngineName> = Awaited<ReturnType<(typeof ENGINES)[Name]>>;

const loads = new Map<EngineName, Promise<unknown>>();

/** The engine, fetched on first call; a fetch that failed is tried again on the next call. */
export function loadEngine<Name extends EngineName>(name: Name): Promise<Engine<Name>> {
  let load = loads.get(name);
  if (!load) {
    load = ENGINES[name]();
    load.catch(() => loads.delete(name));
    loads.set(name, load);
  }
  return load as Promise<Engine<Name>>;
}

/** The recipe's markdown, rendered; fetched on first use if it was not already. */
export const LazyRecipeMarkdown = lazy(() => loadEngine('renderer').then((module) => ({ default: module.RecipeMarkdown })));

/** The warning that a recipe names one of the visitor's allergens, read with the renderer's chunk. */
export const LazyAllergyWarning = lazy(() => loadEngine('renderer').then((module) => ({ default: module.AllergyWarning })));

/** What you have and what to buy, from the renderer's chunk, mounted with the recipe. */
export const LazyPantryCheck = lazy(() => loadEngine('renderer').then((module) => ({ default: module.PantryCheck })));

/** Nutrition per serving under a whole recipe, from the renderer's chunk; its estimator and table come later. */
export const LazyNutritionPanel = lazy(() => loadEngine('renderer').then((module) => ({ default: module.NutritionPanel })));

/** What can be done with the recipe (share it, save it, cook from it), from the renderer's chunk, shown with the recipe. */
export const LazyRecipeActions = lazy(() => loadEngine('renderer').then((module) => ({ default: module.RecipeActions })));

/** The running timers at the foot of the page, fetched once there is a timer to show. */
export const LazyCookTimerList = lazy(() => loadEngine('timerList').then((module) => ({ default: module.CookTimerList })));

/** The recent recipes under the recipe, fetched once there is one. */
export const LazyRecentRecipes = lazy(() => loadEngine('recentRecipes').then((module) => ({ default: module.RecentRecipes })));

const ignore = () => undefined;

/**
 * Fetches the stream engine in the page's first quiet moments, zod first and the AI SDK in a
 * quiet moment of its own: run together they were the load's longest task. Returns a cancel.
 */
export function preloadStream(): () => void {
  let cancel = whenIdle(() => {
    import('./recipe/no-eval.ts')
      .then(() => {
        cancel = whenIdle(() => void loadEngine('stream').catch(ignore));
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
  loadEngine('stream').then((engine) => run(engine.warmUpSteps), ignore);
  loadEngine('renderer').then((engine) => run(engine.warmUpSteps), ignore);
  return () => {
    cancelled = true;
    for (const cancel of cancels) cancel();
  };
}
