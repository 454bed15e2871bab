import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecipeControls } from '../components/recipe-area.tsx';
import { preloadAiSdk } from '../components/lazy-recipe-area.tsx';
import { whenIdle } from '../lib/when-idle.ts';

/**
 * The page's side of its recipe half, which loads after the page can take input: when to load
 * it (a quiet moment, or a list begun), what "Get a recipe" calls once it is here, a press made
 * before then, whether it is busy, and whether it failed to load.
 */
export function useRecipeHalf() {
  const [wanted, setWanted] = useState(false);
  // Pressed before the recipe half could answer; it answers as soon as it is here.
  const [askedEarly, setAskedEarly] = useState(false);
  const [busy, setBusy] = useState(false);
  const [here, setHere] = useState(false);
  const [failed, setFailed] = useState(false);
  const controls = useRef<RecipeControls | null>(null);
  // Where the recipe half puts the loading bar, a failure and the recipe: under the page's button.
  const [streamSlot, setStreamSlot] = useState<HTMLDivElement | null>(null);
  const recipeButton = useRef<HTMLButtonElement>(null);

  const load = useCallback(() => setWanted(true), []);
  useEffect(() => {
    // The AI SDK first, then the rest of the recipe half, each in a quiet moment of its own.
    let cancel = whenIdle(() => {
      preloadAiSdk()
        .catch(() => undefined)
        .finally(() => (cancel = whenIdle(load)));
    });
    return () => cancel();
  }, [load]);

  const onControls = useCallback((given: RecipeControls | null) => {
    controls.current = given;
    setHere(given !== null);
  }, []);
  const onEarlyAskAnswered = useCallback(() => setAskedEarly(false), []);
  const onFailure = useCallback(() => {
    controls.current = null;
    setFailed(true);
    setAskedEarly(false);
  }, []);

  const requestRecipe = () => {
    if (controls.current) return controls.current.request();
    setAskedEarly(true);
    load();
  };

  return {
    wanted,
    load,
    here,
    failed,
    /** Whether "Get a recipe" should say it is busy. */
    busy: busy || askedEarly,
    requestRecipe,
    recipeButton,
    setStreamSlot,
    /** What the recipe half itself is given. */
    areaProps: { askedEarly, onEarlyAskAnswered, onControls, onBusyChange: setBusy, recipeButton, streamSlot },
    onFailure,
  };
}
