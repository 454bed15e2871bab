import { lazy, useCallback, useEffect, useState } from 'react';
import { carriesRecipe } from '../lib/share-fragment.ts';
import { loadAiSdk } from './ai-sdk.ts';
import { whenIdle } from './when-idle.ts';

/** The recipe area (the stream, its status and the recipe), fetched with the AI SDK client it streams through. */
export const LazyRecipeArea = lazy(() => import('../components/recipe-area.tsx').then((module) => ({ default: module.RecipeArea })));

/**
 * When the recipe area is wanted: in the page's first quiet moments, after the AI SDK client has
 * run one part at a time, or at once when a list begins, "Get a recipe" is pressed or the page
 * opens with a shared recipe in its address. `failed` turns true when it could not be fetched or
 * rendered.
 */
export function useRecipeHalf() {
  const [wanted, setWanted] = useState(false);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => setWanted(true), []);
  const onFailure = useCallback(() => setFailed(true), []);

  useEffect(() => {
    // In the task after the page has taken over, not in its first render (which the prerender matches).
    if (!carriesRecipe(location.hash)) return;
    const timer = setTimeout(load, 0);
    return () => clearTimeout(timer);
  }, [load]);

  useEffect(() => {
    // The SDK may finish loading after the page has gone: nothing more is scheduled then.
    let gone = false;
    let cancel = whenIdle(() => {
      // The SDK run on its own first: run together with the area it was the load's longest task.
      loadAiSdk()
        .catch(() => undefined)
        .finally(() => {
          if (!gone) cancel = whenIdle(load);
        });
    });
    return () => {
      gone = true;
      cancel();
    };
  }, [load]);

  return { wanted, failed, load, onFailure };
}
