import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Recipe } from '../../shared/recipe/recipe-value.ts';
import { recipeKey, type CookTimers } from '../lib/cook-timers.ts';
import { loadOnce } from '../lib/load-once.ts';
import type { CookModeProps } from './cook-mode.tsx';

// The recipe reader comes once a recipe is finished (cook mode is offered when it finds steps);
// cook mode's dialog with a press of "Start cooking".
const loadReader = loadOnce(() => import('../recipe/read-once.ts'));
const loadCookMode = loadOnce(() => import('./cook-mode.tsx'));

interface StartCookingProps {
  /** The finished recipe, as markdown. */
  recipe: string;
  /** The visit's timers, which outlive cook mode. */
  timers: CookTimers;
}

/** The recipe's value, once the reader has read this recipe; null until then, or when it cannot be fetched. */
function useRecipeValue(recipe: string): Recipe | null {
  const [read, setRead] = useState<{ recipe: string; parts: Recipe } | null>(null);
  useEffect(() => {
    let gone = false;
    loadReader().then(
      ({ readOnce }) => {
        if (!gone) setRead({ recipe, parts: readOnce(recipe) });
      },
      // Without the reader there are no steps to show: the recipe's other actions still work.
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [recipe]);
  return read?.recipe === recipe ? read.parts : null;
}

/**
 * "Start cooking": the recipe one step at a time in a full-screen dialog, fetched on the first
 * press. A recipe whose steps cannot be told apart offers nothing: cook mode is its steps.
 */
export function StartCooking({ recipe, timers }: StartCookingProps) {
  const parts = useRecipeValue(recipe);
  const [CookMode, setCookMode] = useState<ComponentType<CookModeProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  if (!parts || parts.steps.length === 0) return null;

  const start = async () => {
    setFailed(false);
    try {
      const { CookMode: loaded } = await loadCookMode();
      // A component in state must be wrapped, or React would call it as an updater.
      setCookMode(() => loaded);
      setOpen(true);
    } catch {
      setFailed(true);
    }
  };

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button ref={button} type="button" onClick={() => void start()} className="btn btn-secondary">
        Start cooking
      </button>
      {failed && (
        <p role="alert" className="basis-full font-medium text-wine">
          Cook mode did not load. Check your connection and try again.
        </p>
      )}
      {open && CookMode && <CookMode recipe={parts} recipeKey={recipeKey(recipe)} timers={timers} onClose={close} />}
    </>
  );
}
